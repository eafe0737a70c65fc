import { applyRatioToCents, exactRatio, roundCents, toCents, toDecimal, type DecimalInput } from './money'
import { pmt } from './tvm'

// The amortization convention of calculator-references.md, shared by every fixed-rate loan: the payment is
// rounded half-up to the cent, each period's interest is rounded, and the last payment absorbs the rounding.
// Whole cents in plain integers are exact (every amount is below 2^53 cents) and keep a 600-row schedule far
// below the 2 ms budget; interest, the only product, is rounded exactly by applyRatioToCents.

export interface AmortizationRow {
  period: number
  /** Scheduled payment for the period: interest + principal (extra payment not included). */
  payment: number
  interest: number
  principal: number
  /** Extra principal paid this period; present only when greater than 0. */
  extra?: number
  /** Balance after this period's payment and extra payment. */
  balance: number
}

export interface Amortization {
  rows: AmortizationRow[]
  paymentCents: number
  /** Sum of the rounded interest amounts. */
  totalInterestCents: number
  /** Everything paid in the last period (its payment plus any extra). */
  finalPaidCents: number
}

export interface AmortizationTerms {
  principalCents: number
  /** Annual percentage rate in percent (6.5 means 6.5%). */
  apr: number
  months: number
  /** Extra principal with every payment, in cents (default 0). */
  extraCents?: number
}

/** Rounds a dollar amount half-up to the cent and returns it as whole cents. */
export function toWholeCents(value: DecimalInput): number {
  return roundCents(value).times(100).toNumber()
}

/** Payment P·r / (1 − (1 + r)^−n) with r = APR / 12 / 100, or P / n at 0%, rounded half-up to the cent. */
export function monthlyPayment(principal: number, apr: number, months: number): number {
  const rate = toDecimal(apr).div(1200)
  return toCents(pmt(rate, months, roundCents(principal)).neg())
}

/** Full schedule of a fixed-rate monthly loan; ends early only when the payments cover the balance sooner. */
export function amortize(terms: AmortizationTerms): Amortization {
  const rows: AmortizationRow[] = []
  const { paymentCents, totalInterestCents, finalPaidCents } = walk(terms, (each) => rows.push(each))
  return { rows, paymentCents, totalInterestCents, finalPaidCents }
}

export interface AmortizationTotals extends Omit<Amortization, 'rows'> {
  /** Number of payments: the schedule's length. */
  payments: number
}

/** What `amortize` sums up, without building its rows: for figures that show no schedule. */
export function amortizationTotals(terms: AmortizationTerms): AmortizationTotals {
  return walk(terms)
}

// The one loop of the convention, in whole cents; a period's row is built only for `onRow`.
function walk(
  { principalCents, apr, months, extraCents = 0 }: AmortizationTerms,
  onRow?: (row: AmortizationRow) => void,
): AmortizationTotals {
  const rate = exactRatio(apr, 1200)
  const paymentCents = toWholeCents(monthlyPayment(principalCents / 100, apr, months))
  let balance = principalCents
  let totalInterestCents = 0
  let finalPaidCents = 0
  let payments = 0
  for (let period = 1; period <= months && balance > 0; period++) {
    const interest = applyRatioToCents(balance, rate)
    totalInterestCents += interest
    payments = period
    const owed = balance + interest
    if (period === months || owed <= paymentCents) {
      if (onRow) onRow(row(period, owed, interest, balance, 0, 0))
      finalPaidCents = owed
      balance = 0
    } else {
      const principalPart = paymentCents - interest
      const extraPart = Math.min(extraCents, balance - principalPart)
      balance -= principalPart + extraPart
      if (onRow) onRow(row(period, paymentCents, interest, principalPart, extraPart, balance))
      finalPaidCents = paymentCents + extraPart
    }
  }
  return { paymentCents, totalInterestCents, finalPaidCents, payments }
}

function row(
  period: number,
  payment: number,
  interest: number,
  principal: number,
  extra: number,
  balance: number,
): AmortizationRow {
  const result: AmortizationRow = {
    period,
    payment: payment / 100,
    interest: interest / 100,
    principal: principal / 100,
    balance: balance / 100,
  }
  if (extra > 0) result.extra = extra / 100
  return result
}
