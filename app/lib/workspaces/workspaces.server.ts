import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import {
  calculators,
  workspaceEvents,
  workspaceInvitations,
  workspaceMembers,
  workspaceRemovals,
  workspaces,
  type Workspace,
} from '~/db/schema'
import { emit, type Tx } from '~/lib/events/emit.server'
import { hashToken, isUuid, newToken } from './tokens.server'

type Actor = { id: string; email: string }

export const INVITATION_DAYS = 7

/** A workspace owned by `actor`; with `trial`, on that plan until that day (app/lib/billing/trial.server.ts). */
export async function createWorkspace(
  db: Db,
  actor: Actor,
  name: string,
  trial?: { plan: NonNullable<Workspace['plan']>; endsAt: Date },
) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(workspaces)
      .values({ name, createdBy: actor.id, plan: trial?.plan ?? null, trialEndsAt: trial?.endsAt ?? null })
      .returning()
    await tx.insert(workspaceMembers).values({ workspaceId: created!.id, userId: actor.id, role: 'owner' })
    await emit(tx, {
      type: 'workspace.created',
      workspaceId: created!.id,
      actor,
      objectId: created!.id,
      data: { name },
    })
    if (trial)
      await emit(tx, {
        type: 'workspace.trial_started',
        workspaceId: created!.id,
        actor,
        objectId: created!.id,
        data: { plan: trial.plan, endsAt: trial.endsAt.toISOString() },
      })
    return created!
  })
}

/** The workspaces an account belongs to, for the switcher. */
export function listMemberships(db: Db, userId: string) {
  return db
    .select({ id: workspaces.id, name: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaces.name))
}

/** Every workspace with its counts, for the admin Clients tab. */
export function listAllWorkspaces(db: Db) {
  // Joins, not correlated subqueries: Drizzle writes a subquery's columns unqualified, so "id" meant the
  // calculator's own id and every client showed 0 calculators.
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      createdAt: workspaces.createdAt,
      members: sql<number>`count(distinct ${workspaceMembers.userId})::int`,
      calculators: sql<number>`count(distinct ${calculators.id})::int`,
    })
    .from(workspaces)
    .leftJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaces.id))
    .leftJoin(calculators, eq(calculators.workspaceId, workspaces.id))
    .groupBy(workspaces.id)
    .orderBy(desc(workspaces.createdAt))
}

export function listOpenInvitations(db: Db, workspaceId: string) {
  return db
    .select({
      id: workspaceInvitations.id,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      expiresAt: workspaceInvitations.expiresAt,
    })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        gt(workspaceInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(workspaceInvitations.createdAt))
}

export async function createInvitation(
  db: Db,
  input: { workspaceId: string; email: string; role: 'editor' | 'approver'; actor: Actor },
  deliver: (tx: Tx, invitation: { email: string; token: string; role: string }) => Promise<void>,
) {
  const { token, hash } = newToken()
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000)
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .insert(workspaceInvitations)
      .values({
        workspaceId: input.workspaceId,
        email: input.email,
        role: input.role,
        tokenHash: hash,
        invitedBy: input.actor.id,
        expiresAt,
      })
      .returning({ id: workspaceInvitations.id })
    await emit(tx, {
      type: 'member.invited',
      workspaceId: input.workspaceId,
      actor: input.actor,
      objectId: invitation!.id,
      data: { email: input.email, role: input.role },
    })
    await deliver(tx, { email: input.email, token, role: input.role })
  })
  return { token, expiresAt }
}

export const ALREADY_ACCEPTED =
  'This invitation was already accepted. To take access away, change the member’s role or remove them.'

/**
 * Revokes an open invitation. One already accepted is not revoked (that would change nothing: the member
 * is in), so the owner is told how to take the access away instead.
 */
