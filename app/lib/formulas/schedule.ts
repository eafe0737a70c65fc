import type DecimalJs from 'decimal.js'
import { amortizationTotals, toWholeCents } from '~/calculators/amortization'
import { Decimal } from '~/calculators/money'
import type { StepBudget } from './budget'
import { fail } from './errors'
import { FORMULA_LIMITS } from './limits'

// A definition's level-payment schedule follows the registry loans' convention through their own code
// (app/calculators/amortization.ts): the payment rounded half-up to the cent, each month's interest rounded,
// the last payment absorbing the rounding. Its totals are names formulas can use.
export const SCHEDULE_NAMES = [
  'schedule_payment',
  'schedule_payments',
  'schedule_interest',
  'schedule_total',
  'schedule_last_payment',
] as const

export type ScheduleName = (typeof SCHEDULE_NAMES)[number]

export function isScheduleName(name: string): name is ScheduleName {
  return (SCHEDULE_NAMES as readonly string[]).includes(name)
}

export function scheduleTotals(
  amount: DecimalJs,
  annualRate: DecimalJs,
  term: DecimalJs,
  budget: StepBudget,
): Record<ScheduleName, DecimalJs> {
  if (!term.isInteger() || term.lt(1) || term.gt(FORMULA_LIMITS.maxPeriods)) {
    fail(
      'invalid-argument',
      `The schedule's term must be a whole number of months from 1 to ${FORMULA_LIMITS.maxPeriods}.`,
    )
  }
  if (amount.lte(0) || annualRate.isNeg()) {
    fail('invalid-argument', "The schedule's amount must be above 0 and its rate not negative.")
  }
  budget.spend(term.toNumber())
  const principalCents = toWholeCents(amount)
  // The registry's code takes the APR in percent as a plain number; 10 decimals of a percent are exact there.
  const apr = annualRate.times(100).toDecimalPlaces(10).toNumber()
  const totals = amortizationTotals({ principalCents, apr, months: term.toNumber() })
  const cents = (value: number) => new Decimal(value).div(100)
  return {
    schedule_payment: cents(totals.paymentCents),
    schedule_payments: new Decimal(totals.payments),
    schedule_interest: cents(totals.totalInterestCents),
    schedule_total: cents(principalCents + totals.totalInterestCents),
    schedule_last_payment: cents(totals.finalPaidCents),
  }
}
