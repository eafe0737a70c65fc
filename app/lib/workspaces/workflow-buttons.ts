import type { RevisionState } from '~/db/workspace-schema'
import type { CalculatorPermissions } from './calculator-permissions'

export type WorkflowIntent = 'request-approval' | 'approve' | 'archive' | 'restore' | 'revert' | 'review-link'

type Situation = {
  /** The policy's answers (~/lib/access/policy) for this member and this calculator's newest revision. */
  can: CalculatorPermissions
  /** State of the newest revision. */
  state: RevisionState
  archived: boolean
}

/**
 * Which workflow actions a member may take on a calculator now: the page shows exactly these buttons and the
 * server refuses any other (one rule, imported by both).
 */
export function allowedIntents({ can, state, archived }: Situation): Set<WorkflowIntent> {
  const allowed = new Set<WorkflowIntent>()
  if (can.edit && state === 'draft' && !archived) allowed.add('request-approval')
  if (can.approve && approvable({ state, archived })) allowed.add('approve')
  if (can.edit) allowed.add('review-link')
  if (can.edit) allowed.add('revert')
  if (can.archive) allowed.add(archived ? 'restore' : 'archive')
  return allowed
}

const approvable = ({ state, archived }: Omit<Situation, 'can'>) =>
  (state === 'draft' || state === 'awaiting_approval') && !archived

/** Why the approve button shows disabled: the revision is there to approve, but it is the member's own. */
export function blockedApproval({ can, state, archived }: Situation): string | null {
  return approvable({ state, archived }) ? can.approveBlocked : null
}
