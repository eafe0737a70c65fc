import { count, defineSteps, money } from '../kit/steps'
import { computeMortgagePayoff } from './engine'
import type { MortgagePayoffInput } from './schema'

/** The scheduled payment, then month by month with the extras; both totals of interest compared. */
export default defineSteps<MortgagePayoffInput>((values) => {
  const result = computeMortgagePayoff(values)
  const [first] = result.schedule
  const extras = [
    `${money(values.extra)} every month`,
    `${money(values.extraYearly)} every 12th month`,
    `${money(values.lump)} once in month ${values.lumpMonth}`,
  ].join(', ')
  return [
    {
      label: 'Scheduled payment',
      formula: `balance · r · (1 + r)^n ÷ ((1 + r)^n − 1), r = ${count(values.rate)}% ÷ 12, n = ${values.months}, to the cent`,
      value: money(result.payment),
    },
    ...(first
      ? [
          {
            label: 'Month 1 interest',
            formula: 'balance × r, rounded to the cent',
            value: money(first.interest),
          },
          {
            label: 'Balance after month 1',
            formula: 'balance + interest − payment − that month’s extras',
            value: money(first.balance),
          },
        ]
      : []),
    {
      label: 'Months with the extras',
      formula: `each month: interest, the payment, then the extras (${extras})`,
      value: `${result.newMonths} of ${result.baselineMonths} (${result.monthsSaved} saved), the last ${money(result.finalPayment)}`,
    },
    {
      label: 'Interest without extras',
      formula: 'sum of each month’s rounded interest on the schedule',
      value: money(result.baselineInterest),
    },
    {
      label: 'Interest with the extras',
      formula: 'the same, on the schedule with extras',
      value: money(result.newInterest),
    },
    { label: 'Interest saved', formula: 'without − with', value: money(result.interestSaved) },
  ]
})
