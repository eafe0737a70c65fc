import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import {
  calculators,
  leads,
  leadStatusChanges,
  LEAD_STATUSES,
  user,
  workspaceMembers,
  type LeadChange,
  type LeadStatus,
} from '~/db/schema'
import { emit } from '~/lib/events/emit.server'
import { isUuid } from '~/lib/workspaces/tokens.server'
import type { Tx } from '~/lib/workspaces/workspaces.server'
import { queueAssignmentMail } from './assignment-mail.server'
import { LEAD_CONTACT_FIELDS, LEAD_CONTACT_KEYS, type LeadContactKey } from './lead-fields'
import { LEAD_NOTES_MAX, LEADS_PAGE_SIZE } from './lead-status'

export { LEADS_PAGE_SIZE, LEAD_STATUS_LABELS } from './lead-status'

/** `leadId`: one lead, as the assignee's e-mail links to it. */
export type LeadFilter = { q: string; calculatorId: string; status: string; page: number; leadId?: string }

export function leadFilterOf(url: URL): LeadFilter {
  const params = url.searchParams
  const page = Number(params.get('page') ?? '1')
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    calculatorId: params.get('calculator') ?? '',
    status: params.get('status') ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    leadId: params.get('lead') ?? '',
  }
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Every condition starts with the workspace: a lead of another workspace is never selected. */
function whereOf(workspaceId: string, filter: Omit<LeadFilter, 'page'>) {
  const conditions: SQL[] = [eq(leads.workspaceId, workspaceId)]
  if (isUuid(filter.calculatorId)) conditions.push(eq(leads.calculatorId, filter.calculatorId))
  if (filter.leadId && isUuid(filter.leadId)) conditions.push(eq(leads.id, filter.leadId))
  if ((LEAD_STATUSES as readonly string[]).includes(filter.status))
    conditions.push(eq(leads.status, filter.status as LeadStatus))
  if (filter.q) {
    const pattern = likePattern(filter.q)
    const searched = LEAD_CONTACT_KEYS.filter((key) => LEAD_CONTACT_FIELDS[key].searchable)
    conditions.push(or(...searched.map((key) => ilike(leads[key], pattern)))!)
  }
  return and(...conditions)
}

const listColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  ...(Object.fromEntries(LEAD_CONTACT_KEYS.map((key) => [key, leads[key]])) as {
    [Key in LeadContactKey]: (typeof leads)[Key]
  }),
  customFields: leads.customFields,
  pageUrl: leads.pageUrl,
  notes: leads.notes,
  assigneeId: leads.assigneeId,
  assigneeEmail: leads.assigneeEmail,
  status: leads.status,
  snapshot: leads.snapshot,
  calculatorId: leads.calculatorId,
  calculatorName: calculators.name,
  /** The archived state of the page it came from (docs/decisions/0058). */
  archiveStateId: leads.archiveStateId,
}

