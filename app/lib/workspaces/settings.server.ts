import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { workspaceMembers, workspaces } from '~/db/schema'
import { can } from '~/lib/access/policy'
import { emit } from '~/lib/events/emit.server'

type Actor = { id: string; email: string }

export const ONE_APPROVER =
  'Only one member of this workspace may approve. Invite or promote a second approver before requiring a second person.'

/**
 * "Require a second person to approve". It cannot be turned on while fewer than two members may approve, or
 * nothing its only approver saves could ever be published. The members are read inside the transaction that
 * locks the workspace row, so a demotion at the same moment is seen.
 */
export async function setSecondApprover(db: Db, workspaceId: string, on: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ on: workspaces.requireSecondApprover })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    if (on) {
      const members = await tx
        .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId))
      const approvers = members.filter((member) => can(member, 'revision.approve', { workspaceId }))
      if (approvers.length < 2) return { ok: false as const, error: ONE_APPROVER }
    }
    await tx.update(workspaces).set({ requireSecondApprover: on }).where(eq(workspaces.id, workspaceId))
    await emit(tx, {
      type: 'workspace.setting_changed',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: { setting: 'Require a second person to approve', before: current?.on ?? false, after: on },
    })
    return { ok: true as const }
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
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ on: workspaces.requireTwoFactor })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    await tx.update(workspaces).set({ requireTwoFactor: on }).where(eq(workspaces.id, workspaceId))
    await emit(tx, {
      type: 'workspace.setting_changed',
      workspaceId,
      actor: { id: actor.id, email: actor.email },
      objectId: workspaceId,
      data: { setting: 'Require two-factor sign-in', before: current?.on ?? false, after: on },
    })
  })
  return { ok: true as const }
}
