import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { leads, type LeadSnapshot } from '~/db/lead-schema'
import { groupCommitter } from '~/lib/group-commit.server'
import type { CustomAnswer, LeadInput } from './lead-fields'
import { endpointsOf } from '~/lib/webhooks/endpoint-cache.server'
import { wantsCreatedEvents } from '~/lib/webhooks/enqueue.server'
import { wakeAfterCommit } from '~/lib/worker-wake.server'
import { queueLeadMails } from './mail.server'

export type NewLead = LeadInput & {
  workspaceId: string
  calculatorId: string
  revisionId: string
  consentText: string
  pageUrl: string
  customFields: CustomAnswer[]
  snapshot: LeadSnapshot
  /** The archived state live when it arrived (docs/decisions/0058); null when it could not be told. */
  archiveStateId?: string | null
  /** The submission's Idempotency-Key, when it sent one. */
  idempotencyKey?: string | null
  /** For the e-mail: the calculator's name and who receives the lead. */
  calculatorName: string
  recipients: string[]
}

/**
 * One transaction: every lead of the batch and its e-mails commit together or not at all. A lead whose
 * workspace has endpoints for `lead.created` is flagged: the webhook worker, woken by the commit, queues its
 * deliveries (docs/decisions/0041; without such a lead it is not woken: a wake costs it a claim).
 */
const commitLeads = groupCommitter(
  'leads',
  async (db: Db, batch: Array<NewLead & { id: string; webhooksPending: boolean }>) => {
    const rows = batch.map(({ calculatorName: _name, recipients: _recipients, ...lead }) => lead)
    await db.transaction(async (tx) => {
      await tx.insert(leads).values(rows)
      if (rows.some((lead) => lead.webhooksPending)) wakeAfterCommit(tx, 'webhooks')
      await queueLeadMails(
        tx,
        batch.map(({ calculatorName, recipients, ...lead }) => ({ lead, calculatorName, recipients })),
      )
    })
  },
)

/**
 * Stores a lead with its e-mails in the outbox and resolves with its id once both are committed, in a
 * group commit with the leads arriving meanwhile (a commit per lead would cap PGlite at ~100 a second).
 */
export async function storeLead(db: Db, lead: NewLead): Promise<{ id: string }> {
  const id = crypto.randomUUID()
  // The workspace's endpoints come from this instance's cache (endpoint-cache.server.ts).
  const endpoints = await endpointsOf(db, [lead.workspaceId])
  const webhooksPending = wantsCreatedEvents(endpoints.get(lead.workspaceId))
  try {
    await commitLeads(db, { ...lead, id, webhooksPending })
  } catch (error) {
    // Two retries at once: the unique index let one in; the other answers with its lead.
    const raced =
      lead.idempotencyKey && isUniqueViolation(error)
        ? await leadWithKey(db, lead.calculatorId, lead.idempotencyKey)
        : null
    if (raced) return { id: raced }
    throw error
  }
  return { id }
}

/** The lead a submission with this Idempotency-Key stored for this calculator, if any. */
export async function leadWithKey(db: Db, calculatorId: string, key: string) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.calculatorId, calculatorId), eq(leads.idempotencyKey, key)))
  return row?.id ?? null
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause))
