import { count, defineSteps, exact, money } from '../kit/steps'
import { Decimal } from '../money'
import { computeSavingsGoal } from './engine'
import type { SavingsGoalInput } from './schema'

/**
 * Monthly compounding at rate ÷ 12, the balance rounded each month, deposits at the month's end
 * (calculator-references.md). The annuity formula gives the required deposit; the engine then finds the
 * smallest whole cent that meets the goal with the monthly rounding.
 */
export default defineSteps<SavingsGoalInput>((values) => {
  const result = computeSavingsGoal(values)
  const r = new Decimal(values.apr).div(1200)
  const growth = r.plus(1).pow(values.months)
  const shortfall = new Decimal(values.goal).minus(new Decimal(values.savings).times(growth))
  const closedForm = r.isZero() ? shortfall.div(values.months) : shortfall.times(r).div(growth.minus(1))
  const [first] = result.schedule
  return [
    { label: 'Monthly rate r', formula: `${count(values.apr)}% ÷ 12`, value: exact(r) },
    {
      label: 'Growth over the target (1 + r)^n',
      formula: `(1 + r)^${values.months}`,
      value: exact(growth),
    },
    {
      label: 'Required deposit, by the annuity formula',
      formula: '(goal − savings · (1 + r)^n) · r ÷ ((1 + r)^n − 1), unrounded',
      value: closedForm.lte(0) ? 'none needed' : exact(closedForm),
    },
    {
      label: 'Required monthly deposit',
      formula: 'the smallest whole-cent deposit that reaches the goal with each month’s interest rounded',
      value: money(result.requiredDeposit),
    },
    {
      label: `Balance after ${values.months} months at that deposit`,
      formula: 'month by month: balance + round(balance × r) + deposit',
      value: money(result.requiredBalance),
    },
    ...(first
      ? [
          {
            label: 'Month 1 with your deposit',
            formula: 'savings + round(savings × r) + deposit',
            value: money(first.balance),
          },
        ]
      : []),
    {
      label: 'Months to the goal with your deposit',
      formula: 'the first month the balance reaches the goal (up to 1,200)',
      value:
        result.monthsToGoal === undefined
          ? 'not reached'
          : `${result.monthsToGoal} (balance ${money(result.balanceAtGoal ?? 0)})`,
    },
  ]
})
