import { count, defineSteps, exact, money } from '../kit/steps'
import { Decimal } from '../money'
import { computeCreditCard, type PayoffPlan } from './engine'
import type { CreditCardInput } from './schema'

function planOutcome(plan: PayoffPlan): string {
  if (plan.outcome === 'never') return 'never: the payment does not exceed the month’s interest'
  if (plan.outcome === 'tooLong') return 'not within 1,200 months'
  return `${plan.months} months, final payment ${money(plan.finalPayment)}`
}

/**
 * calculator-references.md, credit card: interest = balance × APR ÷ 12, rounded; the minimum = the larger of
 * the floor and (interest + a percent of the balance), never more than what is owed; the last payment is what
 * is left.
 */
export default defineSteps<CreditCardInput>((values) => {
  const result = computeCreditCard(values)
  const rate = new Decimal(values.apr).div(1200)
  return [
    { label: 'Monthly rate', formula: `${count(values.apr)}% ÷ 12`, value: exact(rate) },
    {
      label: 'First month’s interest',
      formula: 'balance × monthly rate, rounded half-up to the cent',
      value: money(result.firstMonthInterest),
    },
    {
      label: 'First minimum payment',
      formula: `larger of ${money(values.minFloor)} and (interest + ${count(values.minPercent)}% of the balance), at most balance + interest`,
      value: money(result.firstMinimumPayment),
    },
    {
      label: `Paying ${money(values.payment)} a month`,
      formula: 'each month: interest added, the payment (or what is left) taken off',
      value: planOutcome(result.fixed),
    },
    {
      label: `Interest paying ${money(values.payment)}`,
      formula: 'sum of each month’s rounded interest',
      value: money(result.fixed.totalInterest),
    },
    {
      label: 'Paying the minimum only',
      formula: 'the same, the minimum recomputed each month from that month’s balance',
      value: planOutcome(result.minimum),
    },
    {
      label: 'Interest paying the minimum',
      formula: 'sum of each month’s rounded interest',
      value: money(result.minimum.totalInterest),
    },
    ...(result.monthsSaved === undefined || result.interestSaved === undefined
      ? []
      : [
          {
            label: 'Saved by the fixed payment',
            formula: 'minimum-only months and interest − fixed-payment months and interest',
            value: `${result.monthsSaved} months, ${money(result.interestSaved)}`,
          },
        ]),
  ]
})
