import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * A SAML response is accepted only in the browser that started its sign-in (issue 43 §2, login CSRF): starting
 * one sets a cookie whose name carries a digest of its RelayState, keyed by the auth secret; the ACS accepts a
 * response only with the cookie of its own RelayState, then clears it. The provider's POST to the ACS is
 * cross-site, so the cookie is SameSite=None (and Secure, which browsers allow on localhost too); it is read
 * only under /api/sso/saml/. The plugin's own relay-state cookie is SameSite=Lax and never reaches the ACS,
 * which is why the plugin skips that check.
 */
const PREFIX = 'saml-started-'
const PATH = '/api/sso/saml/'
const MINUTES = 10

const digest = (secret: string, relayState: string) =>
  createHmac('sha256', secret).update(`saml-relay-state:${relayState}`).digest('base64url').slice(0, 32)

/** The Set-Cookie that binds a SAML sign-in started with `url` (the provider's, carrying RelayState). */
export function samlBindingCookie(secret: string, url: string) {
  const relayState = new URL(url).searchParams.get('RelayState')
  if (!relayState) return null
  return `${PREFIX}${digest(secret, relayState)}=1; Path=${PATH}; Max-Age=${MINUTES * 60}; HttpOnly; Secure; SameSite=None`
}

/** Whether the browser that posted this response started its sign-in; the cookie to clear if it did. */
export function samlBindingOf(secret: string, relayState: string | null, cookieHeader: string | null) {
  if (!relayState) return { bound: false as const }
  const name = `${PREFIX}${digest(secret, relayState)}`
  const names = (cookieHeader ?? '').split(';').map((part) => part.trim().split('=')[0] ?? '')
  const bound = names.some(
    (each) => each.length === name.length && timingSafeEqual(Buffer.from(each), Buffer.from(name)),
  )
  if (!bound) return { bound: false as const }
  return { bound: true as const, clear: `${name}=; Path=${PATH}; Max-Age=0; HttpOnly; Secure; SameSite=None` }
}
