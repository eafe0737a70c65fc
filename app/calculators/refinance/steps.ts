import { count, defineSteps, exact, money } from '../kit/steps'
import { Decimal } from '../money'
import { computeRefinance } from './engine'
import type { RefinanceInput } from './schema'

/** Keeping the loan against refinancing it: both level payments, the saving, break-even and lifetime totals. */
export default defineSteps<RefinanceInput>((values) => {
  const result = computeRefinance(values)
  const saving = new Decimal(result.monthlySaving)
  const costs = new Decimal(values.costs)
  return [
    {
      label: 'Current payment',
      formula: `balance · r · (1 + r)^n ÷ ((1 + r)^n − 1), r = ${count(values.apr)}% ÷ 12, n = ${values.months}, to the cent`,
      value: money(result.currentPayment),
    },
    {
      label: 'New loan amount',
      formula:
        values.rollCosts === 1 ? 'balance + closing costs (rolled in)' : 'balance (costs paid at closing)',
      value: money(result.newLoanAmount),
    },
    {
      label: 'New payment',
      formula: `same formula, r = ${count(values.newApr)}% ÷ 12, n = ${values.newMonths}`,
      value: money(result.newPayment),
    },
    { label: 'Monthly saving', formula: 'current payment − new payment', value: money(result.monthlySaving) },
    {
      label: 'Break-even month',
      formula: 'closing costs ÷ monthly saving, rounded up (none when the new payment is not lower)',
      value:
        result.breakEvenMonth === undefined
          ? 'none'
          : `${result.breakEvenMonth} (${exact(costs.div(saving))} unrounded)`,
    },
    {
      label: 'Interest left on the current loan',
      formula: 'sum of each month’s interest on its schedule, rounded to the cent each month',
      value: money(result.currentInterest),
    },
    {
      label: 'Interest on the new loan',
      formula: 'the same, over the new schedule',
      value: money(result.newInterest),
    },
    {
      label: 'Current loan, still to pay',
      formula: 'balance + its interest',
      value: money(result.currentTotalCost),
    },
    {
      label: 'Refinancing, all told',
      formula: 'new loan + its interest + costs paid at closing',
      value: money(result.newTotalCost),
    },
    {
      label: 'Lifetime savings',
      formula: 'current loan’s total − refinancing’s total',
      value: money(result.lifetimeSavings),
    },
  ]
})
