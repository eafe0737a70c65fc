import { redirect } from 'react-router'
import { flashCookie } from '~/lib/flash'
import type { Services } from '~/lib/services.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { clearReturnTo, returnToFrom } from './return-to.server'

/**
 * Where a finished sign-in goes (decision 0078): where the member was going (the return-to cookie), or else
 * their workspace (the one they belong to, or the list when several), or, for an account without a
 * workspace, the spec's `/`. `sessionCookies` are the Set-Cookie values that sign the browser in: the
 * request itself is not signed in yet.
 */
export async function signInLanding(
  services: Pick<Services, 'auth' | 'db'>,
  request: Request,
  sessionCookies: readonly string[],
) {
  const back = returnToFrom(request)
  if (back) return back
  const cookie = sessionCookies.map((value) => value.split(';')[0]).join('; ')
  const signedIn = await services.auth.api.getSession({ headers: new Headers({ cookie }) })
  if (!signedIn) return '/'
  const memberships = await listMemberships(services.db, signedIn.user.id)
  if (memberships.length === 1) return `/workspace/${memberships[0]!.id}`
  return memberships.length > 1 ? '/workspace' : '/'
}

/**
 * Every finished sign-in (password, passkey, two-factor or recovery code): the spec's toast, and the way on
 * above. `out` already carries the session's cookies.
 */
export async function signedInRedirect(
  services: Pick<Services, 'auth' | 'db'>,
  request: Request,
  out: Headers,
) {
  const to = await signInLanding(services, request, out.getSetCookie())
  if (returnToFrom(request)) out.append('Set-Cookie', clearReturnTo)
  out.append('Set-Cookie', flashCookie('signed-in'))
  return redirect(to, { headers: out })
}
