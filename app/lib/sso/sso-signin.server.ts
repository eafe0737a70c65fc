import { fetchDiscoveryDocument } from '@better-auth/sso'
import { eq } from 'drizzle-orm'
import { ssoProvider } from '~/db/schema'
import type { Services } from '~/lib/services.server'
import { domainOf } from './domains'
import { samlBindingCookie } from './saml-binding.server'
import { storedClientSecret } from './secret-at-rest.server'
import { verifiedSsoForEmail } from './sso-join.server'

export type SsoStart =
  { ok: true; url: string; headers: Headers } | { ok: false; error: string; status: number }

export const providerDown = (host: string) =>
  `Your organization’s sign-in service (${host}) is not answering. Try again in a few minutes; if it lasts, tell your IT team.`

export const secretLost = (domain: string) =>
  `Single sign-on for ${domain} is not working: your workspace’s owner needs to enter its client secret again. Tell them, or your IT team.`

/**
 * "Sign in with single sign-on": the workspace whose verified domain is the address's, a check that its
 * provider answers (so a provider that is down gets a sentence, not a browser error page), then the plugin's
 * own authorization request (state, PKCE, nonce) and its redirect. Also the step-up of an account that signs
 * in through its provider (auth-confirm.tsx): a new sign-in there is its proof, and `next` the page it asked for.
 */
export async function startSsoSignIn(
  services: Services,
  request: Request,
  email: string,
  /** Where to land once signed in, and where a refusal comes back (paths of this site); by default the
   * workspace, and this page. */
  to: { next?: string; errorURL?: string } = {},
): Promise<SsoStart> {
  const address = email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    return { ok: false, error: 'Enter your work e-mail address.', status: 400 }
  const [config] = await verifiedSsoForEmail(services.db, address)
  if (!config)
    return {
      ok: false,
      error: `Single sign-on is not set up for ${domainOf(address)}. Sign in with your password, or ask your workspace’s owner.`,
      status: 404,
    }
  const [provider] = await services.db
    .select({ oidc: ssoProvider.oidcConfig, saml: ssoProvider.samlConfig, issuer: ssoProvider.issuer })
    .from(ssoProvider)
    .where(eq(ssoProvider.providerId, config.providerId))
  // SAML (decision 0069): the browser goes to the provider's sign-in URL, often reachable only on the
  // organization's network, so nothing is fetched here first.
  if (!provider?.saml) {
    const problem = await oidcProviderProblem(services, config.providerId, provider, domainOf(address))
    if (problem) return problem
  }
  const { headers, response } = await services.auth.api.signInSSO({
    headers: request.headers,
    returnHeaders: true,
    body: {
      providerId: config.providerId,
      email: address,
      providerType: provider?.saml ? 'saml' : 'oidc',
      callbackURL: to.next ?? `/workspace/${config.workspaceId}`,
      errorCallbackURL: to.errorURL ?? '/auth/sso',
    },
  })
  if (provider?.saml) {
    const binding = samlBindingCookie(services.config.authSecret, response.url)
    if (binding) headers.append('Set-Cookie', binding)
  }
  return { ok: true, url: response.url, headers }
}

/**
 * Before an OpenID sign-in: a secret the auth secret cannot decrypt (decision 0068) fails here, before the
 * person signs in at her provider, and a provider whose discovery document does not answer gets a sentence.
 */
async function oidcProviderProblem(
  services: Services,
  providerId: string,
  provider: { oidc: string | null; issuer: string } | undefined,
  domain: string,
): Promise<Extract<SsoStart, { ok: false }> | null> {
  const secret = await storedClientSecret(services.db, providerId, services.config.authSecret)
  if (secret.state !== 'readable') return { ok: false, error: secretLost(domain), status: 503 }
  const oidc = JSON.parse(provider?.oidc ?? '{}') as { discoveryEndpoint?: string }
  const issuerUrl = new URL(provider?.issuer ?? '')
  const trusted = (url: string) => services.config.ssoIdpOrigins.includes(new URL(url).origin)
  try {
    await fetchDiscoveryDocument(
      oidc.discoveryEndpoint ?? `${provider?.issuer}/.well-known/openid-configuration`,
      10_000,
      trusted,
    )
  } catch {
    return { ok: false, error: providerDown(issuerUrl.host), status: 502 }
  }
  return null
}

/** What the plugin's error redirect (?error=…&error_description=…) means to the person signing in. */
export function callbackProblem(error: string, description: string | null) {
  const detail = description ? ` (${description.slice(0, 120)})` : ''
  if (error === 'access_denied') return 'You cancelled the sign-in at your organization’s provider.'
  if (error === 'SSO_ACCOUNT_NOT_LINKED')
    return 'Your organization’s provider may not sign in to this account: sign in with your password, then use “Link my organization’s sign-in” on your account.'
  return `Your organization’s provider did not sign you in${detail}. Try again; if it lasts, tell your IT team.`
}
