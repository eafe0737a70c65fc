import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * The archive of served states (docs/decisions/0058): what a visitor of a published calculator could see,
 * from the instant it became live until the next state began. No foreign keys to workspaces or calculators
 * on purpose: an archived state outlives what it names, like an audit entry. No visitor data in any table.
 * Triggers (migration 0023) refuse UPDATE (but closing a state's end once) and DELETE before two years.
 */

/**
 * Each distinct file once, however many states serve it, under its SHA-256 (hex) over its bytes: the UTF-8
 * of `body` for text, the decoded bytes for `base64` (images).
 */
export const archiveBlobs = pgTable('archive_blobs', {
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  encoding: text('encoding', { enum: ['utf8', 'base64'] }).notNull(),
  body: text('body').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type ArchivedRate = {
  param: string
  entryId: string
  versionId: string
  product: string
  rate: string
  effectiveOn: string
  expiresOn: string | null
  approvedByEmail: string | null
  approvedAt: string | null
}

export const ARCHIVE_STATE_KINDS = ['published', 'archived'] as const

/** One state a visitor could see of a published calculator, from `beganAt` to `endedAt` (null: still live). */
export const archivedStates = pgTable(
  'archived_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id').notNull(),
    calculatorId: uuid('calculator_id').notNull(),
    publicId: text('public_id').notNull(),
    calculatorName: text('calculator_name').notNull(),
    /** What makes this state this one: the revision and the rate-sheet versions in force (or 'archived'). */
    stateKey: text('state_key').notNull(),
    kind: text('kind', { enum: ARCHIVE_STATE_KINDS }).notNull(),
    revisionId: uuid('revision_id'),
    revisionNumber: integer('revision_number'),
    /** The SHA-256 of the page as served (archive_blobs.hash). */
    pageHash: text('page_hash')
      .notNull()
      .references(() => archiveBlobs.hash),
    disclosure: text('disclosure').notNull(),
    consent: text('consent').notNull(),
    rates: jsonb('rates').$type<ArchivedRate[]>().notNull(),
    /** The calculator type and its engine's version, e.g. 'mortgage@1' (docs/decisions/0046). */
    engineVersion: text('engine_version').notNull(),
    approvedByEmail: text('approved_by_email'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The instant the state became live (a publish, a rate taking effect or expiring, an archive). */
    beganAt: timestamp('began_at', { withTimezone: true }).notNull(),
    /** The instant the next state began; null while it is live. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When this row was written (at or after `beganAt`: lazily at first serve, by the publish or the worker). */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('archived_states_calculator_key_idx').on(table.calculatorId, table.stateKey, table.beganAt),
    index('archived_states_workspace_began_idx').on(table.workspaceId, table.beganAt),
    index('archived_states_calculator_began_idx').on(table.calculatorId, table.beganAt),
  ],
)

/** The files of a state: its page ('index.html') and the stylesheets it links, each by its hash. */
export const archivedStateFiles = pgTable(
  'archived_state_files',
  {
    stateId: uuid('state_id')
      .notNull()
      .references(() => archivedStates.id),
    /** The path the page names it by ('index.html', '/assets/embed-….css'). */
    path: text('path').notNull(),
    hash: text('hash')
      .notNull()
      .references(() => archiveBlobs.hash),
  },
  (table) => [primaryKey({ columns: [table.stateId, table.path] })],
)
