import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { controlChanges, user, workspaceMembers, type Control, type ControlValue } from '~/db/schema'
import { can } from '~/lib/access/policy'
import { change, emit, type Tx } from '~/lib/events/emit.server'
import type { Services } from '~/lib/services.server'
import { workspaceMail } from '~/lib/workspaces/mail.server'
import { applyControlChange } from './apply.server'
import { describeControlChange, type PendingControlChange } from './describe'

/*
 * A control guards itself (issue 43 §4, decision 0070): weakening one is stored here as a proposal, and only
 * another member the policy lets confirm ('controls.confirm') makes it; proposal, confirmation and
 * cancellation are catalogue events and e-mail every member who may confirm.
 */
type Actor = { id: string; email: string }
type Outcome = { ok: true; notice: string } | { ok: false; error: string; status: number }

export const ALREADY_PENDING = 'This change already waits for confirmation: see it below.'
export const NOT_YOURS_TO_CONFIRM =
  'Another approver or owner of this workspace confirms this change, not the member who proposed it.'
const GONE = 'This change is no longer waiting: it was confirmed or cancelled.'

const open = (workspaceId: string) =>
  and(eq(controlChanges.workspaceId, workspaceId), isNull(controlChanges.resolvedAt))

/** Members who may confirm a change, read in the transaction that acts on it. */
async function confirmers(tx: Tx | Db, workspaceId: string) {
  const members = await tx
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
  return members.filter((member) => can(member, 'controls.confirm', { workspaceId }))
}

export async function proposeControlChange(
  services: Pick<Services, 'db' | 'config'>,
  input: { workspaceId: string; control: Control; subject?: string; value?: ControlValue; actor: Actor },
): Promise<Outcome> {
  const { workspaceId, control, actor } = input
  const value = input.value ?? {}
  const description = describeControlChange(control, value)
  const mail = workspaceMail(services)
  const proposed = await change(services.db, async (tx) => {
    const [row] = await tx
      .insert(controlChanges)
      .values({
        workspaceId,
        control,
        subject: input.subject ?? '',
        value,
        proposedBy: actor.id,
        proposedByEmail: actor.email,
      })
      .onConflictDoNothing()
      .returning({ id: controlChanges.id })
    if (!row) return false
    const data = { control, change: description, proposedBy: actor.email }
    await emit(tx, { type: 'control.proposed', workspaceId, actor, objectId: row.id, data })
    await mail.controlChange(tx, { workspaceId, stage: 'proposed', change: description, by: actor.email })
    return true
  })
  if (!proposed) return { ok: false, error: ALREADY_PENDING, status: 409 }
  const nobody = (await confirmers(services.db, workspaceId)).every((member) => member.userId === actor.id)
  return {
    ok: true,
    notice: nobody
      ? 'Proposed. Nobody else in this workspace may confirm it yet: invite an approver first.'
      : 'Proposed. It takes effect when another approver or owner confirms it; they have been e-mailed.',
  }
}

/** Confirms (and makes) or cancels an open change of this workspace; `Outcome` says why not. */
export async function decideControlChange(
  services: Pick<Services, 'db' | 'config'>,
  input: { workspaceId: string; id: string; decision: 'confirm' | 'cancel'; actor: Actor },
): Promise<Outcome> {
  const { workspaceId, id, decision, actor } = input
  const mail = workspaceMail(services)
  const outcome = await change(services.db, async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(controlChanges)
      .where(and(open(workspaceId), eq(controlChanges.id, id)))
      .for('update')
    if (!row) return { ok: false, error: GONE, status: 404 }
    const mayConfirm =
      row.proposedBy !== actor.id &&
      (await confirmers(tx, workspaceId)).some((member) => member.userId === actor.id)
    const mayCancel = mayConfirm || row.proposedBy === actor.id
    if (decision === 'confirm' ? !mayConfirm : !mayCancel)
      return { ok: false, error: NOT_YOURS_TO_CONFIRM, status: 403 }
    if (decision === 'confirm') {
      const applied = await applyControlChange(tx, row, actor)
      if (!applied.ok) return { ok: false, error: applied.error, status: 409 }
    }
    const resolution = decision === 'confirm' ? 'confirmed' : 'cancelled'
    await tx
      .update(controlChanges)
      .set({ resolvedAt: new Date(), resolution, resolvedByEmail: actor.email })
      .where(eq(controlChanges.id, id))
    const description = describeControlChange(row.control, row.value)
    const data = { control: row.control, change: description, proposedBy: row.proposedByEmail }
    await emit(tx, { type: `control.${resolution}`, workspaceId, actor, objectId: id, data })
    await mail.controlChange(tx, { workspaceId, stage: resolution, change: description, by: actor.email })
    return {
      ok: true,
      notice: decision === 'confirm' ? `Confirmed: ${description}.` : 'The proposed change was cancelled.',
    }
  })
  return outcome
}

/** The workspace's open changes, as the viewer sees them on a settings page. */
export async function pendingControlChanges(
  db: Db,
  workspaceId: string,
  viewer: { id: string },
  controls?: readonly Control[],
): Promise<PendingControlChange[]> {
  const [rows, members] = await Promise.all([
    db.select().from(controlChanges).where(open(workspaceId)).orderBy(asc(controlChanges.createdAt)),
    confirmers(db, workspaceId),
  ])
  const viewerConfirms = members.some((member) => member.userId === viewer.id)
  return rows
    .filter((row) => !controls || controls.includes(row.control))
    .map((row) => {
      const mayConfirm = viewerConfirms && row.proposedBy !== viewer.id
      return {
        id: row.id,
        control: row.control,
        change: describeControlChange(row.control, row.value),
        proposedBy: row.proposedByEmail,
        proposedAt: row.createdAt.toISOString(),
        mayConfirm,
        mayCancel: mayConfirm || row.proposedBy === viewer.id,
        confirmable: members.some((member) => member.userId !== row.proposedBy),
      }
    })
}

/** The e-mail of a workspace member, for the description of a change about them. */
export async function memberEmail(db: Db, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ email: user.email, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
  return row
}
