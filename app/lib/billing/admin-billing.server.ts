import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { billingOrders, workspaces, workspaceTaxRates } from '~/db/schema'
import { emit } from '~/lib/events/emit.server'
import { canonicalRate } from './admin-billing-form'
import { monthlyRecurringCents, totalMonthlyRecurringCents } from './mrr'
import { orderFacts } from './order-facts'
import type { PlanId } from './plans'
import { workspacePlan } from './trial-status'

const DAY_MS = 86_400_000
type Admin = { id: string; email: string }
type Outcome = { ok: true } | { ok: false; status: 400 | 404; error: string }

/**
 * Every account with a plan, a trial or a current order (issue 44 §4): what the vendor bills. MRR counts
 * current orders only: a trial or a plan set without an order has agreed no price (decision 0086).
 */
export async function billingAccounts(db: Db) {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      plan: workspaces.plan,
      trialEndsAt: workspaces.trialEndsAt,
      taxRate: workspaceTaxRates.rate,
      order: billingOrders,
    })
    .from(workspaces)
    .leftJoin(billingOrders, and(eq(billingOrders.workspaceId, workspaces.id), isNull(billingOrders.endedAt)))
    .leftJoin(workspaceTaxRates, eq(workspaceTaxRates.workspaceId, workspaces.id))
    .where(or(isNotNull(workspaces.plan), isNotNull(workspaces.trialEndsAt), isNotNull(billingOrders.id)))
    .orderBy(asc(workspaces.name))
  const accounts = rows.map((row) => ({
    id: row.id,
    name: row.name,
    planName: workspacePlan(row)?.name ?? null,
    trialEndsAt: row.trialEndsAt,
    // As the next invoice reads it: no row is 0 %.
    taxRate: canonicalRate(row.taxRate ?? '0'),
    order: row.order
      ? { id: row.order.id, facts: orderFacts(row.order), signedAt: row.order.signedAt }
      : null,
    mrrCents: monthlyRecurringCents(row.order),
  }))
  return { accounts, totalMrrCents: totalMonthlyRecurringCents(rows.map((row) => row.order)) }
}

/**
 * Extends a trial by `days`, from its end or, for a trial already over, from now; audited. A workspace with
 * no trial (under an order) has none to extend.
 */
export async function extendTrial(
  db: Db,
  admin: Admin,
  workspaceId: string,
  days: number,
  now = new Date(),
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ trialEndsAt: workspaces.trialEndsAt })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    if (!row) return { ok: false, status: 404, error: 'Unknown account.' }
    if (!row.trialEndsAt) return { ok: false, status: 400, error: 'This account has no trial to extend.' }
    const from = row.trialEndsAt > now ? row.trialEndsAt : now
    const after = new Date(+from + days * DAY_MS)
    await tx.update(workspaces).set({ trialEndsAt: after }).where(eq(workspaces.id, workspaceId))
    await emit(tx, {
      type: 'billing.trial_extended',
      workspaceId,
      actor: admin,
      objectId: workspaceId,
      data: { days, before: row.trialEndsAt.toISOString(), after: after.toISOString() },
    })
    return { ok: true }
  })
}

/** Sets the calculator plan whose limits apply (the order, as signed, is not changed); audited. */
export async function changePlan(db: Db, admin: Admin, workspaceId: string, plan: PlanId): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ plan: workspaces.plan })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    if (!row) return { ok: false, status: 404, error: 'Unknown account.' }
    if (row.plan === plan) return { ok: false, status: 400, error: 'The account is on this plan already.' }
    await tx.update(workspaces).set({ plan }).where(eq(workspaces.id, workspaceId))
    await emit(tx, {
      type: 'billing.plan_changed',
      workspaceId,
      actor: admin,
      objectId: workspaceId,
      data: { before: row.plan, after: plan },
    })
    return { ok: true }
  })
}

/**
 * Sets the sales-tax rate (percent, canonical text, 0–15 checked by SetTaxRateSchema) that the account's next
 * invoice reads; invoices already issued keep theirs (decision 0087). Audited with before and after.
 */
export async function setTaxRate(db: Db, admin: Admin, workspaceId: string, rate: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    if (!row) return { ok: false, status: 404, error: 'Unknown account.' }
    const [stored] = await tx
      .select({ rate: workspaceTaxRates.rate })
      .from(workspaceTaxRates)
      .where(eq(workspaceTaxRates.workspaceId, workspaceId))
    const before = canonicalRate(stored?.rate ?? '0')
    if (before === rate) return { ok: false, status: 400, error: `The sales-tax rate is ${rate} % already.` }
    await tx
      .insert(workspaceTaxRates)
      .values({ workspaceId, rate })
      .onConflictDoUpdate({ target: workspaceTaxRates.workspaceId, set: { rate } })
    await emit(tx, {
      type: 'billing.tax_rate_changed',
      workspaceId,
      actor: admin,
      objectId: workspaceId,
      data: { before, after: rate },
    })
    return { ok: true }
  })
}
