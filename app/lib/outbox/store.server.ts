import { and, eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/client.server'
import { outbox } from '~/db/schema'
import { rowsOf } from '~/lib/rate-limit.server'
import { wakeAfterCommit } from '~/lib/worker-wake.server'
import type { OutboxKind } from './kind.server'
import { claimDueRows } from './lease-claim.server'

/** The database or a transaction of it: enqueue inside the caller's transaction, so both commit or neither. */
export type Executor = Pick<Db, 'execute' | 'insert' | 'update'>

export type Entry<Payload> = { ref: string; payload: Payload }

/**
 * Adds mails to the outbox; call it with the caller's transaction. A (kind, ref) already present is left
 * as it is, so enqueueing the same subject twice still sends one mail. The worker is woken once the
 * transaction commits (worker-wake.server.ts).
 */
export async function enqueue<Payload>(db: Executor, kind: OutboxKind<Payload>, entries: Entry<Payload>[]) {
  if (entries.length === 0) return
  await db
    .insert(outbox)
    .values(entries.map(({ ref, payload }) => ({ kind: kind.name, ref, payload })))
    .onConflictDoNothing({ target: [outbox.kind, outbox.ref] })
  wakeAfterCommit(db, 'outbox')
}

export type ClaimedEntry = { id: string; kind: string; ref: string; payload: unknown; attempts: number }

/** Claims due mails for `leaseSeconds`, counting the attempt (the shared claim, `claimDueRows`). */
export async function claimDue(db: Executor, limit: number, leaseSeconds: number) {
  const result = await db.execute(sql`
    with ${claimDueRows(outbox, limit, leaseSeconds)}
    select id, kind, ref, payload, attempts from claimed`)
  return rowsOf<ClaimedEntry>(result).map((row) => ({ ...row, attempts: Number(row.attempts) }))
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )

/** Extends the lease of rows still being sent, so that only a dead worker's claims expire. */
export async function renewLease(db: Executor, ids: string[], leaseSeconds: number) {
  if (ids.length === 0) return
  await db.execute(sql`
    update outbox set locked_until = now() + make_interval(secs => ${leaseSeconds})
    where status = 'sending' and id in (${idList(ids)})`)
}

// One statement for a batch: a commit per e-mail would take the database from the visitors' requests.
export async function markSent(db: Executor, ids: string[]) {
  if (ids.length === 0) return
  await db.execute(sql`
    update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null
    where id in (${idList(ids)})`)
}

export async function scheduleRetry(db: Executor, id: string, reason: string, delaySeconds: number) {
  await db.execute(sql`
    update outbox set status = 'pending', locked_until = null, last_error = ${reason},
      next_attempt_at = now() + make_interval(secs => ${delaySeconds})
    where id = ${id}::uuid`)
}

export async function markFailed(db: Executor, id: string, reason: string) {
  await db.execute(sql`
    update outbox set status = 'failed', locked_until = null, last_error = ${reason}
    where id = ${id}::uuid`)
}

/** Hands an unsent claim back at once, its attempt not counted (the worker is stopping). */
export async function release(db: Executor, id: string) {
  await db.execute(sql`
    update outbox set status = 'pending', attempts = attempts - 1, locked_until = null
    where id = ${id}::uuid`)
}

/**
 * Frees every claim at once. Only for PGlite at start-up: one process per data directory, so a claim found
 * then was left by a process that died, and need not wait for its lease to run out.
 */
export async function releaseOrphanedClaims(db: Executor) {
  await db.execute(sql`update outbox set status = 'pending', locked_until = null where status = 'sending'`)
}

/** The admin's retry: a failed mail goes back to pending, due now, its count reset. False if not failed. */
export async function retryFailed(db: Executor, kind: Pick<OutboxKind, 'name'>, ref: string) {
  const updated = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, attempts: 0, lockedUntil: null, lastError: null })
    .where(and(eq(outbox.kind, kind.name), eq(outbox.ref, ref), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id })
  if (updated.length === 0) return false
  wakeAfterCommit(db, 'outbox')
  return true
}

/** Join condition from a subject's table to its outbox row, e.g. `outboxRowOf(contact, contactMessages.id)`. */
export function outboxRowOf(kind: Pick<OutboxKind, 'name'>, ref: AnyPgColumn) {
  return and(eq(outbox.kind, kind.name), eq(outbox.ref, sql`${ref}::text`))
}
