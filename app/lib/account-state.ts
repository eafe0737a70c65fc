/** What the footer shows before the browser has read the session: the server's view of the request. */
export type AccountState = 'signed-out' | 'user' | 'admin'

// better-auth's session cookie (with the __Secure- prefix on a public https origin).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/

/** Whether a request may belong to a signed-in account (only those need the session read on the server). */
export function hasSessionCookie(cookieHeader: string | null | undefined) {
  return SESSION_COOKIE.test(cookieHeader ?? '')
}
