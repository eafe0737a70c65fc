import { Decimal } from '~/calculators/money'
import type { OrderPlan } from '~/db/billing-schema'
import { orderPriceCents } from './order-plan'
import type { Term } from './plans'

type Priced = { plan: OrderPlan; term: Term }

/** An order's monthly recurring revenue in exact cents: the monthly price, or the annual price / 12. */
function exactMonthlyCents(order: Priced) {
  const cents = new Decimal(orderPriceCents(order.plan, order.term))
  return order.term === 'annual' ? cents.div(12) : cents
}

const wholeCents = (value: Decimal) => value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber()

/** One account's MRR in whole cents (half-up): $1,290 a year is 10,750 cents, $490 a year 4,083. */
export function monthlyRecurringCents(order: Priced | null): number {
  return order ? wholeCents(exactMonthlyCents(order)) : 0
}

/**
 * The accounts' MRR together, in whole cents: their exact sum rounded once (decision 0086), so three $490
 * annual orders are 12,250 cents, as $1,470 / 12 is, not three rounded 4,083s.
 */
export function totalMonthlyRecurringCents(orders: readonly (Priced | null)[]): number {
  return wholeCents(
    orders.reduce((sum, order) => (order ? sum.plus(exactMonthlyCents(order)) : sum), new Decimal(0)),
  )
}
