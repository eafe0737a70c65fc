import { bigint, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * The audit log (docs/decisions/0051): append-only, one hash chain per workspace ('platform' for the admins'
 * own changes). No foreign keys on purpose: an entry outlives the account, calculator and workspace it names.
 * A trigger refuses UPDATE and DELETE (migration 0016).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chainId: text('chain_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    workspaceId: uuid('workspace_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    uniqueIndex('audit_entries_chain_seq_idx').on(table.chainId, table.seq),
    index('audit_entries_workspace_at_idx').on(table.workspaceId, table.at),
  ],
)

/** Each chain's last entry: the row every append locks, so appends to one chain take turns on any instance. */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chainId: text('chain_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  /** Entries up to this one were deleted past their retention (AUDIT_RETENTION_YEARS); the check starts after. */
  purgedSeq: bigint('purged_seq', { mode: 'number' }).notNull().default(0),
  purgedHash: text('purged_hash').notNull().default('0'.repeat(64)),
})

/**
 * A chain's head as it stood once a UTC day, signed with the receipts' Ed25519 key and sent out of the
 * database (to the workspace's owners, and at /audit/anchors/<chain>.json): a chain rewritten or deleted
 * inside the database no longer matches it. Append-only (a trigger, migration audit-anchors).
 */
export const auditAnchors = pgTable(
  'audit_anchors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chainId: text('chain_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    anchoredAt: timestamp('anchored_at', { withTimezone: true }).notNull(),
    keyId: text('key_id').notNull(),
    /** Ed25519 over the anchor's canonical JSON (audit-anchor.server.ts), base64. */
    signature: text('signature').notNull(),
  },
  (table) => [uniqueIndex('audit_anchors_chain_day_idx').on(table.chainId, table.day)],
)

export type AuditEntry = typeof auditEntries.$inferSelect
export type AuditAnchor = typeof auditAnchors.$inferSelect
