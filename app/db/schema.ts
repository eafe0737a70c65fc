import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth-schema'
import { createdAt } from './columns'

// Contact messages, as the spec names them (table contact_messages).
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
)

// The one mail outbox (app/lib/outbox): each row is written in the transaction of what it reports, then
// rendered by its kind and sent by the worker. `ref` names what it is about, once per kind.
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('outbox_kind_ref_idx').on(table.kind, table.ref),
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
)

// Profiles, as the spec names them: role 'admin' marks an administrator.
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  createdAt: createdAt(),
})

// Fixed-window rate-limit counters, shared by every instance on one database.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})

export * from './auth-schema'
export * from './workspace-schema'
export * from './lead-schema'
export * from './webhook-schema'

export type ContactMessage = typeof contactMessages.$inferSelect
export type NewContactMessage = typeof contactMessages.$inferInsert
export type OutboxRow = typeof outbox.$inferSelect
export type Profile = typeof profiles.$inferSelect
export * from './disclosure-schema'
export * from './rate-sheet-schema'
export * from './brand-schema'
export * from './audit-schema'
export * from './specialty-schema'
export * from './archive-schema'
export * from './sso-schema'
export * from './control-schema'
export * from './vendor-review-schema'
export * from './billing-schema'
export * from './invoice-schema'
