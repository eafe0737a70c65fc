import type { FieldSpec } from '../ui/field-spec'
import type { RetirementIncomeField } from './schema'
import type { RetirementIncomeMessageKey, RetirementIncomeText } from './texts'

export const retirementIncomeFields = [
  {
    name: 'savings',
    field: 'savings',
    kind: 'money',
    label: (t) => t.savings,
    slider: { min: 10_000, max: 3_000_000, step: 10_000 },
    blankKey: 'retirementIncome.savings.number',
  },
  {
    name: 'withdrawal',
    field: 'withdrawal',
    kind: 'money',
    label: (t) => t.withdrawal,
    slider: { min: 100, max: 20_000, step: 100 },
    blankKey: 'retirementIncome.withdrawal.number',
  },
  {
    name: 'return',
    field: 'return',
    kind: 'percent',
    label: (t) => t.return,
    slider: { min: 0, max: 12, step: 0.1 },
    blankKey: 'retirementIncome.return.number',
  },
  {
    name: 'increase',
    field: 'increase',
    kind: 'percent',
    label: (t) => t.increase,
    slider: { min: 0, max: 10, step: 0.1 },
    blankKey: 'retirementIncome.increase.number',
  },
  {
    name: 'years',
    field: 'years',
    kind: 'count',
    label: (t) => t.years,
    slider: { min: 1, max: 60, step: 1 },
    blankKey: 'retirementIncome.years.number',
  },
] as const satisfies readonly FieldSpec<
  string,
  RetirementIncomeField,
  RetirementIncomeText,
  RetirementIncomeMessageKey
>[]
