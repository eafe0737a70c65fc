import type { FieldSpec } from '../ui/field-spec'
import type { CollegeSavingsField } from './schema'
import type { CollegeSavingsMessageKey, CollegeSavingsText } from './texts'

export const collegeSavingsFields = [
  {
    name: 'age',
    field: 'age',
    kind: 'count',
    label: (t) => t.age,
    slider: { min: 0, max: 17, step: 1 },
    blankKey: 'collegeSavings.age.number',
  },
  {
    name: 'startAge',
    field: 'startAge',
    kind: 'count',
    label: (t) => t.startAge,
    slider: { min: 1, max: 25, step: 1 },
    blankKey: 'collegeSavings.startAge.number',
  },
  {
    name: 'cost',
    field: 'cost',
    kind: 'money',
    label: (t) => t.cost,
    slider: { min: 0, max: 100_000, step: 500 },
    blankKey: 'collegeSavings.cost.number',
  },
  {
    name: 'inflation',
    field: 'inflation',
    kind: 'percent',
    label: (t) => t.inflation,
    slider: { min: 0, max: 10, step: 0.1 },
    blankKey: 'collegeSavings.inflation.number',
  },
  {
    name: 'years',
    field: 'years',
    kind: 'count',
    label: (t) => t.years,
    slider: { min: 1, max: 8, step: 1 },
    blankKey: 'collegeSavings.years.number',
  },
  {
    name: 'savings',
    field: 'savings',
    kind: 'money',
    label: (t) => t.savings,
    slider: { min: 0, max: 200_000, step: 500 },
    blankKey: 'collegeSavings.savings.number',
  },
  {
    name: 'monthly',
    field: 'monthly',
    kind: 'money',
    label: (t) => t.monthly,
    slider: { min: 0, max: 3_000, step: 25 },
    blankKey: 'collegeSavings.monthly.number',
  },
  {
    name: 'return',
    field: 'return',
    kind: 'percent',
    label: (t) => t.return,
    slider: { min: 0, max: 12, step: 0.1 },
    blankKey: 'collegeSavings.return.number',
  },
] as const satisfies readonly FieldSpec<
  string,
  CollegeSavingsField,
  CollegeSavingsText,
  CollegeSavingsMessageKey
>[]
