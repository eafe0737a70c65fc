import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { contactMessages, outbox } from '~/db/schema'
import { contactNotification } from '~/lib/contact/notify.server'
import { outboxRowOf, retryFailed } from '~/lib/outbox/store.server'

export const PAGE_SIZE = 50

export type MessageFilter = { query?: string; page?: number }

const columns = {
  id: contactMessages.id,
  createdAt: contactMessages.createdAt,
  firstName: contactMessages.firstName,
  lastName: contactMessages.lastName,
  email: contactMessages.email,
  company: contactMessages.company,
  message: contactMessages.message,
  handledAt: contactMessages.handledAt,
  notificationStatus: outbox.status,
  notificationAttempts: outbox.attempts,
  notificationError: outbox.lastError,
}

export type AdminMessage = Awaited<ReturnType<typeof listMessages>>['messages'][number]

function searchCondition(query: string | undefined): SQL | undefined {
  // PostgreSQL text cannot hold NUL: `?q=%00` must find nothing rather than fail.
  const term = query?.replace(/\0/g, '').trim()
  if (!term) return undefined
  // LIKE wildcards typed by the admin are matched literally.
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return or(
    ilike(sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`, pattern),
    ilike(contactMessages.email, pattern),
    ilike(contactMessages.company, pattern),
    ilike(contactMessages.message, pattern),
  )
}

/** A page of messages, newest first, each with its notification status. */
export async function listMessages(db: Db, filter: MessageFilter = {}) {
  const where = searchCondition(filter.query)
  const [totals] = await db.select({ total: count() }).from(contactMessages).where(where)
  const total = totals?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(filter.page ?? 1)), pageCount)
  const messages = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(outbox, outboxRowOf(contactNotification, contactMessages.id))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
  return { messages, total, page, pageCount }
}

/** Every message matching the search, newest first, for the CSV export. */
export function allMessages(db: Db, query?: string) {
  return db
    .select(columns)
    .from(contactMessages)
    .leftJoin(outbox, outboxRowOf(contactNotification, contactMessages.id))
    .where(searchCondition(query))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function getMessage(db: Db, id: string) {
  if (!uuidPattern.test(id)) return undefined
  const [found] = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(outbox, outboxRowOf(contactNotification, contactMessages.id))
    .where(eq(contactMessages.id, id))
  return found
}

/** Marks a message handled (now) or unhandled; false when there is no such message. */
export async function setHandled(db: Db, id: string, handled: boolean) {
  if (!uuidPattern.test(id)) return false
  const updated = await db
    .update(contactMessages)
    .set({ handledAt: handled ? sql`now()` : null })
    .where(
      and(
        eq(contactMessages.id, id),
        handled ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt),
      ),
    )
    .returning({ id: contactMessages.id })
  return updated.length > 0 || (await getMessage(db, id)) !== undefined
}

/** Puts a failed notification back in the outbox, due now; the caller then wakes the worker. */
export async function retryNotification(db: Db, id: string) {
  if (!uuidPattern.test(id)) return false
  return retryFailed(db, contactNotification, id)
}
