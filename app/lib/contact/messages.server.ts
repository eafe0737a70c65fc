import type { Db } from '~/db/client.server'
import { contactMessages } from '~/db/schema'
import { enqueue } from '~/lib/outbox/store.server'
import { contactNotification } from './notify.server'
import type { ContactMessageInput } from './schema'

type Pending = {
  id: string
  input: ContactMessageInput
  resolve: (value: { id: string }) => void
  reject: (error: unknown) => void
}
type Committer = { queue: Pending[]; flushing: boolean }

const maxBatch = 100
const committers = new WeakMap<Db, Committer>()

/**
 * Stores a message together with its outbox row and resolves once both are committed.
 *
 * Messages arriving while a commit is under way are committed together in the next one (group commit):
 * a commit costs ~10 ms on a file-backed PGlite whatever its size, so one per message would cap the form
 * at ~100 a second. Each caller still learns of success only after its own rows are durable.
 */
export function createContactMessage(db: Db, input: ContactMessageInput): Promise<{ id: string }> {
  const committer = committers.get(db) ?? startCommitter(db)
  const promise = new Promise<{ id: string }>((resolve, reject) => {
    committer.queue.push({ id: crypto.randomUUID(), input, resolve, reject })
  })
  if (!committer.flushing) void flush(db, committer)
  return promise
}

function startCommitter(db: Db) {
  const committer: Committer = { queue: [], flushing: false }
  committers.set(db, committer)
  return committer
}

async function flush(db: Db, committer: Committer) {
  committer.flushing = true
  // Requests parsed in the same turn of the event loop join the first commit.
  await new Promise((resolve) => setImmediate(resolve))
  while (committer.queue.length > 0) {
    const batch = committer.queue.splice(0, maxBatch)
    try {
      await insertMessages(db, batch)
      for (const pending of batch) pending.resolve({ id: pending.id })
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error)
      // One message the database refuses must not fail the others: retry them one by one.
      else await Promise.all(batch.map((pending) => insertOne(db, pending)))
    }
  }
  committer.flushing = false
}

async function insertOne(db: Db, pending: Pending) {
  try {
    await insertMessages(db, [pending])
    pending.resolve({ id: pending.id })
  } catch (error) {
    pending.reject(error)
  }
}

/** One transaction: every message and its outbox row commit together or not at all. */
async function insertMessages(db: Db, batch: Pending[]) {
  await db.transaction(async (tx) => {
    const stored = await tx
      .insert(contactMessages)
      .values(
        batch.map(({ id, input }) => ({
          id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          company: input.company ?? null,
          message: input.message,
        })),
      )
      .returning()
    await enqueue(
      tx,
      contactNotification,
      stored.map(({ handledAt: _handled, ...message }) => ({
        ref: message.id,
        payload: { ...message, createdAt: message.createdAt.toISOString() },
      })),
    )
  })
}
