import type { Action, Refusal } from '~/lib/access/policy'

export const OWN_REVISION = 'You saved this revision. This workspace requires a second person to approve it.'
export const OWN_RATE = 'You proposed this rate. This workspace requires a second person to approve it.'

/** What a member may do with one calculator: the page's buttons and the server's checks both read this. */
export type CalculatorPermissions = {
  edit: boolean
  approve: boolean
  /** Why the approve button is disabled for someone whose role may approve: it is her own revision. */
  approveBlocked: string | null
  archive: boolean
  conformance: boolean
  /** The published calculator on a sample page, uncounted (decision 0096). */
  preview: boolean
}

/**
 * `ask`: the policy's refusal for this member, about the calculator's newest revision (the one an approval
 * would publish), as WorkspaceAccess.refusal gives it.
 */
export function calculatorPermissions(ask: (action: Action) => Refusal | null): CalculatorPermissions {
  const approveRefusal = ask('revision.approve') ?? ask('revision.publish')
  return {
    edit: ask('revision.edit') === null,
    approve: approveRefusal === null,
    approveBlocked: approveRefusal === 'own-work' ? OWN_REVISION : null,
    archive: ask('calculator.archive') === null,
    conformance: ask('conformance.download') === null,
    preview: ask('calculator.preview') === null,
  }
}
