import { count, defineSteps, exact, money } from '../kit/steps'
import { Decimal } from '../money'
import { computeBiweekly } from './engine'
import type { BiweeklyInput } from './schema'

/** Half the monthly payment every two weeks: 26 half payments a year, interest at rate ÷ 26 a period. */
export default defineSteps<BiweeklyInput>((values) => {
  const result = computeBiweekly(values)
  const [first] = result.schedule
  return [
    {
      label: 'Monthly payment',
      formula: `P · r · (1 + r)^n ÷ ((1 + r)^n − 1), r = ${count(values.rate)}% ÷ 12, n = ${values.years * 12}, to the cent`,
      value: money(result.monthlyPayment),
    },
    {
      label: 'Biweekly payment',
      formula: 'monthly payment ÷ 2, a half cent rounded up',
      value: money(result.biweeklyPayment),
    },
    {
      label: 'Rate per two weeks',
      formula: `${count(values.rate)}% ÷ 26`,
      value: exact(new Decimal(values.rate).div(2600)),
    },
    ...(first
      ? [
          {
            label: 'First period’s interest',
            formula: 'loan × rate per two weeks, rounded to the cent',
            value: money(first.interest),
          },
        ]
      : []),
    {
      label: 'Biweekly payments to payoff',
      formula: 'each period: interest added, the payment (or what is left) taken off',
      value: `${result.payments}, the last ${money(result.finalPayment)}`,
    },
    {
      label: 'Paid off after',
      formula: '⌈12 × payments ÷ 26⌉ months',
      value: `${result.payoffMonths} months (${result.monthsSaved} sooner)`,
    },
    {
      label: 'Interest paying monthly',
      formula: 'sum of each month’s rounded interest',
      value: money(result.monthlyInterest),
    },
    {
      label: 'Interest paying biweekly',
      formula: 'sum of each period’s rounded interest',
      value: money(result.biweeklyInterest),
    },
    {
      label: 'Interest saved',
      formula: 'monthly interest − biweekly interest',
      value: money(result.interestSaved),
    },
  ]
})
