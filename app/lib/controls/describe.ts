import type { Control, ControlValue } from '~/db/control-schema'

const brandLine = ({ brand }: ControlValue) =>
  brand
    ? [
        `company “${brand.companyName}”`,
        `support e-mail ${brand.supportEmail || 'none'}`,
        `phone ${brand.supportPhone || 'none'}`,
        brand.showInFrame ? 'shown in the calculator' : 'not shown in the calculator',
      ].join(', ')
    : ''

/** A pending change in words: the page, its History line, its audit entry and its e-mail say the same. */
export function describeControlChange(control: Control, value: ControlValue) {
  switch (control) {
    case 'second-approver':
      return 'Turn off “Require a second person to approve”'
    case 'two-factor':
      return 'Turn off “Require two-factor sign-in”'
    case 'sso':
      return 'Turn off “Require single sign-on”'
    case 'sso-mfa-trust':
      return 'Turn on “Trust the provider’s second factor”: members who sign in through it are not asked their own code'
    case 'retention':
      return `Delete leads ${value.days} days after they arrive (shorter than today)`
    case 'member-role':
      return `Make ${value.email} ${value.role === 'owner' ? 'an owner' : `an ${value.role}`}`
    case 'member-remove':
      return `Remove ${value.email} from the workspace`
    case 'brand':
      return `Change the brand profile to: ${brandLine(value)}`
    case 'brand-logo':
      return value.logo ? 'Use a new logo on the calculators, reports and e-mails' : 'Remove the logo'
    case 'lead-fields':
      return 'Change the questions of the lead form'
    case 'host-events':
      return value.on
        ? 'Turn on the events calculators tell the page they sit on'
        : 'Turn off the events calculators tell the page they sit on'
    case 'wording':
      return value.on
        ? 'Turn on credit-union wording in the calculators (dividend rate, share certificate)'
        : 'Turn off credit-union wording in the calculators'
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
