import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth-schema'
import { createdAt } from './columns'
import { workspaceColumn } from './workspace-schema'

/** What an order buys: a calculator plan (app/lib/billing/plans.ts) or the websites' "Monthly Management". */
export const ORDER_PLANS = ['starter', 'growth', 'institution', 'website-management'] as const
export type OrderPlan = (typeof ORDER_PLANS)[number]
export const ORDER_TERMS = ['monthly', 'annual'] as const

/**
 * A signed order (issue 44 §4): the plan and term a workspace's owner chose, whom to invoice, and the exact
 * versions of the master agreement and the data-processing addendum she accepted by typing her name. Never
 * updated once signed, except `endedAt` when a later order (a plan change) replaces it; the newest order
 * without `endedAt` is the workspace's current one.
 */
export const billingOrders = pgTable(
  'billing_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    plan: text('plan', { enum: ORDER_PLANS }).notNull(),
    term: text('term', { enum: ORDER_TERMS }).notNull(),
    billingName: text('billing_name').notNull(),
    billingEmail: text('billing_email').notNull(),
    /** The client's purchase-order number, printed on every invoice; null when she has none. */
    poNumber: text('po_number'),
    agreementVersion: text('agreement_version').notNull(),
    dpaVersion: text('dpa_version').notNull(),
    /** The name she typed to sign, as typed. */
    signerName: text('signer_name').notNull(),
    signerUserId: text('signer_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Kept apart from the user row: the order must still say who signed after the account is gone. */
    signerEmail: text('signer_email').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('billing_orders_workspace_idx').on(table.workspaceId)],
)

export type BillingOrder = typeof billingOrders.$inferSelect
