import { and, desc, eq, isNull, lt } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { invoices } from '~/db/invoice-schema'
import { workspaces } from '~/db/schema'
import { change, emit } from '~/lib/events/emit.server'
import { isoDay } from './invoice-lines'
import { invoiceStatus, statusText } from './invoice-status'
import { currentOrders, nextInvoiceDay } from './invoices.server'

type Admin = { id: string; email: string }

/** Every invoice for the vendor's admin, newest first; `overdue`: unpaid past their due day only. */
export async function adminInvoices(db: Db, now: Date, filter: { overdue?: boolean } = {}) {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      workspaceName: workspaces.name,
      billingName: invoices.billingName,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
      dueOn: invoices.dueOn,
      totalCents: invoices.totalCents,
      paidAt: invoices.paidAt,
      paidNote: invoices.paidNote,
    })
    .from(invoices)
    .innerJoin(workspaces, eq(workspaces.id, invoices.workspaceId))
    .where(filter.overdue ? and(isNull(invoices.paidAt), lt(invoices.dueOn, isoDay(now))) : undefined)
    .orderBy(desc(invoices.issuedOn), desc(invoices.number))
  return rows.map((row) => ({ ...row, status: statusText(invoiceStatus(row, now)) }))
}

/** Each account with a current order: its plan and term, and the day its next invoice is issued. */
export async function nextInvoices(db: Db, now: Date) {
  const orders = await currentOrders(db)
  const names = new Map(
    (await db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces)).map((w) => [
      w.id,
      w.name,
    ]),
  )
  return orders
    .map((order) => ({
      workspaceId: order.workspaceId,
      workspaceName: names.get(order.workspaceId) ?? '',
      plan: order.plan,
      term: order.term,
      nextOn: nextInvoiceDay(order, now),
    }))
    .sort((a, b) => a.nextOn.localeCompare(b.nextOn) || a.workspaceName.localeCompare(b.workspaceName))
}

export type MarkPaidResult = { ok: true; number: string } | { ok: false; error: string }

/** Marks an unpaid invoice paid with the admin's note, audited; reminders stop from the next pass. */
export function markInvoicePaid(db: Db, admin: Admin, invoiceId: string, note: string, now = new Date()) {
  return change(db, async (tx): Promise<MarkPaidResult> => {
    const [paid] = await tx
      .update(invoices)
      .set({ paidAt: now, paidNote: note })
      .where(and(eq(invoices.id, invoiceId), isNull(invoices.paidAt)))
      .returning({ number: invoices.number, workspaceId: invoices.workspaceId })
    if (!paid) return { ok: false, error: 'No such unpaid invoice.' }
    await emit(tx, {
      type: 'invoice.paid',
      workspaceId: paid.workspaceId,
      actor: admin,
      objectId: invoiceId,
      data: { number: paid.number, note },
    })
    return { ok: true, number: paid.number }
  })
}
