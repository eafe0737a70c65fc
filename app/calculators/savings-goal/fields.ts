import type { FieldSpec } from '../ui/field-spec'
import type { SavingsGoalField } from './schema'
import type { SavingsGoalMessageKey, SavingsGoalText } from './texts'

export const savingsGoalFields = [
  {
    name: 'goal',
    field: 'goal',
    kind: 'money',
    label: (t) => t.goal,
    slider: { min: 1_000, max: 200_000, step: 1_000 },
    blankKey: 'savingsGoal.goal.number',
  },
  {
    name: 'savings',
    field: 'savings',
    kind: 'money',
    label: (t) => t.savings,
    slider: { min: 0, max: 100_000, step: 500 },
    blankKey: 'savingsGoal.savings.number',
  },
  {
    name: 'deposit',
    field: 'deposit',
    kind: 'money',
    label: (t) => t.deposit,
    slider: { min: 0, max: 5_000, step: 25 },
    blankKey: 'savingsGoal.deposit.number',
  },
  {
    name: 'rate',
    field: 'apr',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 10, step: 0.05 },
    blankKey: 'savingsGoal.rate.number',
  },
  {
    name: 'months',
    field: 'months',
    kind: 'count',
    label: (t) => t.months,
    slider: { min: 1, max: 240, step: 1 },
    blankKey: 'savingsGoal.months.number',
  },
] as const satisfies readonly FieldSpec<string, SavingsGoalField, SavingsGoalText, SavingsGoalMessageKey>[]
