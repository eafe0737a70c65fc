import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { workspaceMembers } from '~/db/schema'
import { can } from '~/lib/access/policy'
import { setWorkspaceSwitch } from './workspace-switch.server'

type Actor = { id: string; email: string }

export const ONE_APPROVER =
  'Only one member of this workspace may approve. Invite or promote a second approver before requiring a second person.'

/**
 * "Require a second person to approve". It cannot be turned on while fewer than two members may approve, or
 * nothing its only approver saves could ever be published. The members are read inside the transaction that
 * locks the workspace row, so a demotion at the same moment is seen.
 */
export function setSecondApprover(db: Db, workspaceId: string, on: boolean, actor: Actor) {
  return setWorkspaceSwitch(db, workspaceId, 'requireSecondApprover', on, actor, async (tx) => {
    if (!on) return undefined
    const members = await tx
      .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, workspaceId))
    const approvers = members.filter((member) => can(member, 'revision.approve', { workspaceId }))
    return approvers.length < 2 ? ONE_APPROVER : undefined
  })
}

export const ENROL_FIRST = 'Turn on two-factor sign-in for your own account first.'

/** "Require two-factor sign-in": members without it are sent to enrol and see nothing of the workspace. */
export async function setRequireTwoFactor(
  db: Db,
  workspaceId: string,
  on: boolean,
  actor: Actor & { twoFactorEnabled: boolean },
) {
  // The owner who turns it on must pass it herself, or she would lock herself out of this page.
  if (on && !actor.twoFactorEnabled) return { ok: false as const, error: ENROL_FIRST }
  return setWorkspaceSwitch(db, workspaceId, 'requireTwoFactor', on, actor)
}
