import type { OrderPlan } from '~/db/billing-schema'
import { orderIncludes, orderPlanName, orderPriceCents } from './order-plan'
import { orderNumber, signedAtText } from './order-number'
import { formatCents, type Term } from './plans'
import { DATA_PROCESSING_ADDENDUM, MASTER_AGREEMENT, termsLabel } from './terms'

/** What an order shows, on the Billing page, in its PDF and in its e-mail alike. */
export type OrderView = {
  id: string
  plan: OrderPlan
  term: Term
  billingName: string
  billingEmail: string
  poNumber: string | null
  agreementVersion: string
  dpaVersion: string
  signerName: string
  signerEmail: string
  signedAt: Date | string
}

export function orderFacts(order: OrderView) {
  const cents = orderPriceCents(order.plan, order.term)
  return {
    number: orderNumber(order),
    plan: orderPlanName(order.plan),
    term: order.term === 'annual' ? 'Annual' : 'Monthly',
    price: `${formatCents(cents)} ${order.term === 'annual' ? 'a year' : 'a month'}`,
    includes: orderIncludes(order.plan),
    billing: `${order.billingName} <${order.billingEmail}>`,
    poNumber: order.poNumber ?? 'None given',
    terms: [
      termsLabel(MASTER_AGREEMENT, order.agreementVersion),
      termsLabel(DATA_PROCESSING_ADDENDUM, order.dpaVersion),
    ],
    signed: `${order.signerName} (${order.signerEmail}), ${signedAtText(order.signedAt)}`,
  }
}
export type OrderFacts = ReturnType<typeof orderFacts>

/** The order's file name, for the download and the e-mail's attachment. */
export const orderFileName = (order: OrderView) => `order-${orderNumber(order)}.pdf`
