import { and, arrayContains, eq, inArray } from 'drizzle-orm'
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
import type { LeadEventData, WebhookEventBody } from './event-schema'
import { newMessageId } from './signing.server'

/** The database or the caller's transaction: events are queued in the transaction that makes them true. */
export type Writer = Pick<Db, 'select' | 'insert'>

export function eventBody(type: WebhookEventType, data: LeadEventData, at = new Date()): string {
  const body: WebhookEventBody = { type, timestamp: at.toISOString(), data }
  return JSON.stringify(body)
}

async function leadEventData(db: Writer, leadIds: string[]) {
  const rows = await db
    .select({ lead: leads, calculator: calculators, revisionNumber: calculatorRevisions.number })
    .from(leads)
    .innerJoin(calculators, eq(calculators.id, leads.calculatorId))
    .leftJoin(calculatorRevisions, eq(calculatorRevisions.id, leads.revisionId))
    .where(inArray(leads.id, leadIds))
  return rows.map(({ lead, calculator, revisionNumber }) => {
    const data: LeadEventData = {
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
        lead.revisionId && revisionNumber !== null ? { id: lead.revisionId, number: revisionNumber } : null,
      snapshot: {
        lang: lead.snapshot.lang,
        inputs: lead.snapshot.inputs,
        labelledInputs: storedLabelledInputs(lead.snapshot),
        results: lead.snapshot.results,
        disclosure: lead.snapshot.disclosure ?? '',
      },
    }
    return { workspaceId: lead.workspaceId, data }
  })
}

/**
 * Queues one delivery per lead and endpoint of its workspace that subscribed to `type`, in the caller's
 * transaction (a lead that rolls back sends nothing; one that commits is never lost). Endpoints are looked up
 * first, so a workspace without any pays one indexed read. Returns how many were queued: wake the worker then.
 */
export async function queueLeadEvents(
  db: Writer,
  type: WebhookEvent,
  leadsByWorkspace: { workspaceId: string; leadId: string }[],
) {
  if (leadsByWorkspace.length === 0) return 0
  const workspaceIds = [...new Set(leadsByWorkspace.map((entry) => entry.workspaceId))]
  const endpoints = await db
    .select({ id: webhookEndpoints.id, workspaceId: webhookEndpoints.workspaceId })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.workspaceId, workspaceIds),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    )
  if (endpoints.length === 0) return 0
  const wanted = new Set(endpoints.map((endpoint) => endpoint.workspaceId))
  const events = await leadEventData(
    db,
    leadsByWorkspace.filter((entry) => wanted.has(entry.workspaceId)).map((entry) => entry.leadId),
  )
  const at = new Date()
  const rows = events.flatMap(({ workspaceId, data }) =>
    endpoints
      .filter((endpoint) => endpoint.workspaceId === workspaceId)
      .map((endpoint) => ({
        id: newMessageId(),
        endpointId: endpoint.id,
        workspaceId,
        eventType: type,
        body: eventBody(type, data, at),
      })),
  )
  if (rows.length > 0) await db.insert(webhookDeliveries).values(rows)
  return rows.length
}
