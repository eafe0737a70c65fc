import { redirect } from 'react-router'
import type { SessionView } from '~/lib/session-view.server'

/**
 * Whether this sign-in is multi-factor: the account asks for a TOTP code, or the session was made with a passkey,
 * which proved possession of the device and its PIN or biometric (NIST SP 800-63B; decision 0065).
 */
export function multiFactorSignIn(view: Pick<SessionView, 'user' | 'session'>) {
  return view.user.twoFactorEnabled || view.session.passkey
}

/**
 * Where an account without two-factor sign-in goes when a workspace requires it of its members, or
 * REQUIRE_ADMIN_2FA of admins: to enrol, seeing nothing of what it asked for (a .data request or a spreadsheet
 * gets the same redirect, which carries no data).
 */
export function demandTwoFactor(session: SessionView, required: 'workspace' | 'admin', needed: boolean) {
  if (needed && !multiFactorSignIn(session))
    throw redirect(`/account/two-factor?required=${required}`, { headers: { 'Cache-Control': 'no-store' } })
}
