import type { Server } from 'node:http'
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose'
import Provider from 'oidc-provider'

export const CLIENT_ID = 'brightline'
export const CLIENT_SECRET = 'a client secret of the e2e provider, 43 chars'

/** The workspace SSO page's "connect" form for this provider and `domains`, new members joining as editors. */
export const connectForm = (issuer: string, domains: string, clientSecret = CLIENT_SECRET) => ({
  intent: 'connect',
  issuer,
  clientId: CLIENT_ID,
  clientSecret,
  domains,
  role: 'editor',
})

/**
 * A real OpenID provider (oidc-provider, a certified implementation) on loopback, with its own login and
 * consent screens, and one client registered for the given callback. The port is one the server was told to
 * trust (SSO_IDP_ORIGINS). `issueForAnotherAudience` makes its token endpoint hand out ID tokens
 * signed with its own key but addressed to another client, as a provider shared by several applications could;
 * `amr` adds that claim (RFC 8176) to its ID tokens, as Entra ID or Okta do after a second factor.
 */
export async function startOidcProviderOn(port: number, redirectUri: string) {
  const issuer = `http://127.0.0.1:${port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const key = { ...(await exportJWK(privateKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' }
  const mode = { issueForAnotherAudience: false, amr: null as string[] | null }
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
    if ((mode.issueForAnotherAudience || mode.amr) && ctx.path === '/token' && body?.id_token) {
      const claims = decodeJwt(body.id_token)
      const aud = mode.issueForAnotherAudience ? 'another-client' : claims.aud
      body.id_token = await new SignJWT({ ...claims, aud, ...(mode.amr ? { amr: mode.amr } : {}) })
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

/**
 * The provider's own login and consent forms, gone through as a browser would (its cookies, its redirects),
 * signing in as `login`; returns the address it finally sends the browser to: `redirectUri` with the code.
 */
export async function loginAtProvider(authorizationUrl: string, login: string, redirectUri: string) {
  const jar = new Map<string, string>()
  let url = authorizationUrl
  let form: Record<string, string> | undefined
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: form ? new URLSearchParams(form) : undefined,
    })
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(';')[0]!
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
      if (value) jar.set(name, value)
      else jar.delete(name)
    }
    form = undefined
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url).toString()
      if (url.startsWith(redirectUri)) return url
      continue
    }
    const page = await response.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1]
    if (!action) throw new Error(`The provider answered ${response.status} with no form at ${url}`)
    url = new URL(action.replaceAll('&amp;', '&'), url).toString()
    form = page.includes('name="login"')
      ? { prompt: 'login', login, password: 'any password: the test provider does not check it' }
      : { prompt: 'consent' }
  }
  throw new Error('The provider did not send the browser back')
}