export async function revokeInvitation(db: Db, workspaceId: string, invitationId: string, actor: Actor) {
  if (!isUuid(invitationId)) return 'missing' as const
  const thisInvitation = and(
    eq(workspaceInvitations.id, invitationId),
    eq(workspaceInvitations.workspaceId, workspaceId),
  )
  const revoked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(workspaceInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(thisInvitation, isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)),
      )
      .returning({ email: workspaceInvitations.email })
    if (row)
      await emit(tx, {
        type: 'invitation.revoked',
        workspaceId,
        actor,
        objectId: invitationId,
        data: { email: row.email },
      })
    return row
  })
  if (revoked) return 'revoked' as const
  const [found] = await db
    .select({ acceptedAt: workspaceInvitations.acceptedAt })
    .from(workspaceInvitations)
    .where(thisInvitation)
  return found?.acceptedAt ? ('accepted' as const) : ('missing' as const)
}

/** The invitation behind a link, if it is still open (not used, revoked or expired). */
export async function findOpenInvitation(db: Db, token: string) {
  const [found] = await db
    .select({
      id: workspaceInvitations.id,
      workspaceId: workspaceInvitations.workspaceId,
      workspaceName: workspaces.name,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(
      and(
        eq(workspaceInvitations.tokenHash, hashToken(token)),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        gt(workspaceInvitations.expiresAt, new Date()),
      ),
    )
  return found
}

/** Single use: the conditional update lets exactly one acceptance through. */
export async function acceptInvitation(db: Db, token: string, account: Actor) {
  const invitation = await findOpenInvitation(db, token)
  if (!invitation) return { ok: false as const, error: 'This invitation link is invalid, used or expired.' }
  if (invitation.email.toLowerCase() !== account.email.toLowerCase())
    return {
      ok: false as const,
      error: `This invitation is for ${invitation.email}. Sign in with that address.`,
    }
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: account.id })
      // Checked again under the row's lock: a removal or demotion that revoked it meanwhile wins.
      .where(
        and(
          eq(workspaceInvitations.id, invitation.id),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
          gt(workspaceInvitations.expiresAt, new Date()),
        ),
      )
      .returning({ id: workspaceInvitations.id })
    if (taken.length === 0)
      return { ok: false as const, error: 'This invitation link is invalid, used or expired.' }
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: invitation.workspaceId, userId: account.id, role: invitation.role })
      .onConflictDoUpdate({
        target: [workspaceMembers.workspaceId, workspaceMembers.userId],
        set: { role: sql`case when ${workspaceMembers.role} = 'owner' then 'owner' else excluded.role end` },
      })
    // An owner invited her again: a past removal no longer keeps single sign-on from letting her in.
    await tx
      .delete(workspaceRemovals)
      .where(
        and(
          eq(workspaceRemovals.workspaceId, invitation.workspaceId),
          eq(workspaceRemovals.userId, account.id),
        ),
      )
    await emit(tx, {
      type: 'member.joined',
      workspaceId: invitation.workspaceId,
      actor: account,
      objectId: account.id,
      data: { role: invitation.role },
    })
    return { ok: true as const, workspaceId: invitation.workspaceId }
  })
}

export function listEvents(db: Db, workspaceId: string, calculatorId?: string) {
  return (
    db
      .select({
        id: workspaceEvents.id,
        actorEmail: workspaceEvents.actorEmail,
        action: workspaceEvents.action,
        detail: workspaceEvents.detail,
        createdAt: workspaceEvents.createdAt,
        calculatorName: calculators.name,
      })
      .from(workspaceEvents)
      // Scoped twice: the event and the calculator it names both belong to this workspace.
      .leftJoin(
        calculators,
        and(eq(calculators.id, workspaceEvents.calculatorId), eq(calculators.workspaceId, workspaceId)),
      )
      .where(
        calculatorId
          ? and(eq(workspaceEvents.workspaceId, workspaceId), eq(workspaceEvents.calculatorId, calculatorId))
          : eq(workspaceEvents.workspaceId, workspaceId),
      )
      .orderBy(desc(workspaceEvents.createdAt))
      .limit(200)
  )
}

export type { Tx, Actor }
