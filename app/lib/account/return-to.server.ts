const NAME = 'return-to'

/*
 * Where a visitor who pressed "Save to my workspace", started a trial or opened an invitation, while signed out goes after
 * signing in, or after signing up and opening the verification link. Only those pages' own paths are
 * accepted, so neither the cookie nor a verification link's callbackURL can become an open redirect; every
 * other sign-in and verification keeps the spec's redirect to /.
 */
export function safeReturnPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || path.length > 500) return undefined
  const allowed =
    /^\/workspace\/save\?[\w%.=&+-]*$/.test(path) ||
    /^\/trial\?[\w%.=&+-]*$/.test(path) ||
    /^\/workspace\/invitations\/[\w-]{43}$/.test(path)
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
