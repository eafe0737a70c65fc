import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { calculators, workspaceEvents } from '~/db/schema'
import { endpointsChanged } from '~/lib/webhooks/endpoint-cache.server'
import { queueCalculatorEvent } from '~/lib/webhooks/calculator-events.server'
import { queueLeadUpdates } from '~/lib/webhooks/enqueue.server'
import { invalidatePublished } from '~/lib/workspaces/published.server'
import { appendAudit } from './audit-chain.server'
import { catalogue, type AppEvent, type Definition, type Invalidates } from './catalogue'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

type AfterCommit = (db: Db) => void
/** Each transaction's drops, once each (by what they drop). */
const afterCommit = new WeakMap<Tx, Map<string, AfterCommit>>()

/**
 * Runs a change in a transaction whose events may drop cached views: those run once, after the commit (a
 * rollback drops nothing). Every change that emits an event with `invalidates` runs in one of these.
 */
export async function change<Result>(db: Db, work: (tx: Tx) => Promise<Result>): Promise<Result> {
  const effects = new Map<string, AfterCommit>()
  const result = await db.transaction(async (tx) => {
    afterCommit.set(tx, effects)
    return work(tx)
  })
  for (const effect of effects.values()) effect(db)
  return result
}

/**
 * What an event drops, by its catalogue entry: one calculator's views, those linking one rate-sheet entry, a
 * workspace's, its endpoint list.
 */
function invalidation(kind: Invalidates, event: AppEvent): [string, AfterCommit] {
  const workspaceId = event.workspaceId
  if (!workspaceId) throw new Error(`${event.type} drops cached views of a workspace: it needs one`)
  if (kind === 'endpoints') return [`endpoints ${workspaceId}`, (db) => endpointsChanged(db, workspaceId)]
  if (kind === 'calculator') {
    const calculatorId = event.calculatorId
    if (!calculatorId) throw new Error(`${event.type} drops one calculator's views: it needs its id`)
    return [`calculator ${calculatorId}`, (db) => invalidatePublished(db, { calculatorId })]
  }
  if (kind === 'rate-entry') {
    const rateEntryId = (event.data as { entryId?: unknown }).entryId
    if (typeof rateEntryId !== 'string')
      throw new Error(`${event.type} drops one entry's calculators: it needs its id`)
    return [`rate-entry ${rateEntryId}`, (db) => invalidatePublished(db, { workspaceId, rateEntryId })]
  }
  return [`workspace ${workspaceId}`, (db) => invalidatePublished(db, { workspaceId })]
}

/**
 * The calculator an audit entry is about, by id and by its name at the time (issue 48 §3: two calculators'
 * "Approved and published (Revision 3)" read alike). The History page names it from its own column instead.
 */
async function calculatorOf(tx: Tx, calculatorId: string) {
  const [calculator] = await tx
    .select({ name: calculators.name })
    .from(calculators)
    .where(eq(calculators.id, calculatorId))
  return calculator ? { calculatorId, calculatorName: calculator.name } : { calculatorId }
}

/**
 * The one call a change of state makes, inside its transaction: the audit entry, the History line and the
 * webhook deliveries commit with the change or not at all; cached views are dropped after the commit.
 */
export async function emit(tx: Tx, event: AppEvent) {
  const entry = catalogue[event.type]
  const data = event.data as Record<string, unknown>
  const history = entry.history as ((data: unknown) => { action: string; detail?: string }) | undefined
  if (history && event.workspaceId) {
    const line = history(data)
    await tx.insert(workspaceEvents).values({
      workspaceId: event.workspaceId,
      calculatorId: event.calculatorId ?? null,
      actorId: event.actor.id,
      actorEmail: event.actor.email,
      action: line.action,
      detail: line.detail ?? '',
    })
  }
  if (entry.audited)
    await appendAudit(tx, {
      workspaceId: event.workspaceId,
      actorId: event.actor.id,
      actorEmail: event.actor.email,
      action: event.type,
      objectType: entry.object,
      objectId: event.objectId,
      data: event.calculatorId ? { ...data, ...(await calculatorOf(tx, event.calculatorId)) } : data,
    })
  const webhook: Definition['webhook'] = entry.webhook
  if (webhook && event.workspaceId) {
    if (webhook === 'lead.updated')
      await queueLeadUpdates(tx, [{ workspaceId: event.workspaceId, leadId: event.objectId }])
    else if (event.calculatorId)
      await queueCalculatorEvent(tx, webhook, {
        workspaceId: event.workspaceId,
        calculatorId: event.calculatorId,
        by: event.actor.email,
      })
  }
  if (entry.invalidates) {
    const effects = afterCommit.get(tx)
    if (!effects) throw new Error(`${event.type} drops cached views: emit it inside change(db, …)`)
    effects.set(...invalidation(entry.invalidates, event))
  }
}

/** An event that changes nothing else (an export, a read of personal data): emitted in its own transaction. */
export function record(db: Db, event: AppEvent) {
  return change(db, (tx) => emit(tx, event))
}
