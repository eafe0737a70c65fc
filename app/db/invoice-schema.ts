import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { billingOrders } from './billing-schema'
import { createdAt } from './columns'
import { workspaceColumn, workspaces } from './workspace-schema'

/** One line of an invoice as printed: amounts in whole cents (decision 0087). */
export type InvoiceLine = {
  kind: 'plan' | 'overage'
  /** One line in the table: short, so it never wraps. */
  description: string
  /** How it was reached, printed under the table. */
  detail?: string
  quantity: number
  unitCents: number
  amountCents: number
}

export const REMINDERS = ['due', 'due+7', 'due+21'] as const
export type Reminder = (typeof REMINDERS)[number]

/**
 * An invoice (issue 44 §4, decision 0087): one per order and period, numbered without gaps, the billing
 * contact copied at issue so a later order does not rewrite what was sent. Never changed after issue except
 * `paidAt`/`paidNote` (an admin's "Mark paid") and `remindersSent`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => billingOrders.id, { onDelete: 'cascade' }),
    /** "BL-2026-0001": the year of issue and its sequence, from `invoice_counters` in the same transaction. */
    number: text('number').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** The last day of the period, inclusive. */
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** Percent, e.g. "7.000"; 0 unless the workspace has a rate. */
    taxRate: numeric('tax_rate', { precision: 6, scale: 3 }).notNull().default('0'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    billingName: text('billing_name').notNull(),
    billingEmail: text('billing_email').notNull(),
    poNumber: text('po_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidNote: text('paid_note'),
    remindersSent: jsonb('reminders_sent').$type<Reminder[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_number_idx').on(table.number),
    uniqueIndex('invoices_order_period_idx').on(table.orderId, table.periodStart),
    index('invoices_workspace_idx').on(table.workspaceId),
    check('invoices_total_check', sql`${table.totalCents} = ${table.subtotalCents} + ${table.taxCents}`),
  ],
)

/** The last number issued in each year: incremented in the invoice's transaction, so a rollback leaves no gap. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
})

/** A workspace's sales-tax rate in percent; no row: 0 % (most of our clients' services are untaxed). */
export const workspaceTaxRates = pgTable('workspace_tax_rates', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  rate: numeric('rate', { precision: 6, scale: 3 }).notNull(),
})

export type Invoice = typeof invoices.$inferSelect
