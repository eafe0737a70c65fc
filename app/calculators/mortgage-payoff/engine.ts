import { amortize, toWholeCents, type AmortizationRow } from '../amortization'
import { applyRatioToCents, exactRatio } from '../money'
import { requireValid } from '../query-params'
import { mortgagePayoffInputSchema, type MortgagePayoffInput } from './schema'
import { mortgagePayoffMessages } from './texts'

export interface MortgagePayoffResult {
  /** The scheduled payment from the balance, rate and remaining months. */
  payment: number
  baselineMonths: number
  newMonths: number
  monthsSaved: number
  baselineInterest: number
  newInterest: number
  interestSaved: number
  /** The last payment with extras: what was owed that month. */
  finalPayment: number
  /** The lump sum's payment number when the loan is paid off before it (and a lump sum was given). */
  lumpNotNeeded: number | undefined
  /** Month by month with extras: the regular payment, its principal, the extras paid, the balance. */
  schedule: AmortizationRow[]
  /** Balance after each payment without extras, for the comparison. */
  baselineBalances: number[]
}

/** Extra monthly, yearly and lump-sum payments on an existing loan; throws CalculatorInputError for invalid input. */
export function computeMortgagePayoff(input: MortgagePayoffInput): MortgagePayoffResult {
  const values = requireValid(mortgagePayoffInputSchema, input, mortgagePayoffMessages.en)
  const { rate, months } = values
  const balanceCents = toWholeCents(values.balance)
  const baseline = amortize({ principalCents: balanceCents, apr: rate, months })
  const paymentCents = baseline.paymentCents
  const extraCents = toWholeCents(values.extra)
  const yearlyCents = toWholeCents(values.extraYearly)
  const lumpCents = toWholeCents(values.lump)
  const lumpMonth = Math.min(values.lumpMonth, months)
  const ratio = exactRatio(rate, 1200)
  const schedule: AmortizationRow[] = []
  let balance = balanceCents
  let interestCents = 0
  let finalCents = 0
  for (let month = 1; balance > 0; month++) {
    const interest = applyRatioToCents(balance, ratio)
    interestCents += interest
    const extras = extraCents + (month % 12 === 0 ? yearlyCents : 0) + (month === lumpMonth ? lumpCents : 0)
    const owed = balance + interest
    if (month === months || owed <= paymentCents + extras) {
      const extraPart = Math.min(extras, balance)
      schedule.push(row(month, owed - extraPart, interest, balance - extraPart, extraPart, 0))
      finalCents = owed
      balance = 0
    } else {
      balance = owed - paymentCents - extras
      schedule.push(row(month, paymentCents, interest, paymentCents - interest, extras, balance))
    }
  }
  const newMonths = schedule.length
  const baselineMonths = baseline.rows.length
  return {
    payment: paymentCents / 100,
    baselineMonths,
    newMonths,
    monthsSaved: baselineMonths - newMonths,
    baselineInterest: baseline.totalInterestCents / 100,
    newInterest: interestCents / 100,
    interestSaved: (baseline.totalInterestCents - interestCents) / 100,
    finalPayment: finalCents / 100,
    lumpNotNeeded: lumpCents > 0 && newMonths < lumpMonth ? lumpMonth : undefined,
    schedule,
    baselineBalances: baseline.rows.map((each) => each.balance),
  }
}

function row(
  period: number,
  payment: number,
  interest: number,
  principal: number,
  extra: number,
  balance: number,
): AmortizationRow {
  return {
    period,
    payment: payment / 100,
    interest: interest / 100,
    principal: principal / 100,
    extra: extra / 100,
    balance: balance / 100,
  }
}
