import { amortize, toWholeCents, type AmortizationRow } from '../amortization'
import { applyRatioToCents, exactRatio } from '../money'
import { requireValid } from '../query-params'
import { biweeklyInputSchema, type BiweeklyInput } from './schema'
import { biweeklyMessages } from './texts'

export interface BiweeklyResult {
  monthlyPayment: number
  /** r2(monthly / 2). */
  biweeklyPayment: number
  /** Biweekly payments to payoff, the final one included. */
  payments: number
  /** ⌈12 × payments / 26⌉. */
  payoffMonths: number
  finalPayment: number
  monthlyInterest: number
  biweeklyInterest: number
  interestSaved: number
  /** Term in months − payoff months. */
  monthsSaved: number
  /** The biweekly schedule; `period` is the payment number. */
  schedule: AmortizationRow[]
  /** Balance after each monthly payment, for the comparison. */
  monthlyBalances: number[]
}

/** Monthly payments against half of them every two weeks; throws CalculatorInputError for invalid input. */
export function computeBiweekly(input: BiweeklyInput): BiweeklyResult {
  const { amount, rate, years } = requireValid(biweeklyInputSchema, input, biweeklyMessages.en)
  const months = years * 12
  const amountCents = toWholeCents(amount)
  const monthly = amortize({ principalCents: amountCents, apr: rate, months })
  // Half of a whole number of cents, a half cent going up: 128,965 / 2 = 64,482.5 → 64,483.
  const biweeklyCents = Math.floor((monthly.paymentCents + 1) / 2)
  const ratio = exactRatio(rate, 2600)
  const schedule: AmortizationRow[] = []
  let balance = amountCents
  let interestCents = 0
  let finalCents = 0
  // Half the monthly payment every 2 weeks covers more than the period's interest, so the loan always ends;
  // the bound only guards against a mistake.
  for (let period = 1; balance > 0 && period <= 26 * years + 26; period++) {
    const interest = applyRatioToCents(balance, ratio)
    interestCents += interest
    const owed = balance + interest
    if (owed <= biweeklyCents) {
      schedule.push(row(period, owed, interest, balance, 0))
      finalCents = owed
      balance = 0
    } else {
      balance = owed - biweeklyCents
      schedule.push(row(period, biweeklyCents, interest, biweeklyCents - interest, balance))
    }
  }
  const payments = schedule.length
  const payoffMonths = Math.floor((12 * payments + 25) / 26)
  return {
    monthlyPayment: monthly.paymentCents / 100,
    biweeklyPayment: biweeklyCents / 100,
    payments,
    payoffMonths,
    finalPayment: finalCents / 100,
    monthlyInterest: monthly.totalInterestCents / 100,
    biweeklyInterest: interestCents / 100,
    interestSaved: (monthly.totalInterestCents - interestCents) / 100,
    monthsSaved: months - payoffMonths,
    schedule,
    monthlyBalances: monthly.rows.map((each) => each.balance),
  }
}

function row(period: number, payment: number, interest: number, principal: number, balance: number) {
  return {
    period,
    payment: payment / 100,
    interest: interest / 100,
    principal: principal / 100,
    balance: balance / 100,
  }
}
