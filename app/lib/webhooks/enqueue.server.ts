import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import {
  calculatorRevisions,
  calculators,
  leads,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookEvent,
} from '~/db/schema'
import { LEAD_CONTACT_KEYS, type LeadContactKey } from '~/lib/leads/lead-fields'
import { storedLabelledInputs } from '~/lib/leads/input-labels.server'
import { rowsOf } from '~/lib/rate-limit.server'
import { wakeAfterCommit } from '~/lib/worker-wake.server'
import { readEndpoints, type SubscribedEndpoint } from './endpoint-cache.server'
import type { LeadEventData, WebhookEventBody } from './event-schema'
import { newMessageId } from './signing.server'

/** The database or the caller's transaction: events are queued in the transaction that makes them true. */
export type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>

export function eventBody(type: WebhookEventBody['type'], data: LeadEventData, at = new Date()): string {
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
      ...(Object.fromEntries(LEAD_CONTACT_KEYS.map((key) => [key, lead[key]])) as Record<
        LeadContactKey,
        string
      >),
      customFields: lead.customFields,
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
      engineVersion: lead.snapshot.engineVersion ?? null,
    },
  }
}

/** Leads read back from the database (a change of an existing lead). */
async function storedLeads(db: Writer, leadIds: string[]) {
  return db.select().from(leads).where(inArray(leads.id, leadIds))
}

/**
 * The event data of the given leads (as stored, or as created): only their calculators and revisions are read
 * (one statement for the batch).
 */
async function leadEvents(db: Writer, eventLeads: LeadRow[]) {
  if (eventLeads.length === 0) return []
  const revisionIds = eventLeads.flatMap((lead) => (lead.revisionId ? [lead.revisionId] : []))
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
    .where(inArray(calculators.id, [...new Set(eventLeads.map((lead) => lead.calculatorId))]))
  return eventLeads.flatMap((lead) => {
    const calculator =
      rows.find((row) => row.id === lead.calculatorId && row.revisionId === lead.revisionId) ??
      rows.find((row) => row.id === lead.calculatorId)
    if (!calculator) return []
    const revisionNumber = calculator.revisionId === lead.revisionId ? calculator.revisionNumber : null
    return [{ lead, data: eventDataOf(lead, { ...calculator, revisionNumber }) }]
  })
}

/**
 * Inserts one delivery per event and endpoint of its workspace subscribed to `type`. The insert joins the
 * endpoints, so one removed since `endpoints` was read gets nothing. Returns how many were queued; the worker
 * is woken once they are committed.
 */
export async function insertDeliveries(
  db: Writer,
  type: WebhookEvent,
  events: { workspaceId: string; body: string }[],
  endpoints: Map<string, SubscribedEndpoint[]>,
) {
  const rows = events.flatMap(({ workspaceId, body }) =>
    (endpoints.get(workspaceId) ?? [])
      .filter((endpoint) => endpoint.events.includes(type))
      .map((endpoint) => sql`(${newMessageId()}, ${endpoint.id}::uuid, ${body})`),
  )
  if (rows.length === 0) return 0
  const inserted = await db.execute(sql`
    insert into ${webhookDeliveries} (id, endpoint_id, workspace_id, event_type, body)
    select queued.id, e.id, e.workspace_id, ${type}, queued.body
    from (values ${sql.join(rows, sql`, `)}) as queued (id, endpoint_id, body)
    join ${webhookEndpoints} e on e.id = queued.endpoint_id and ${type} = any(e.events)
    returning id`)
  const queued = rowsOf(inserted).length
  if (queued > 0) wakeAfterCommit(db, 'webhooks')
  return queued
}

/** The deliveries of lead events: each lead's data in the body, at its time. */
const leadBodies = (
  type: WebhookEventBody['type'],
  events: { lead: LeadRow; data: LeadEventData; at: Date }[],
) => events.map(({ lead, data, at }) => ({ workspaceId: lead.workspaceId, body: eventBody(type, data, at) }))

/** Whether a new lead of a workspace with these endpoints has `lead.created` deliveries to queue. */
export function wantsCreatedEvents(endpoints: SubscribedEndpoint[] | undefined) {
  return (endpoints ?? []).some((endpoint) => endpoint.events.includes('lead.created'))
}

/**
 * Queues the `lead.created` deliveries of leads stored with `webhooks_pending` (docs/decisions/0041): the
 * oldest `limit` of them, skipping those another instance is queuing (the webhook worker), or the given
 * leads, waiting for such an instance (a change of a lead queues its creation first, so that receivers
 * get `lead.created` before `lead.updated`). Run it in a transaction: the flag is cleared in the one that
 * queues the deliveries, so a lead's are queued once, and never lost to a crash. The event shows the lead
 * as it was created, at its creation time, whatever was changed since. Returns how many leads it took.
 */
export async function queueCreatedLeads(db: Writer, scope: { limit: number } | { leadIds: string[] }) {
  const picked =
    'limit' in scope
      ? sql`select id from ${leads} where webhooks_pending order by created_at
          limit ${scope.limit} for update skip locked`
      : sql`select id from ${leads} where webhooks_pending and ${inArray(leads.id, scope.leadIds)} for update`
  const created = await db
    .update(leads)
    .set({ webhooksPending: false })
    .where(sql`${leads.id} in (${picked})`)
    .returning()
  if (created.length === 0) return 0
  const asCreated = created.map((lead) => ({ ...lead, status: 'new' as const, notes: '', assigneeEmail: '' }))
  const endpoints = await readEndpoints(db, [...new Set(created.map((lead) => lead.workspaceId))])
  const events = await leadEvents(db, asCreated)
  await insertDeliveries(
    db,
    'lead.created',
    leadBodies(
      'lead.created',
      events.map((event) => ({ ...event, at: event.lead.createdAt })),
    ),
    endpoints,
  )
  return created.length
}

/**
 * Queues a `lead.updated` delivery per lead and endpoint of its workspace subscribed to it, in the
 * caller's transaction with the change (one that rolls back sends nothing; one that commits is never
 * lost), after the lead's own `lead.created` if that was still to be queued.
 */
export async function queueLeadUpdates(db: Writer, changed: { workspaceId: string; leadId: string }[]) {
  if (changed.length === 0) return
  const leadIds = changed.map((entry) => entry.leadId)
  await queueCreatedLeads(db, { leadIds })
  const endpoints = await readEndpoints(db, [...new Set(changed.map((entry) => entry.workspaceId))])
  const subscribed = leadIds.filter((_, index) =>
    (endpoints.get(changed[index]!.workspaceId) ?? []).some((endpoint) =>
      endpoint.events.includes('lead.updated'),
    ),
  )
  if (subscribed.length === 0) return
  const at = new Date()
  const events = await leadEvents(db, await storedLeads(db, subscribed))
  await insertDeliveries(
    db,
    'lead.updated',
    leadBodies(
      'lead.updated',
      events.map((event) => ({ ...event, at })),
    ),
    endpoints,
  )
}
