import { defineSteps, money } from '../kit/steps'
import { Decimal } from '../money'
import { computeDebtPayoff, type StrategyResult } from './engine'
import type { DebtPayoffInput } from './schema'

function plan(result: StrategyResult): string {
  if (result.outcome === 'never') return 'not paid off within 50 years'
  const order = result.order.map((each) => `Debt ${each.slot} (month ${each.month})`).join(' → ')
  return `${result.months} months, ${money(result.totalInterest)} of interest; paid off: ${order}`
}

/**
 * Each month: every open debt charged balance × APR ÷ 12 (rounded), every minimum paid, then the rest of the
 * budget to the first debt in the strategy's order (avalanche: highest APR first; snowball: smallest balance).
 */
export default defineSteps<DebtPayoffInput>((values) => {
  const result = computeDebtPayoff(values)
  if (result.outcome === 'noDebts') return [{ label: 'Debts', formula: 'balances entered', value: 'none' }]
  if (result.outcome === 'budgetTooLow')
    return [
      {
        label: 'Budget against the minimums',
        formula: 'the monthly budget must cover every minimum payment',
        value: `${money(result.budget)} < ${money(result.minimums)}`,
      },
    ]
  const firstInterest = result.avalanche.rows[0]?.interest ?? 0
  return [
    { label: 'Total owed', formula: 'sum of the balances', value: money(result.startBalance) },
    {
      label: 'Month 1 interest',
      formula: 'each debt’s balance × its APR ÷ 12, rounded to the cent, summed',
      value: money(firstInterest),
    },
    {
      label: 'Avalanche (highest APR first)',
      formula: 'minimums on every debt, the rest of the budget on the highest APR',
      value: plan(result.avalanche),
    },
    {
      label: 'Snowball (smallest balance first)',
      formula: 'minimums on every debt, the rest of the budget on the smallest balance',
      value: plan(result.snowball),
    },
    ...(result.avalanche.outcome === 'paidOff' && result.snowball.outcome === 'paidOff'
      ? [
          {
            label: 'Interest the avalanche saves',
            formula: 'snowball interest − avalanche interest',
            value: money(new Decimal(result.snowball.totalInterest).minus(result.avalanche.totalInterest)),
          },
        ]
      : []),
  ]
})
