import type { Server } from 'node:http'
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose'
import Provider from 'oidc-provider'

export const CLIENT_ID = 'brightline'
export const CLIENT_SECRET = 'a client secret of the e2e provider, 43 chars'

/**
 * A real OpenID provider (oidc-provider, a certified implementation) on loopback, with its own login and
 * consent screens, and one client registered for the given callback. The port is one the server was told to
 * trust (SSO_IDP_ORIGINS). `issueForAnotherAudience` makes its token endpoint hand out ID tokens
 * signed with its own key but addressed to another client, as a provider shared by several applications could.
 */
export async function startOidcProviderOn(port: number, redirectUri: string) {
  const issuer = `http://127.0.0.1:${port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const key = { ...(await exportJWK(privateKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' }
  const mode = { issueForAnotherAudience: false }
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [key] },
    cookies: { keys: ['e2e cookie key of the loopback provider'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The login screen's name is the account: "ana@bank.test" signs in as that address.
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: id.split('@')[0] }),
    }),
    features: { devInteractions: { enabled: true } },
  })
  provider.use(async (ctx, next) => {
    await next()
    const body = ctx.body as { id_token?: string } | undefined
    if (mode.issueForAnotherAudience && ctx.path === '/token' && body?.id_token) {
      const claims = decodeJwt(body.id_token)
      body.id_token = await new SignJWT({ ...claims, aud: 'another-client' })
        .setProtectedHeader({ alg: 'RS256', kid: 'e2e-key', typ: 'JWT' })
        .sign(privateKey)
    }
  })
  let server: Server = await listen(provider, port)
  return {
    issuer,
    mode,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
    async restart() {
      server = await listen(provider, port)
    },
  }
}

function listen(provider: Provider, port: number) {
  return new Promise<Server>((resolve, reject) => {
    const server = provider.listen(port, '127.0.0.1', () => resolve(server))
    server.on('error', reject)
  })
}
