import { data } from 'react-router'
import type { Services } from '~/lib/services.server'
import type { WorkspaceAccess } from '~/lib/workspaces/access.server'
import { setRequireTwoFactor, setSecondApprover } from '~/lib/workspaces/settings.server'
import { LIMIT_CHOICE_REFUSED, limitsFromForm, setSessionLimits } from '~/lib/account/session-limits.server'
import { multiFactorSignIn } from '~/lib/access/two-factor-gate.server'

/** The members page's workspace settings: a second approver, two-factor for every member (owners only). */
export async function settingsAction(
  services: Services,
  access: WorkspaceAccess,
  intent: 'require-two-factor' | 'second-approver' | 'session-limits',
  form: FormData,
) {
  if (intent === 'session-limits') {
    if (!access.can('sessions.manage'))
      return data(
        {
          ok: false,
          notice: 'Your role in this workspace does not allow this.',
          field: undefined,
          email: '',
        },
        { status: 403 },
      )
    const limits = limitsFromForm(form)
    if (!limits)
      return data({ ok: false, notice: LIMIT_CHOICE_REFUSED, field: undefined, email: '' }, { status: 400 })
    await setSessionLimits(services.db, access.workspace.id, limits, access.actor)
    return data({ ok: true, notice: 'Session limits saved.', field: undefined, email: '' })
  }
  if (intent === 'require-two-factor') {
    if (!access.can('settings.manage'))
      return data(
        {
          ok: false,
          notice: 'Your role in this workspace does not allow this.',
          field: undefined,
          email: '',
        },
        { status: 403 },
      )
    const on = form.get('on') === 'on'
    const actor = { ...access.actor, twoFactorEnabled: multiFactorSignIn(access.view) }
    const changed = await setRequireTwoFactor(services.db, access.workspace.id, on, actor)
    if (!changed.ok)
      return data({ ok: false, notice: changed.error, field: undefined, email: '' }, { status: 409 })
    const notice = on
      ? 'Every member must now sign in with two-factor.'
      : 'Two-factor sign-in is no longer required.'
    return data({ ok: true, notice, field: undefined, email: '' })
  }
  if (intent === 'second-approver') {
    if (!access.can('settings.manage'))
      return data(
        {
          ok: false,
          notice: 'Your role in this workspace does not allow this.',
          field: undefined,
          email: '',
        },
        { status: 403 },
      )
    const on = form.get('on') === 'on'
    const changed = await setSecondApprover(services.db, access.workspace.id, on, access.actor)
    if (!changed.ok)
      return data({ ok: false, notice: changed.error, field: undefined, email: '' }, { status: 409 })
    const notice = on
      ? 'A second person must now approve.'
      : 'A second person is no longer required to approve.'
    return data({ ok: true, notice, field: undefined, email: '' })
  }
  throw new Error(`unknown setting ${intent}`)
}
