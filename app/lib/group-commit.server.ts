import type { Db } from '~/db/client.server'
import { held, instanceKey } from '~/lib/instance-state.server'

type Pending<Item> = { item: Item; resolve: () => void; reject: (error: unknown) => void }
type Committer<Item> = { queue: Pending<Item>[]; flushing: boolean }

const maxBatch = 100

/**
 * Group commit: items submitted while a commit is under way are written together in the next one, by
 * `write(db, batch)` in one transaction. A commit costs ~10 ms on a file-backed PGlite whatever its size,
 * so one per item would cap a form at ~100 a second. Each caller still learns of success only after its own
 * rows are durable; an item the database refuses fails alone (the batch is retried one by one).
 */
export function groupCommitter<Item>(name: string, write: (db: Db, batch: Item[]) => Promise<void>) {
  // Each instance's queue (app/lib/instance-state.server.ts).
  const QUEUE = instanceKey(`${name} queue`, (): Committer<Item> => ({ queue: [], flushing: false }))

  async function flush(db: Db, committer: Committer<Item>) {
    committer.flushing = true
    // Requests parsed in the same turn of the event loop join the first commit.
    await new Promise((resolve) => setImmediate(resolve))
    while (committer.queue.length > 0) {
      const batch = committer.queue.splice(0, maxBatch)
      try {
        await write(
          db,
          batch.map((pending) => pending.item),
        )
        for (const pending of batch) pending.resolve()
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error)
        else await Promise.all(batch.map((pending) => writeOne(db, pending)))
      }
    }
    committer.flushing = false
  }

  async function writeOne(db: Db, pending: Pending<Item>) {
    try {
      await write(db, [pending.item])
      pending.resolve()
    } catch (error) {
      pending.reject(error)
    }
  }

  /** Resolves once `item` is committed. */
  return function commit(db: Db, item: Item): Promise<void> {
    const committer = held(db, QUEUE)
    const promise = new Promise<void>((resolve, reject) => committer.queue.push({ item, resolve, reject }))
    if (!committer.flushing) void flush(db, committer)
    return promise
  }
}
