import { eq } from 'drizzle-orm'
import { afterCommit } from '~/db/after-commit.server'
import type { Db } from '~/db/client.server'
import { calculators, workspaceEvents } from '~/db/schema'
import { appendAudit } from './audit-chain.server'
import { catalogue, type AppEvent, type Invalidates } from './catalogue'
import { historyLine } from './history-lines'
import { eventListeners, type Follows, type Tx } from './listeners.server'

export type { Tx } from './listeners.server'

/**
 * Runs a change in a transaction whose events may drop cached views: those are dropped once, after the commit
 * (a rollback drops nothing). Inside another change (a confirmed control change applies its setting in the
 * confirmation's transaction) it is a savepoint of that one, and its drops wait for that one's commit: every
 * transaction carries its after-commit work (app/db/after-commit.server.ts, decision 0095).
 */
export function change<Result>(db: Db, work: (tx: Tx) => Promise<Result>): Promise<Result> {
  return db.transaction(work)
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
 * listeners' work (webhook deliveries) commit with the change or not at all; cached views are dropped after it.
 */
export async function emit(tx: Tx, event: AppEvent) {
  const entry = catalogue[event.type]
  const data = event.data as Record<string, unknown>
  const line = event.workspaceId ? historyLine(event.type, data) : undefined
  if (line && event.workspaceId) {
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
  // The registered listeners (server/services.ts): webhook deliveries in this transaction, cache drops after it.
  const follows: Follows = {
    webhook: entry.webhook,
    invalidates: entry.invalidates as Invalidates | undefined,
  }
  for (const listener of eventListeners()) {
    await listener.inTransaction?.(tx, event, follows)
    const after = listener.afterCommit?.(event, follows)
    if (after) afterCommit(tx, after.key, after.run)
  }
}

/** An event that changes nothing else (an export, a read of personal data): emitted in its own transaction. */
export function record(db: Db, event: AppEvent) {
  return change(db, (tx) => emit(tx, event))
}
