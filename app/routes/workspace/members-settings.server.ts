import type { Action } from '~/lib/access/policy'
import { multiFactorSignIn } from '~/lib/access/two-factor-gate.server'
import { getServices } from '~/lib/services.server'
import type { WorkspaceAccess } from '~/lib/workspaces/access.server'
import { setRequireTwoFactor, setSecondApprover } from '~/lib/workspaces/settings.server'
import { LIMIT_CHOICE_REFUSED, limitsFromForm, setSessionLimits } from '~/lib/account/session-limits.server'
import { answer, proposeAction } from './control-changes.server'

type Setting = 'require-two-factor' | 'second-approver' | 'session-limits'
type Args = Parameters<typeof proposeAction>[0]

/** Who may change each setting, by the one permission policy. */
const allowedBy: Record<Setting, Action> = {
  'session-limits': 'sessions.manage',
  'require-two-factor': 'settings.manage',
  'second-approver': 'settings.manage',
}

/**
 * The members page's workspace settings: a second approver, two-factor for every member, session limits.
 * Turning a control on is immediate; turning one off that is on waits for another member's confirmation.
 */
export async function settingsAction(args: Args, access: WorkspaceAccess, intent: Setting, form: FormData) {
  if (!access.can(allowedBy[intent]))
    return answer(false, 'Your role in this workspace does not allow this.', 403)
  const { db } = getServices(args.context)
  const on = form.get('on') === 'on'
  switch (intent) {
    case 'session-limits': {
      const limits = limitsFromForm(form)
      if (!limits) return answer(false, LIMIT_CHOICE_REFUSED)
      await setSessionLimits(db, access.workspace.id, limits, access.actor)
      return answer(true, 'Session limits saved.')
    }
    case 'require-two-factor': {
      if (!on && access.settings.twoFactor) return proposeAction(args, access, { control: 'two-factor' })
      const actor = { ...access.actor, twoFactorEnabled: multiFactorSignIn(access.view) }
      const changed = await setRequireTwoFactor(db, access.workspace.id, on, actor)
      if (!changed.ok) return answer(false, changed.error, 409)
      return answer(
        true,
        on ? 'Every member must now sign in with two-factor.' : 'Two-factor sign-in is no longer required.',
      )
    }
    case 'second-approver': {
      if (!on && access.settings.secondApprover)
        return proposeAction(args, access, { control: 'second-approver' })
      const changed = await setSecondApprover(db, access.workspace.id, on, access.actor)
      if (!changed.ok) return answer(false, changed.error, 409)
      return answer(
        true,
        on ? 'A second person must now approve.' : 'A second person is no longer required to approve.',
      )
    }
  }
}
