import { redirect } from 'react-router'
import type { SessionView } from '~/lib/session-view.server'

type View = Pick<SessionView, 'user' | 'session'>

/**
 * Whether the account can sign in with a second factor: it asks for a TOTP code, or this session was made with a
 * passkey (NIST SP 800-63B; decision 0065). What an owner needs before she may require two-factor of others.
 */
export function multiFactorSignIn(view: View) {
  return view.user.twoFactorEnabled || view.session.passkey
}

/**
 * Whether this session proved our own second factor (issue 43 §3): a passkey, or a code (authenticator or
 * recovery) checked when it was made or later in it. Decided by how the session was made, never by a flag on
 * the account: an SSO session of an enrolled account has not been asked its code.
 */
export function ownSecondFactor(view: View) {
  return view.session.passkey || ['totp', 'recovery-code', 'passkey'].includes(view.session.method ?? '')
}

/** The session method of an SSO sign-in whose provider, `providerId`, said it asked a second factor. */
export const providerMfaMethod = (providerId: string) => `sso-mfa:${providerId}`

const madeBySso = (view: View) => view.session.method?.startsWith('sso') === true

/** Where an enrolled account's session goes to be asked its code; back to the page when it is given. */
export const SECOND_FACTOR_PAGE = '/auth/confirm?factor=code'

export type TwoFactorRule = {
  /** The workspace requires two-factor of its members, or REQUIRE_ADMIN_2FA of admins. */
  required: boolean
  /**
   * The provider whose word on a second factor the workspace trusts (its `amr` claim; decision 0084): a session
   * it made saying so counts. Admins never trust one.
   */
  trustedProvider?: string | null
}

/**
 * The one two-factor gate of the workspace and admin guards (decisions 0050, 0073). A session without the second
 * factor sees nothing of what it asked for (a .data request or a spreadsheet gets the same redirect, which
 * carries no data): an enrolled account is asked its code, any other goes to enrol. An SSO session of an enrolled
 * account is asked its code even where nothing is required, unless the workspace trusts the provider's MFA claim
 * and the claim came; an admin's SSO session always needs our own second factor.
 */
export function demandTwoFactor(view: View, gate: 'workspace' | 'admin', rule: TwoFactorRule) {
  const sso = madeBySso(view)
  const needed = rule.required || (sso && (gate === 'admin' || view.user.twoFactorEnabled))
  if (!needed || ownSecondFactor(view)) return
  if (
    gate === 'workspace' &&
    rule.trustedProvider &&
    view.session.method === providerMfaMethod(rule.trustedProvider)
  )
    return
  const to = view.user.twoFactorEnabled ? SECOND_FACTOR_PAGE : `/account/two-factor?required=${gate}`
  throw redirect(to, { headers: { 'Cache-Control': 'no-store' } })
}
