import { and, between, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { billingOrders, type BillingOrder } from '~/db/billing-schema'
import { invoiceCounters, invoices, workspaceTaxRates } from '~/db/invoice-schema'
import { calculatorUsageDays } from '~/db/schema'
import { emit, type Tx } from '~/lib/events/emit.server'
import { enqueue } from '~/lib/outbox/store.server'
import {
  addDays,
  invoiceFigures,
  invoiceNumber,
  isoDay,
  NET_DAYS,
  periodAt,
  periodOn,
  type Period,
} from './invoice-lines'
import { invoiceMail } from './invoice-mail.server'

/** Each workspace's current order: its newest without `ended_at` (billing-schema.ts). */
export async function currentOrders(db: Db): Promise<BillingOrder[]> {
  return db
    .selectDistinctOn([billingOrders.workspaceId])
    .from(billingOrders)
    .where(isNull(billingOrders.endedAt))
    .orderBy(billingOrders.workspaceId, desc(billingOrders.signedAt), desc(billingOrders.createdAt))
}

/** The period of `order` that `now` falls in, from its signed day (UTC). */
export const periodNow = (order: BillingOrder, now: Date) =>
  periodOn(isoDay(order.signedAt), order.term, isoDay(now))

/** The day the order's next invoice is issued: the start of the period after the current one. */
export function nextInvoiceDay(order: BillingOrder, now: Date): string {
  const current = periodNow(order, now)
  return current
    ? periodAt(isoDay(order.signedAt), order.term, current.index + 1).start
    : isoDay(order.signedAt)
}

async function viewsIn(tx: Tx, workspaceId: string, period: Period) {
  const [row] = await tx
    .select({ views: sql<number>`coalesce(sum(${calculatorUsageDays.views}), 0)::int` })
    .from(calculatorUsageDays)
    .where(
      and(
        eq(calculatorUsageDays.workspaceId, workspaceId),
        between(calculatorUsageDays.day, period.start, period.end),
      ),
    )
  return Number(row?.views ?? 0)
}

class AlreadyIssued extends Error {}

/**
 * Issues the invoice of the period `now` falls in for every current order that has none yet, and queues its
 * e-mail to the billing contact. Safe to run on every instance at once: the number comes from the year's
 * counter row, locked by its increment in the invoice's transaction; a second issuer for the same order and
 * period waits on that lock, then finds the invoice and rolls back, counter included, so numbers have no gap.
 */
export async function issueDueInvoices(db: Db, now: Date): Promise<number> {
  let issued = 0
  for (const order of await currentOrders(db)) {
    const period = periodNow(order, now)
    if (!period) continue
    const [existing] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.periodStart, period.start)))
    if (existing) continue
    try {
      await db.transaction((tx) => issue(tx, order, period, now))
      issued++
    } catch (error) {
      if (!(error instanceof AlreadyIssued)) throw error
    }
  }
  return issued
}

async function issue(tx: Tx, order: BillingOrder, period: Period, now: Date) {
  const issuedOn = isoDay(now)
  const year = now.getUTCFullYear()
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last })
  const [taken] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.periodStart, period.start)))
  if (taken) throw new AlreadyIssued()
  const [tax] = await tx
    .select({ rate: workspaceTaxRates.rate })
    .from(workspaceTaxRates)
    .where(eq(workspaceTaxRates.workspaceId, order.workspaceId))
  const before = period.index > 0 ? periodAt(isoDay(order.signedAt), order.term, period.index - 1) : undefined
  const figures = invoiceFigures({
    plan: order.plan,
    term: order.term,
    period,
    previous: before && { period: before, views: await viewsIn(tx, order.workspaceId, before) },
    taxRate: tax?.rate ?? '0',
  })
  const [invoice] = await tx
    .insert(invoices)
    .values({
      workspaceId: order.workspaceId,
      orderId: order.id,
      number: invoiceNumber(year, counter!.last),
      periodStart: period.start,
      periodEnd: period.end,
      issuedOn,
      dueOn: addDays(issuedOn, NET_DAYS),
      taxRate: tax?.rate ?? '0',
      ...figures,
      billingName: order.billingName,
      billingEmail: order.billingEmail,
      poNumber: order.poNumber,
    })
    .returning()
  await emit(tx, {
    type: 'invoice.issued',
    workspaceId: order.workspaceId,
    actor: { id: null, email: 'system (billing)' },
    objectId: invoice!.id,
    data: { number: invoice!.number, periodStart: period.start, totalCents: invoice!.totalCents },
  })
  await enqueue(tx, invoiceMail, [
    { ref: `invoice:${invoice!.id}:issued`, payload: { invoiceId: invoice!.id, notice: 'issued' as const } },
  ])
}

/** A workspace's invoices, newest first. */
export function workspaceInvoices(db: Db, workspaceId: string) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.workspaceId, workspaceId))
    .orderBy(desc(invoices.issuedOn), desc(invoices.number))
}

/** One invoice of the workspace; another workspace's id finds nothing. */
export async function workspaceInvoice(db: Db, workspaceId: string, invoiceId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.id, invoiceId)))
  return row
}
