import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { rowsOf } from '~/lib/rate-limit.server'
import type { ContactMessageInput } from './schema'

/**
 * Stores a message and its outbox row. One statement is one transaction: both rows commit together or
 * neither does, and it costs a single round trip (PGlite serves every request on one connection).
 */
export async function createContactMessage(db: Db, input: ContactMessageInput): Promise<{ id: string }> {
  const result = await db.execute(sql`
    with message as (
      insert into contact_messages (first_name, last_name, email, company, message)
      values (${input.firstName}, ${input.lastName}, ${input.email}, ${input.company ?? null}, ${input.message})
      returning id
    )
    insert into contact_notifications (message_id)
    select id from message
    returning message_id`)
  const row = rowsOf<{ message_id: string }>(result)[0]
  if (!row) throw new Error('The contact message was not stored')
  return { id: row.message_id }
}
