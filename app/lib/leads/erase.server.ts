import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import {
  archivedStates,
  calculatorUsageDays,
  leads,
  outbox,
  webhookDeliveries,
  workspaces,
} from '~/db/schema'
import { emit, type Tx } from '~/lib/events/emit.server'
import { deleteMails } from '~/lib/outbox/delete-mails.server'
import { rowsOf } from '~/lib/rate-limit.server'

/*
 * Deleting leads (docs/decisions/0051): retention and a person's erasure request. A deleted lead leaves no
 * personal data with us: its row and history, its e-mails in the outbox (sent or not) with the file outbox's
 * copies of them, its webhook deliveries (pending or logged). The usage figures keep counting it. E-mails and webhooks already sent are out of reach.
 */
const BATCH = 500

async function deleteBatch(tx: Tx, workspaceId: string, where: SQL) {
  const picked = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.workspaceId, workspaceId), where))
    .limit(BATCH)
    .for('update')
  if (picked.length === 0) return 0
  const ids = picked.map((lead) => lead.id)
  const gone = await tx
    .delete(leads)
    .where(inArray(leads.id, ids))
    .returning({ calculatorId: leads.calculatorId, createdAt: leads.createdAt })
  const perDay = new Map<string, { calculatorId: string; day: string; count: number }>()
  for (const lead of gone) {
    const day = lead.createdAt.toISOString().slice(0, 10)
    const key = `${lead.calculatorId}|${day}`
    const entry = perDay.get(key) ?? { calculatorId: lead.calculatorId, day, count: 0 }
    entry.count++
    perDay.set(key, entry)
  }
  await tx
    .insert(calculatorUsageDays)
    .values(
      [...perDay.values()].map(({ calculatorId, day, count }) => ({
        calculatorId,
        workspaceId,
        day,
        deletedLeads: count,
      })),
    )
    .onConflictDoUpdate({
      target: [calculatorUsageDays.calculatorId, calculatorUsageDays.day],
      set: { deletedLeads: sql`${calculatorUsageDays.deletedLeads} + excluded.deleted_leads` },
    })
  await deleteMails(tx, and(eq(outbox.kind, 'lead'), inArray(sql`split_part(${outbox.ref}, ':', 1)`, ids)))
  await tx
    .delete(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.workspaceId, workspaceId),
        inArray(webhookDeliveries.eventType, ['lead.created', 'lead.updated']),
        inArray(sql`(${webhookDeliveries.body}::jsonb #>> '{data,lead,id}')`, ids),
      ),
    )
  return gone.length
}

/** Deletes every lead of the workspace matching `where`, in batches; returns how many. */
export async function deleteLeads(tx: Tx, workspaceId: string, where: SQL) {
  let total = 0
  for (;;) {
    const deleted = await deleteBatch(tx, workspaceId, where)
    total += deleted
    if (deleted < BATCH) return total
  }
}

const sameAddress = (email: string) => sql`lower(${leads.email}) = ${email.trim().toLowerCase()}`

/** A person's access request: every lead of theirs in this workspace, as stored. Audited without the address. */
export async function leadsOfPerson(db: Db, workspaceId: string, email: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const found = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.workspaceId, workspaceId), sameAddress(email)))
    await emit(tx, {
      type: 'leads.access_request',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: { leads: found.length },
    })
    return found
  })
}

type Actor = { id: string; email: string }

/**
 * A person's erasure request: deletes every lead of theirs in this workspace (with their e-mails and webhook
 * deliveries, as any deleted lead), and every "E-mail my results" mail to the address from this workspace's
 * calculators, sent or not (issue 43 §5). Audited with the counts only.
 */
export async function eraseLeadsOfPerson(db: Db, workspaceId: string, email: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const deleted = await deleteLeads(tx, workspaceId, sameAddress(email))
    const reports = await deleteReportMails(tx, workspaceId, email)
    await emit(tx, {
      type: 'leads.erasure_request',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: { deleted, reports },
    })
    return { leads: deleted, reports }
  })
}

/** Report mails to `email` from this workspace: named by their workspace, or (older rows) their archived page. */
async function deleteReportMails(tx: Tx, workspaceId: string, email: string) {
  return deleteMails(
    tx,
    and(
      eq(outbox.kind, 'report'),
      sql`lower(${outbox.payload}->>'to') = ${email.trim().toLowerCase()}`,
      sql`(${outbox.payload}->>'workspaceId' = ${workspaceId} or ${outbox.payload}->>'archiveStateId' in (
          select id::text from ${archivedStates} where workspace_id = ${workspaceId}))`,
    ),
  )
}

/**
 * The daily retention run: for each workspace with a retention period whose run today no instance has taken
 * yet, deletes the leads that arrived more than that many days ago, with one audit entry (the counts).
 */
export async function applyLeadRetention(db: Db, now = new Date()) {
  const today = now.toISOString().slice(0, 10)
  const due = await db.execute(sql`
    update workspaces set lead_retention_ran_on = ${today}
    where lead_retention_days is not null
      and (lead_retention_ran_on is null or lead_retention_ran_on < ${today})
    returning id, lead_retention_days as days`)
  const rows = rowsOf(due) as { id: string; days: number }[]
  let total = 0
  for (const { id, days } of rows)
    total += await db.transaction(async (tx) => {
      const cutoff = new Date(now.getTime() - days * 86_400_000)
      const deleted = await deleteLeads(tx, id, lt(leads.createdAt, cutoff))
      await emit(tx, {
        type: 'leads.retention_applied',
        workspaceId: id,
        actor: { id: null, email: 'system (lead retention)' },
        objectId: id,
        data: { days, deleted, before: cutoff.toISOString() },
      })
      return deleted
    })
  return total
}

/** An owner's retention setting: delete leads `days` after they arrive, or keep them (null). */
export async function setLeadRetention(db: Db, workspaceId: string, days: number | null, actor: Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ days: workspaces.leadRetentionDays })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    if (!before || before.days === days) return false
    await tx.update(workspaces).set({ leadRetentionDays: days }).where(eq(workspaces.id, workspaceId))
    await emit(tx, {
      type: 'workspace.lead_retention_changed',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: { before: before.days, after: days },
    })
    return true
  })
}
