import type { Control, ControlValue } from '~/db/control-schema'

/** A pending change in words: the page, its History line, its audit entry and its e-mail say the same. */
export function describeControlChange(control: Control, value: ControlValue) {
  switch (control) {
    case 'second-approver':
      return 'Turn off “Require a second person to approve”'
    case 'two-factor':
      return 'Turn off “Require two-factor sign-in”'
    case 'sso':
      return 'Turn off “Require single sign-on”'
    case 'retention':
      return `Delete leads ${value.days} days after they arrive (shorter than today)`
    case 'member-role':
      return `Make ${value.email} ${value.role === 'owner' ? 'an owner' : `an ${value.role}`}`
    case 'member-remove':
      return `Remove ${value.email} from the workspace`
  }
}

/** A pending change as a settings page shows it, with what the viewer may do with it. */
export type PendingControlChange = {
  id: string
  control: Control
  change: string
  proposedBy: string
  proposedAt: string
  mayConfirm: boolean
  mayCancel: boolean
  /** False when no member but its proposer may confirm it: the page says to add an approver first. */
  confirmable: boolean
}

export const WAITS_FOR_CONFIRMATION =
  'Turning this off waits until another approver or owner of this workspace confirms it.'
export const NOBODY_TO_CONFIRM =
  'Nobody else in this workspace may confirm it: invite an approver or a second owner first, who then confirms it here. Until then the setting stays as it is.'