export async function listLeads(db: Db, workspaceId: string, filter: LeadFilter) {
  const where = whereOf(workspaceId, filter)
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(leads)
      .innerJoin(calculators, eq(calculators.id, leads.calculatorId))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((filter.page - 1) * LEADS_PAGE_SIZE),
    db.select({ value: count() }).from(leads).where(where),
  ])
  const changes =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(leadStatusChanges)
          .where(
            and(
              eq(leadStatusChanges.workspaceId, workspaceId),
              inArray(
                leadStatusChanges.leadId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(leadStatusChanges.createdAt))
  return {
    total: total?.value ?? 0,
    leads: rows.map((row) => ({ ...row, changes: changes.filter((change) => change.leadId === row.id) })),
  }
}

/** For the CSV: every lead the filter matches, newest first. */
export async function allLeads(db: Db, workspaceId: string, filter: Omit<LeadFilter, 'page'>) {
  return db
    .select(listColumns)
    .from(leads)
    .innerJoin(calculators, eq(calculators.id, leads.calculatorId))
    .where(whereOf(workspaceId, filter))
    .orderBy(desc(leads.createdAt), desc(leads.id))
}

type Actor = { id: string; email: string }

/** Moves a lead of this workspace to a status; false when it is not theirs. */
export function setLeadStatus(db: Db, workspaceId: string, leadId: string, status: LeadStatus, actor: Actor) {
  return updateLead(db, { workspaceId, leadId, actor, set: { status }, change: 'status' })
}

/** Replaces the team's notes on a lead of this workspace; false when it is not theirs. */
export function setLeadNotes(db: Db, workspaceId: string, leadId: string, notes: string, actor: Actor) {
  const set = { notes: notes.slice(0, LEAD_NOTES_MAX) }
  return updateLead(db, { workspaceId, leadId, actor, set, change: 'notes' })
}

/**
 * Assigns a lead of this workspace to one of its members ('' unassigns); false when the lead is not theirs
 * or the assignee is not a member of this workspace.
 */
/**
 * Assigns a lead to a member of its workspace, or to nobody when `assigneeId` is empty: 'not-member' when
 * the assignee is not one of the workspace's members, 'missing' when the lead is not the workspace's.
 */
export async function assignLead(
  db: Db,
  workspaceId: string,
  leadId: string,
  assigneeId: string,
  actor: Actor,
): Promise<'ok' | 'not-member' | 'missing'> {
  let assignee = { assigneeId: null as string | null, assigneeEmail: '' }
  if (assigneeId) {
    const [member] = await db
      .select({ email: user.email })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, assigneeId)))
    if (!member) return 'not-member'
    assignee = { assigneeId, assigneeEmail: member.email }
  }
  const updated = await updateLead(db, {
    workspaceId,
    leadId,
    actor,
    set: assignee,
    change: 'assignee',
    detail: assignee.assigneeEmail || undefined,
    // Assigning a lead to oneself needs no e-mail.
    then: (tx) =>
      assignee.assigneeId && assignee.assigneeId !== actor.id
        ? queueAssignmentMail(tx, { leadId, to: assignee.assigneeEmail, assignedBy: actor.email })
        : Promise.resolve(),
  })
  return updated ? 'ok' : 'missing'
}

async function updateLead(
  db: Db,
  change: {
    workspaceId: string
    leadId: string
    actor: Actor
    set: Partial<Pick<typeof leads.$inferInsert, 'status' | 'notes' | 'assigneeId' | 'assigneeEmail'>>
    change: LeadChange
    detail?: string
    then?: (tx: Tx) => Promise<void>
  },
) {
  const { workspaceId, leadId, actor } = change
  if (!isUuid(leadId)) return false
  return db.transaction(async (tx) => {
    const thisLead = and(eq(leads.id, leadId), eq(leads.workspaceId, workspaceId))
    const [before] = await tx.select({ status: leads.status }).from(leads).where(thisLead).for('update')
    if (!before) return false
    const [updated] = await tx
      .update(leads)
      .set(change.set)
      .where(thisLead)
      .returning({ status: leads.status, notes: leads.notes, assigneeEmail: leads.assigneeEmail })
    if (!updated) return false
    await tx.insert(leadStatusChanges).values({
      leadId,
      workspaceId,
      status: updated.status,
      change: change.change,
      detail: change.detail ?? '',
      actorId: actor.id,
      actorEmail: actor.email,
    })
    // The audit entry names the lead by its id and keeps no visitor data; notes are counted, not copied.
    const scope = { workspaceId, actor, objectId: leadId }
    if (change.change === 'status')
      await emit(tx, {
        type: 'lead.status_changed',
        ...scope,
        data: { before: before.status, after: updated.status },
      })
    else if (change.change === 'notes')
      await emit(tx, { type: 'lead.notes_changed', ...scope, data: { length: updated.notes.length } })
    else
      await emit(tx, { type: 'lead.assigned', ...scope, data: { assignee: updated.assigneeEmail || null } })
    await change.then?.(tx)
    return true
  })
}

export async function workspaceCalculators(db: Db, workspaceId: string) {
  return db
    .select({ id: calculators.id, name: calculators.name })
    .from(calculators)
    .where(eq(calculators.workspaceId, workspaceId))
    .orderBy(asc(calculators.name))
}

/** Leads per workspace and how many are still New, for the admin Clients tab. */
export async function leadTotalsByWorkspace(db: Db) {
  const rows = await db
    .select({
      workspaceId: leads.workspaceId,
      total: count(),
      fresh: sql<number>`count(*) filter (where ${leads.status} = 'new')`,
    })
    .from(leads)
    .groupBy(leads.workspaceId)
  return new Map(rows.map((row) => [row.workspaceId, { leads: row.total, newLeads: Number(row.fresh) }]))
}
