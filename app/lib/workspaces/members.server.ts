import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import {
  reviewLinks,
  user,
  workspaceInvitations,
  workspaceMembers,
  workspaceRemovals,
  WORKSPACE_ROLES,
  type WorkspaceRole,
} from '~/db/schema'
import { emit } from '~/lib/events/emit.server'
import type { Actor, Tx } from './workspaces.server'

export const isWorkspaceRole = (value: unknown): value is WorkspaceRole =>
  WORKSPACE_ROLES.includes(value as WorkspaceRole)

const LAST_OWNER = 'A workspace keeps at least one owner.'
const NO_SUCH_MEMBER = 'No such member.'

const thisMember = (workspaceId: string, userId: string) =>
  and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId))

export function listMembers(db: Db, workspaceId: string) {
  return db
    .select({ userId: user.id, email: user.email, name: user.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(user.email))
}

/**
 * A member, and whether they are the workspace's last owner. The owners' rows are locked first, so two owners
 * demoting or removing each other at once cannot leave none.
 */
async function memberWithOwners(tx: Tx, workspaceId: string, userId: string) {
  const owners = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
    .for('update')
  const [member] = await tx
    .select({ role: workspaceMembers.role, email: user.email })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(thisMember(workspaceId, userId))
  const isLastOwner = member?.role === 'owner' && owners.every((owner) => owner.userId === userId)
  return { member, isLastOwner }
}

/**
 * What a member held in a workspace beside their role, taken back when they are removed or demoted
 * (decision 0048): the invitations still open to their address, which would let them back in or give the
 * old role back, and the review links they made. Their account and session stay; only this workspace closes.
 */
async function revokeWhatTheyHeld(tx: Tx, workspaceId: string, member: { userId: string; email: string }) {
  const now = new Date()
  await tx
    .update(workspaceInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(sql`lower(${workspaceInvitations.email})`, member.email.toLowerCase()),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    )
  await tx
    .update(reviewLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(reviewLinks.workspaceId, workspaceId),
        eq(reviewLinks.createdBy, member.userId),
        isNull(reviewLinks.revokedAt),
      ),
    )
}

const rank: Record<WorkspaceRole, number> = { editor: 1, approver: 2, owner: 3 }

/** Removes a member (never the last owner); their next request already finds no membership. */
export async function removeMember(db: Db, workspaceId: string, userId: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const { member, isLastOwner } = await memberWithOwners(tx, workspaceId, userId)
    if (!member) return { ok: false as const, error: NO_SUCH_MEMBER, missing: true }
    if (isLastOwner) return { ok: false as const, error: LAST_OWNER }
    await tx.delete(workspaceMembers).where(thisMember(workspaceId, userId))
    await revokeWhatTheyHeld(tx, workspaceId, { userId, email: member.email })
    // Remembered, so that single sign-on does not add her back (sso-join.server.ts); a new invitation does.
    await tx
      .insert(workspaceRemovals)
      .values({ workspaceId, userId, removedBy: actor.id })
      .onConflictDoUpdate({
        target: [workspaceRemovals.workspaceId, workspaceRemovals.userId],
        set: { removedBy: actor.id, createdAt: new Date() },
      })
    await emit(tx, {
      type: 'member.removed',
      workspaceId,
      actor,
      objectId: userId,
      data: { email: member.email, role: member.role },
    })
    return { ok: true as const }
  })
}

/**
 * Gives a member another role (never demoting the last owner). Roles are read on every request, so the
 * member can or cannot approve from their next one; a demotion also takes back what they held.
 */
export async function changeMemberRole(
  db: Db,
  input: { workspaceId: string; userId: string; role: WorkspaceRole; actor: Actor },
) {
  const { workspaceId, userId, role, actor } = input
  return db.transaction(async (tx) => {
    const { member, isLastOwner } = await memberWithOwners(tx, workspaceId, userId)
    if (!member) return { ok: false as const, error: NO_SUCH_MEMBER, missing: true }
    if (member.role === role) return { ok: true as const, changed: false }
    if (isLastOwner) return { ok: false as const, error: LAST_OWNER }
    await tx.update(workspaceMembers).set({ role }).where(thisMember(workspaceId, userId))
    if (rank[role] < rank[member.role])
      await revokeWhatTheyHeld(tx, workspaceId, { userId, email: member.email })
    await emit(tx, {
      type: 'member.role_changed',
      workspaceId,
      actor,
      objectId: userId,
      data: { email: member.email, before: member.role, after: role },
    })
    return { ok: true as const, changed: true }
  })
}
