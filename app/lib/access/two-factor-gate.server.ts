import { redirect } from 'react-router'
import type { SessionView } from '~/lib/session-view.server'

/**
 * Where an account without two-factor sign-in goes when a workspace requires it of its members, or
 * REQUIRE_ADMIN_2FA of admins: to enrol, seeing nothing of what it asked for (a .data request or a spreadsheet
 * gets the same redirect, which carries no data).
 */
export function demandTwoFactor(session: SessionView, required: 'workspace' | 'admin', needed: boolean) {
  if (needed && !session.user.twoFactorEnabled)
    throw redirect(`/account/two-factor?required=${required}`, { headers: { 'Cache-Control': 'no-store' } })
}
