import { Decimal } from '~/calculators/money'
import type { InvoiceLine } from '~/db/invoice-schema'
import type { OrderPlan } from '~/db/billing-schema'
import { isPlanId, planById, priceCents, WEBSITE_MANAGEMENT_CENTS, type Term } from './plans'

/*
 * What an invoice says and how its figures are reached (decision 0087): pure, whole cents, decimal.js for
 * every product and rate, so the lines always sum to the subtotal and the subtotal plus tax to the total.
 */

/** Views over the plan, priced per started 1,000 (decision 0087). */
export const OVERAGE_CENTS_PER_THOUSAND = 200
export const NET_DAYS = 30
const DAY_MS = 86_400_000

export const isoDay = (at: Date) => at.toISOString().slice(0, 10)
export const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))

/** `months` after `anchor`'s day, clamped to the month's last day (signed on the 31st: February's 28th). */
function addMonths(anchor: string, months: number): string {
  const [year, month, day] = anchor.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return isoDay(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last))))
}

export type Period = { index: number; start: string; end: string; months: number }

/** The order's `index`-th period (0: the one starting on the signed day), its last day inclusive. */
export function periodAt(signedDay: string, term: Term, index: number): Period {
  const months = term === 'annual' ? 12 : 1
  const start = addMonths(signedDay, index * months)
  return { index, start, end: addDays(addMonths(signedDay, (index + 1) * months), -1), months }
}

/** The period `day` falls in; null before the signed day. */
export function periodOn(signedDay: string, term: Term, day: string): Period | null {
  if (day < signedDay) return null
  const [sy, sm] = signedDay.split('-').map(Number) as [number, number]
  const [y, m] = day.split('-').map(Number) as [number, number]
  const step = term === 'annual' ? 12 : 1
  let index = Math.max(0, Math.floor(((y - sy) * 12 + (m - sm)) / step) - 1)
  while (periodAt(signedDay, term, index + 1).start <= day) index++
  return periodAt(signedDay, term, index)
}

/** The order's plan: its name and price for the term, and the views it includes a month (none for websites). */
export function planTerms(plan: OrderPlan, term: Term) {
  if (isPlanId(plan)) {
    const found = planById(plan)
    return {
      name: `${found.name} plan`,
      cents: priceCents(found, term),
      monthlyViews: found.limits.monthlyViews,
    }
  }
  const cents = term === 'annual' ? WEBSITE_MANAGEMENT_CENTS * 12 : WEBSITE_MANAGEMENT_CENTS
  return { name: 'Website Monthly Management', cents, monthlyViews: null }
}

export type InvoiceInput = {
  plan: OrderPlan
  term: Term
  period: Period
  /** The views of the period just ended (the overage is billed in arrears); none on a first invoice. */
  previous?: { period: Period; views: number } | undefined
  /** Percent, as stored ("7.25"). */
  taxRate: string
}

export type InvoiceFigures = {
  lines: InvoiceLine[]
  subtotalCents: number
  taxCents: number
  totalCents: number
}

const count = (n: number) => n.toLocaleString('en-US')

export function invoiceFigures(input: InvoiceInput): InvoiceFigures {
  const terms = planTerms(input.plan, input.term)
  const lines: InvoiceLine[] = [
    {
      kind: 'plan',
      description: `${terms.name}, ${input.term}`,
      quantity: 1,
      unitCents: terms.cents,
      amountCents: terms.cents,
    },
  ]
  const { previous } = input
  if (previous && terms.monthlyViews !== null) {
    const included = terms.monthlyViews * previous.period.months
    const over = previous.views - included
    if (over > 0) {
      const thousands = Math.ceil(over / 1000)
      lines.push({
        kind: 'overage',
        description: `Views over the plan (${count(over)})`,
        detail: `Views over the plan: ${count(previous.views)} views from ${previous.period.start} to ${previous.period.end}, ${count(included)} included; ${count(over)} over, billed per started 1,000.`,
        quantity: thousands,
        unitCents: OVERAGE_CENTS_PER_THOUSAND,
        amountCents: new Decimal(thousands).times(OVERAGE_CENTS_PER_THOUSAND).toNumber(),
      })
    }
  }
  return totals(lines, input.taxRate)
}

/** Subtotal, tax (half-up to the cent) and total of the lines, in whole cents. */
export function totals(lines: InvoiceLine[], taxRate: string): InvoiceFigures {
  const subtotal = lines.reduce((sum, line) => sum.plus(line.amountCents), new Decimal(0))
  const tax = subtotal.times(taxRate).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
  return {
    lines,
    subtotalCents: subtotal.toNumber(),
    taxCents: tax.toNumber(),
    totalCents: subtotal.plus(tax).toNumber(),
  }
}

/** "Sales tax (7.25%)": the rate as stored, without trailing zeros. */
export const taxLabel = (rate: string) => `Sales tax (${new Decimal(rate).toString()}%)`

/** "BL-2026-0001". */
export const invoiceNumber = (year: number, sequence: number) =>
  `BL-${year}-${String(sequence).padStart(4, '0')}`
