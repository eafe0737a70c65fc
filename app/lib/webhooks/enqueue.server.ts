import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import {
  calculatorRevisions,
  calculators,
  leads,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookEvent,
  type WebhookEventType,
} from '~/db/schema'
import { storedLabelledInputs } from '~/lib/leads/input-labels.server'
import { rowsOf } from '~/lib/rate-limit.server'
import { readEndpoints, type SubscribedEndpoint } from './endpoint-cache.server'
import type { LeadEventData, WebhookEventBody } from './event-schema'
import { newMessageId } from './signing.server'

/** The database or the caller's transaction: events are queued in the transaction that makes them true. */
export type Writer = Pick<Db, 'select' | 'insert' | 'execute'>

export function eventBody(type: WebhookEventType, data: LeadEventData, at = new Date()): string {
  const body: WebhookEventBody = { type, timestamp: at.toISOString(), data }
  return JSON.stringify(body)
}

type LeadRow = typeof leads.$inferSelect
type CalculatorOf = { id: string; name: string; type: string; revisionNumber: number | null }

function eventDataOf(lead: LeadRow, calculator: CalculatorOf): LeadEventData {
  return {
    lead: {
      id: lead.id,
      status: lead.status,
      createdAt: lead.createdAt.toISOString(),
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      preferredTime: lead.preferredTime,
      message: lead.message,
      pageUrl: lead.pageUrl,
      consentText: lead.consentText,
      notes: lead.notes,
      assignee: lead.assigneeEmail || null,
    },
    calculator: { id: calculator.id, name: calculator.name, type: calculator.type },
    revision:
      lead.revisionId && calculator.revisionNumber !== null
        ? { id: lead.revisionId, number: calculator.revisionNumber }
        : null,
    snapshot: {
      lang: lead.snapshot.lang,
      inputs: lead.snapshot.inputs,
      labelledInputs: storedLabelledInputs(lead.snapshot),
      results: lead.snapshot.results,
      disclosure: lead.snapshot.disclosure ?? '',
    },
  }
}

/** Leads read back from the database (a change of an existing lead). */
async function storedLeadEvents(db: Writer, leadIds: string[]) {
  const rows = await db
    .select({ lead: leads, calculator: calculators, revisionNumber: calculatorRevisions.number })
    .from(leads)
    .innerJoin(calculators, eq(calculators.id, leads.calculatorId))
    .leftJoin(calculatorRevisions, eq(calculatorRevisions.id, leads.revisionId))
    .where(inArray(leads.id, leadIds))
  return rows.map(({ lead, calculator, revisionNumber }) => ({
    workspaceId: lead.workspaceId,
    data: eventDataOf(lead, { ...calculator, revisionNumber }),
  }))
}

/**
 * Leads just written in the caller's transaction, as they were written: only their calculators and
 * revisions are read (reading the leads back, snapshots and all, was most of what a lead's webhook cost
 * its request; decision 0039).
 */
async function writtenLeadEvents(db: Writer, written: LeadRow[]) {
  const revisionIds = written.flatMap((lead) => (lead.revisionId ? [lead.revisionId] : []))
  const rows = await db
    .select({
      id: calculators.id,
      name: calculators.name,
      type: calculators.type,
      revisionId: calculatorRevisions.id,
      revisionNumber: calculatorRevisions.number,
    })
    .from(calculators)
    .leftJoin(
      calculatorRevisions,
      and(
        eq(calculatorRevisions.calculatorId, calculators.id),
        revisionIds.length > 0 ? inArray(calculatorRevisions.id, revisionIds) : sql`false`,
      ),
    )
    .where(inArray(calculators.id, [...new Set(written.map((lead) => lead.calculatorId))]))
  return written.flatMap((lead) => {
    const calculator =
      rows.find((row) => row.id === lead.calculatorId && row.revisionId === lead.revisionId) ??
      rows.find((row) => row.id === lead.calculatorId)
    if (!calculator) return []
    const revisionNumber = calculator.revisionId === lead.revisionId ? calculator.revisionNumber : null
    return [{ workspaceId: lead.workspaceId, data: eventDataOf(lead, { ...calculator, revisionNumber }) }]
  })
}

/**
 * Queues one delivery per lead and endpoint of its workspace that subscribed to `type`, in the caller's
 * transaction (a lead that rolls back sends nothing; one that commits is never lost). `written`: the lead as
 * just inserted, so that it is not read back. `endpoints`: the
 * workspaces' endpoints from the cache (endpoint-cache.server.ts), so that a workspace without any costs no
 * query at all; without it they are read here. The insert joins the endpoints, so one removed since the list
 * was made gets nothing. Returns how many were queued: wake the worker then.
 */
export async function queueLeadEvents(
  db: Writer,
  type: WebhookEvent,
  leadsByWorkspace: { workspaceId: string; leadId: string; written?: LeadRow }[],
  endpoints?: Map<string, SubscribedEndpoint[]>,
) {
  if (leadsByWorkspace.length === 0) return 0
  const workspaceIds = [...new Set(leadsByWorkspace.map((entry) => entry.workspaceId))]
  const listed = endpoints ?? (await readEndpoints(db, workspaceIds))
  const subscribed = (workspaceId: string) =>
    (listed.get(workspaceId) ?? []).filter((endpoint) => endpoint.events.includes(type))
  const wanted = leadsByWorkspace.filter((entry) => subscribed(entry.workspaceId).length > 0)
  if (wanted.length === 0) return 0
  const written = wanted.flatMap((entry) => (entry.written ? [entry.written] : []))
  const events =
    written.length === wanted.length
      ? await writtenLeadEvents(db, written)
      : await storedLeadEvents(
          db,
          wanted.map((entry) => entry.leadId),
        )
  const at = new Date()
  const rows = events.flatMap(({ workspaceId, data }) =>
    subscribed(workspaceId).map(
      (endpoint) => sql`(${newMessageId()}, ${endpoint.id}::uuid, ${eventBody(type, data, at)})`,
    ),
  )
  if (rows.length === 0) return 0
  const inserted = await db.execute(sql`
    insert into ${webhookDeliveries} (id, endpoint_id, workspace_id, event_type, body)
    select queued.id, e.id, e.workspace_id, ${type}, queued.body
    from (values ${sql.join(rows, sql`, `)}) as queued (id, endpoint_id, body)
    join ${webhookEndpoints} e on e.id = queued.endpoint_id and ${type} = any(e.events)
    returning id`)
  return rowsOf(inserted).length
}
