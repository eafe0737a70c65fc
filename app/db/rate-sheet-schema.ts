import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { user } from './auth-schema'
import { workspaceColumn } from './workspace-schema'

/*
 * A workspace's rate sheet (docs/decisions/0038-rate-sheet.md): an entry is one product's rate; every change
 * to it is a new version, proposed by an editor and approved by an approver or owner, like a revision.
 * Published calculators only ever read approved versions.
 */
export const RATE_VERSION_STATES = ['proposed', 'approved', 'withdrawn'] as const
export type RateVersionState = (typeof RATE_VERSION_STATES)[number]

export const rateSheetEntries = pgTable(
  'rate_sheet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    createdAt: createdAt(),
  },
  (table) => [index('rate_sheet_entries_workspace_idx').on(table.workspaceId)],
)

export const rateSheetVersions = pgTable(
  'rate_sheet_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => rateSheetEntries.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    number: integer('number').notNull(),
    product: text('product').notNull(),
    /** A percent, as a decimal string ('6.125'): exactly what was approved, never a float. */
    rate: text('rate').notNull(),
    /** UTC calendar days: in force from `effectiveOn`, no longer from `expiresOn` (the first day not shown). */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    state: text('state', { enum: RATE_VERSION_STATES }).notNull().default('proposed'),
    proposedBy: text('proposed_by').references(() => user.id, { onDelete: 'set null' }),
    proposedByEmail: text('proposed_by_email').notNull(),
    createdAt: createdAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by').references(() => user.id, { onDelete: 'set null' }),
    approvedByEmail: text('approved_by_email'),
  },
  (table) => [
    uniqueIndex('rate_sheet_versions_number_idx').on(table.entryId, table.number),
    index('rate_sheet_versions_workspace_idx').on(table.workspaceId),
  ],
)

export type RateSheetVersion = typeof rateSheetVersions.$inferSelect
