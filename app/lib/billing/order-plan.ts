import type { OrderPlan } from '~/db/billing-schema'
import { isPlanId, planById, priceCents, WEBSITE_MANAGEMENT, type Term } from './plans'

/*
 * What the order form, the order page, its PDF and the MRR read of an order's plan. Apart from the form's
 * schema (order-form.ts), which only the action runs: a page importing these loads no zod.
 */
export const ORDER_LIMITS = { name: 120, email: 254, poNumber: 60 } as const

/** What each plan of the form is called and costs for a term; the website plan is monthly only. */
export function orderPlanName(plan: OrderPlan) {
  return plan === WEBSITE_MANAGEMENT.id ? WEBSITE_MANAGEMENT.name : planById(plan).name
}

export function orderPriceCents(plan: OrderPlan, term: Term) {
  return isPlanId(plan) ? priceCents(planById(plan), term) : WEBSITE_MANAGEMENT.monthlyCents
}

/** What the order buys, as the order page and its PDF list it (from the plan catalogue). */
export function orderIncludes(plan: OrderPlan): readonly string[] {
  return isPlanId(plan) ? [planById(plan).summary] : WEBSITE_MANAGEMENT.includes
}
