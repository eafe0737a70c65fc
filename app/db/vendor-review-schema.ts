import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth-schema'
import { calculators, workspaceColumn } from './workspace-schema'
import type { ScenarioOutcome } from '../lib/vendor-review/outcome'

/**
 * A bank's own scenario set run against one of its calculators (issue 45 §1, decision 0082): the file as
 * uploaded (so it can be run again), what came out, and the signed CSV and PDF exactly as served, with their
 * detached Ed25519 signatures (decision 0083). Never changed once written; a re-run is a new row.
 */
export const vendorReviewRuns = pgTable(
  'vendor_review_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    calculatorId: uuid('calculator_id').references(() => calculators.id, { onDelete: 'set null' }),
    calculatorName: text('calculator_name').notNull(),
    /** The type computed (`specialty:<slug>@<n>` pins a specialty version). */
    calculatorType: text('calculator_type').notNull(),
    revisionNumber: integer('revision_number').notNull(),
    engineVersion: integer('engine_version').notNull(),
    fileName: text('file_name').notNull(),
    inputCsv: text('input_csv').notNull(),
    inputSha256: text('input_sha256').notNull(),
    scenarios: integer('scenarios').notNull(),
    passed: integer('passed').notNull(),
    flagged: integer('flagged').notNull(),
    refused: integer('refused').notNull(),
    outcomes: jsonb('outcomes').$type<ScenarioOutcome[]>().notNull(),
    resultCsv: text('result_csv').notNull(),
    /** Raw 64-byte Ed25519 signatures, base64, and the PDF's bytes, base64. */
    resultCsvSignature: text('result_csv_signature').notNull(),
    resultPdf: text('result_pdf').notNull(),
    resultPdfSignature: text('result_pdf_signature').notNull(),
    keyId: text('key_id').notNull(),
    rerunOf: uuid('rerun_of'),
    /** Why it ran: a member's upload or "Run again", or the engine changing under a kept set (issue 45 §2). */
    reason: text('reason', { enum: ['upload', 'rerun', 'engine-change'] })
      .notNull()
      .default('upload'),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('vendor_review_runs_workspace_idx').on(table.workspaceId, table.ranAt),
    // One instance re-runs a kept set for a new engine version; another finding it done skips it.
    uniqueIndex('vendor_review_runs_engine_rerun_idx')
      .on(table.rerunOf, table.engineVersion)
      .where(sql`${table.reason} = 'engine-change'`),
  ],
)

export type VendorReviewRun = typeof vendorReviewRuns.$inferSelect
