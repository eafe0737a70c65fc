import { afterCommit } from '~/db/after-commit.server'
import type { Db } from '~/db/client.server'
import { held, instanceKey } from './instance-state.server'

/*
 * Queueing work wakes its worker (decision 0095): the outbox's `enqueue`, the webhook deliveries' inserts and a
 * lead flagged for its deliveries call `wakeAfterCommit` with the transaction (or the database) they write
 * through; the workers of that instance are woken once that write has committed — never before it (a worker
 * woken early finds nothing and sleeps until its next poll), never after a rollback. No caller wakes a worker.
 */
export type WorkerName = 'outbox' | 'webhooks'

// Each instance's workers (app/lib/instance-state.server.ts): two instances in one process wake only their own.
const WAKES = instanceKey('worker wake-ups', () => new Map<WorkerName, Set<() => void>>())

/** A worker of `db`'s instance is woken when work for it commits, until the returned function is called. */
export function wakeOn(db: Db, worker: WorkerName, wake: () => void): () => void {
  const wakes = held(db, WAKES)
  const set = wakes.get(worker) ?? new Set()
  wakes.set(worker, set)
  set.add(wake)
  return () => void set.delete(wake)
}

/** Work for `worker` was written through `handle` (a transaction or the database): wake it after the commit. */
export function wakeAfterCommit(handle: object, worker: WorkerName) {
  afterCommit(handle, `wake ${worker}`, (db) => {
    for (const wake of held(db, WAKES).get(worker) ?? []) wake()
  })
}
