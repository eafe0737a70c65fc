import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { workspaceMembers, type WorkspaceRole } from '~/db/schema'
import { can } from '~/lib/access/policy'

/** A shorter retention deletes records sooner: it waits for confirmation. Longer, or keeping them, does not. */
export function shortensRetention(before: number | null, after: number | null) {
  return after !== null && (before === null || after < before)
}

/**
 * Whether removing `userId` (role null) or giving her `role` leaves the acting member without another member
 * who may confirm a control change: the last other approver, whose removal would leave the actor alone with
 * every control (decision 0070). Leaving oneself is never this.
 */
export async function removesLastOtherApprover(
  db: Db,
  input: { workspaceId: string; actorId: string; userId: string; role: WorkspaceRole | null },
) {
  const { workspaceId, actorId, userId, role } = input
  if (userId === actorId) return false
  const members = await db
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
  const confirms = (member: { userId: string; role: WorkspaceRole }) =>
    can(member, 'controls.confirm', { workspaceId })
  const target = members.find((member) => member.userId === userId)
  if (!target || !confirms(target)) return false
  if (role && confirms({ userId, role })) return false
  return !members.some((member) => member.userId !== actorId && member.userId !== userId && confirms(member))
}
