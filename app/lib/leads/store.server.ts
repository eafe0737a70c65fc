import type { Db } from '~/db/client.server'
import { leads, type LeadSnapshot } from '~/db/lead-schema'
import { groupCommitter } from '~/lib/group-commit.server'
import type { LeadInput } from './lead-fields'
import { endpointsOf } from '~/lib/webhooks/endpoint-cache.server'
import { queueLeadEvents } from '~/lib/webhooks/enqueue.server'
import { queueLeadMails } from './mail.server'

export type NewLead = LeadInput & {
  workspaceId: string
  calculatorId: string
  revisionId: string
  consentText: string
  pageUrl: string
  snapshot: LeadSnapshot
  /** For the e-mail: the calculator's name and who receives the lead. */
  calculatorName: string
  recipients: string[]
}

/** One transaction: every lead of the batch, its e-mails and its webhooks commit together or not at all. */
const commitLeads = groupCommitter(async (db: Db, batch: Array<NewLead & { id: string }>) => {
  const endpoints = await endpointsOf(db, [...new Set(batch.map((lead) => lead.workspaceId))])
  // Written in full (defaults included), so that their webhook events are built without reading them back.
  const createdAt = new Date()
  const rows = batch.map(({ calculatorName: _name, recipients: _recipients, ...lead }) => ({
    ...lead,
    status: 'new' as const,
    notes: '',
    assigneeId: null,
    assigneeEmail: '',
    createdAt,
  }))
  await db.transaction(async (tx) => {
    await tx.insert(leads).values(rows)
    await queueLeadMails(
      tx,
      batch.map(({ calculatorName, recipients, ...lead }) => ({ lead, calculatorName, recipients })),
    )
    await queueLeadEvents(
      tx,
      'lead.created',
      rows.map((lead) => ({ workspaceId: lead.workspaceId, leadId: lead.id, written: lead })),
      endpoints,
    )
  })
})

/**
 * Stores a lead with its e-mails in the outbox and resolves with its id once both are committed, in a
 * group commit with the leads arriving meanwhile (a commit per lead would cap PGlite at ~100 a second).
 * `webhooks`: whether its workspace has endpoints, i.e. whether the webhook worker has anything to do.
 */
export async function storeLead(db: Db, lead: NewLead): Promise<{ id: string; webhooks: boolean }> {
  const id = crypto.randomUUID()
  await commitLeads(db, { ...lead, id })
  // Read from the cache the commit just filled.
  const endpoints = await endpointsOf(db, [lead.workspaceId])
  return { id, webhooks: (endpoints.get(lead.workspaceId) ?? []).length > 0 }
}
