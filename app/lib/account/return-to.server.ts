import { redirect } from 'react-router'

const NAME = 'return-to'

/*
 * Where a visitor goes after signing in, or after signing up and opening the verification link: the page that
 * sent them to /auth. "Save to my workspace", a trial and an invitation set it themselves; since decision 0078
 * so does every page that asks a signed-out visitor to sign in first (a workspace's, the admin area's, the
 * account's), so a link from an e-mail lands where it points once signed in. Only paths of those areas are
 * accepted, so neither the cookie nor a verification link's callbackURL can become an open redirect.
 */
export function safeReturnPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || path.length > 500) return undefined
  // No "." or ".." segment, written or percent-encoded: a path names the page it shows.
  if (/(^|\/)\.{1,2}(\/|\?|$)|%2e/i.test(path)) return undefined
  const allowed =
    /^\/trial\?[\w%.=&+-]*$/.test(path) ||
    /^\/(?:workspace|admin|account)(?:\/[\w.%-]+)*(?:\?[\w%.=&+-]*)?$/.test(path)
  return allowed ? path : undefined
}

export function returnToCookie(path: string) {
  return safeReturnPath(path)
    ? `${NAME}=${encodeURIComponent(path)}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`
    : clearReturnTo
}

export const clearReturnTo = `${NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`

export function returnToFrom(request: Request): string | undefined {
  const match = request.headers.get('cookie')?.match(/(?:^|;\s*)return-to=([^;]*)/)
  if (!match?.[1]) return undefined
  try {
    return safeReturnPath(decodeURIComponent(match[1]))
  } catch {
    return undefined
  }
}

/** The page a request is for: a `.data` request's page without React Router's own parameters. */
export function pagePathOf(request: Request) {
  const url = new URL(request.url)
  url.searchParams.delete('_routes')
  const path = url.pathname.replace(/\.data$/, '') || '/'
  return url.searchParams.size > 0 ? `${path}?${url.searchParams}` : path
}

/** To /auth, remembering the page asked for (when it is one a sign-in may return to). */
export function signInFirst(request: Request, headers: HeadersInit = {}) {
  const out = new Headers(headers)
  const back = pagePathOf(request)
  if (safeReturnPath(back)) out.append('Set-Cookie', returnToCookie(back))
  return redirect('/auth', { headers: out })
}

/** The same for a redirect to /auth already made (a session past its workspace's limits). */
export function rememberWayBack(thrown: unknown, request: Request) {
  if (!(thrown instanceof Response) || thrown.headers.get('Location') !== '/auth') return thrown
  const back = pagePathOf(request)
  if (safeReturnPath(back)) thrown.headers.append('Set-Cookie', returnToCookie(back))
  return thrown
}
