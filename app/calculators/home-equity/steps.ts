import { count, defineSteps, money } from '../kit/steps'
import { computeHomeEquity } from './engine'
import type { HomeEquityInput } from './schema'

/** Equity a lender lets you borrow (a combined loan-to-value limit), then a level-payment loan of it. */
export default defineSteps<HomeEquityInput>((values) => {
  const result = computeHomeEquity(values)
  const loan = result.amortized
  return [
    {
      label: 'Most all loans may total',
      formula: `home value × ${count(values.cltv)}% (combined loan-to-value), rounded to the cent`,
      value: money(result.maxCombined),
    },
    {
      label: 'Equity you can borrow',
      formula: 'that limit − mortgage balance, at least 0',
      value: money(result.available),
    },
    {
      label: 'Loan',
      formula: 'the smaller of the amount wanted and the equity you can borrow',
      value: `${money(result.loan)}${result.capped ? ' (capped)' : ''}`,
    },
    ...(loan
      ? [
          {
            label: 'Monthly payment',
            formula: `loan · r · (1 + r)^n ÷ ((1 + r)^n − 1), r = ${count(values.rate)}% ÷ 12, n = ${values.years * 12}, to the cent`,
            value: money(loan.payment),
          },
          {
            label: 'Total interest',
            formula: 'sum of each month’s interest, rounded to the cent',
            value: money(loan.totalInterest),
          },
          {
            label: 'Total of payments',
            formula: 'loan + total interest',
            value: money(loan.totalOfPayments),
          },
          {
            label: 'Combined loan-to-value after',
            formula: '(mortgage balance + loan) × 100 ÷ home value, two decimals',
            value: `${loan.cltvAfter}%`,
          },
        ]
      : []),
  ]
})
