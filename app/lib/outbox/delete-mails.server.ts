import type { SQL } from 'drizzle-orm'
import { afterCommit } from '~/db/after-commit.server'
import type { Db } from '~/db/client.server'
import { outbox } from '~/db/schema'
import { held, instanceKey } from '~/lib/instance-state.server'
import type { Mailer } from '~/lib/mailer.server'

/*
 * Mails deleted from the outbox with a lead or at a person's erasure (issue 43 §5) take the mailer's copies
 * with them: the .eml files a server without SMTP writes, named by their outbox row. Once the deletion has
 * committed (never after a rollback), the instance's mailer forgets them. A mail being sent at that moment is
 * written after it: it counts as delivered, as it would be over SMTP.
 */
const COPIES = instanceKey('mail copies', () => ({ forget: (_outboxIds: readonly string[]) => {} }))

/** This instance's mailer forgets its copies of mails deleted from the outbox (server/services.ts). */
export function forgetCopiesWith(db: Db, mailer: Pick<Mailer, 'forget'>) {
  held(db, COPIES).forget = (outboxIds) => mailer.forget(outboxIds)
}

/** Deletes the outbox's mails matching `where` inside the caller's transaction; returns how many. */
export async function deleteMails(tx: Pick<Db, 'delete'>, where: SQL | undefined) {
  const gone = await tx.delete(outbox).where(where).returning({ id: outbox.id })
  const ids = gone.map((row) => row.id)
  if (ids.length > 0) afterCommit(tx, `forget mail copies ${ids[0]}`, (db) => held(db, COPIES).forget(ids))
  return ids.length
}
