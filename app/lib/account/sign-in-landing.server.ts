import { redirect } from 'react-router'
import { flashCookie } from '~/lib/flash'
import { clearReturnTo, returnToFrom } from './return-to.server'

/**
 * Where a finished sign-in goes (decision 0078): where the member was going (the return-to cookie a workspace,
 * admin or account page set when it sent her to sign in), or else the spec's `/` ("After successful sign-in the
 * user goes to /"), whose header links her workspace.
 */
export function signInLanding(request: Request) {
  return returnToFrom(request) ?? '/'
}

/**
 * Every finished sign-in (password, passkey, two-factor or recovery code): the spec's toast, and the way on
 * above. `out` already carries the session's cookies.
 */
export function signedInRedirect(request: Request, out: Headers) {
  const to = signInLanding(request)
  if (returnToFrom(request)) out.append('Set-Cookie', clearReturnTo)
  out.append('Set-Cookie', flashCookie('signed-in'))
  return redirect(to, { headers: out })
}
