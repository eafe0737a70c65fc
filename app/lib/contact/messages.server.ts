import type { Db } from '~/db/client.server'
import { contactMessages } from '~/db/schema'
import { groupCommitter } from '~/lib/group-commit.server'
import { enqueue } from '~/lib/outbox/store.server'
import { contactNotification } from './notify.server'
import type { ContactMessageInput } from './schema'

type Pending = { id: string; input: ContactMessageInput }

/** One transaction: every message and its outbox row commit together or not at all. */
const commitMessage = groupCommitter('contact messages', async (db: Db, batch: Pending[]) => {
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
})

/**
 * Stores a message together with its outbox row and resolves once both are committed, in a group commit
 * with the messages arriving meanwhile (see groupCommitter).
 */
export async function createContactMessage(db: Db, input: ContactMessageInput): Promise<{ id: string }> {
  const id = crypto.randomUUID()
  await commitMessage(db, { id, input })
  return { id }
}
