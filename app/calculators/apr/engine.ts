import { amortize, toWholeCents, type AmortizationRow } from '../amortization'
import { Decimal } from '../money'
import { requireValid } from '../query-params'
import { aprInputSchema, pointsCostCents, type AprInput } from './schema'
import { aprMessages } from './texts'

export interface AprResult {
  /** The regular monthly payment on the full amount at the note rate. */
  payment: number
  /** The last payment, which absorbs the rounding. */
  finalPayment: number
  pointsCost: number
  /** Fees + cost of points. */
  prepaid: number
  /** Amount − prepaid finance charges. */
  amountFinanced: number
  totalOfPayments: number
  /** Total of payments − amount financed. */
  financeCharge: number
  /** APR in percent, rounded half-up to 3 decimals ('6.745'); undefined above 1,200%. */
  apr: string | undefined
  schedule: AmortizationRow[]
}

/** Present value of `payments` (in cents, one a month from month 1) at the monthly rate `i`. */
function presentValue(payments: readonly number[], i: number): number {
  const discount = 1 / (1 + i)
  let factor = 1
  let total = 0
  for (const payment of payments) {
    factor *= discount
    total += payment * factor
  }
  return total
}

/**
 * Regulation Z Appendix J (b)(8), single advance, regular first period: the monthly rate i ≥ 0 with
 * advance = Σ P_k / (1+i)^k. The right-hand side strictly decreases in i, so bisection on [0, 1] finds the one
 * root; 50 halvings leave i within 1e−15. Undefined when the root is above 1 (an APR above 1,200%). The root
 * is not money, so binary floating point is exact enough: the APR is printed to 3 decimals.
 */
export function appendixJRate(advanceCents: number, paymentsCents: readonly number[]): number | undefined {
  if (presentValue(paymentsCents, 1) > advanceCents) return undefined
  if (presentValue(paymentsCents, 0) <= advanceCents) return 0
  let low = 0
  let high = 1
  for (let step = 0; step < 50; step++) {
    const middle = (low + high) / 2
    if (presentValue(paymentsCents, middle) > advanceCents) low = middle
    else high = middle
  }
  return (low + high) / 2
}

/** The APR in percent (12 × i × 100) rounded half-up to 3 decimals, as text with its 3 decimals. */
export function aprPercent(monthlyRate: number): string {
  return new Decimal(monthlyRate).times(1200).toFixed(3, Decimal.ROUND_HALF_UP)
}

/** Payment, finance charge and APR of a loan with fees and points; throws CalculatorInputError for invalid input. */
export function computeApr(input: AprInput): AprResult {
  const { amount, rate, months, fees, points } = requireValid(aprInputSchema, input, aprMessages.en)
  const amountCents = toWholeCents(amount)
  const loan = amortize({ principalCents: amountCents, apr: rate, months })
  const pointsCents = pointsCostCents(amount, points)
  const prepaidCents = toWholeCents(fees) + pointsCents
  const financedCents = amountCents - prepaidCents
  const paymentsCents = loan.rows.map((row) => Math.round(row.payment * 100))
  const totalCents = paymentsCents.reduce((sum, payment) => sum + payment, 0)
  const i = appendixJRate(financedCents, paymentsCents)
  return {
    payment: loan.paymentCents / 100,
    finalPayment: loan.finalPaidCents / 100,
    pointsCost: pointsCents / 100,
    prepaid: prepaidCents / 100,
    amountFinanced: financedCents / 100,
    totalOfPayments: totalCents / 100,
    financeCharge: (totalCents - financedCents) / 100,
    apr: i === undefined ? undefined : aprPercent(i),
    schedule: loan.rows,
  }
}
