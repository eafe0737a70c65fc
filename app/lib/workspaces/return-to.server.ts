const NAME = 'return-to'

/*
 * Where a visitor who pressed "Save to my workspace", or opened an invitation, while signed out goes after
 * signing in. Only those pages' own paths are accepted, so the cookie cannot become an open redirect; every
 * other sign-in keeps the spec's redirect to /.
 */
const allowed = (path: string) =>
  path.length <= 500 &&
  (/^\/workspace\/save\?[\w%.=&+-]*$/.test(path) || /^\/workspace\/invitations\/[\w-]{43}$/.test(path))

export function returnToCookie(path: string) {
  return allowed(path)
    ? `${NAME}=${encodeURIComponent(path)}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`
    : clearReturnTo
}

export const clearReturnTo = `${NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`

export function returnToFrom(request: Request): string | undefined {
  const match = request.headers.get('cookie')?.match(/(?:^|;\s*)return-to=([^;]*)/)
  if (!match?.[1]) return undefined
  try {
    const path = decodeURIComponent(match[1])
    return allowed(path) ? path : undefined
  } catch {
    return undefined
  }
}
