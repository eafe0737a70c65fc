import type { FieldSpec } from '../ui/field-spec'
import type { AprField } from './schema'
import type { AprMessageKey, AprText } from './texts'

export const aprFields = [
  {
    name: 'amount',
    field: 'amount',
    kind: 'money',
    label: (t) => t.amount,
    slider: { min: 1_000, max: 2_000_000, step: 5_000 },
    blankKey: 'apr.amount.number',
  },
  {
    name: 'rate',
    field: 'rate',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 30, step: 0.125 },
    blankKey: 'apr.rate.number',
  },
  {
    name: 'months',
    field: 'months',
    kind: 'count',
    label: (t) => t.months,
    slider: { min: 1, max: 480, step: 1 },
    blankKey: 'apr.months.number',
  },
  {
    name: 'fees',
    field: 'fees',
    kind: 'money',
    label: (t) => t.fees,
    slider: { min: 0, max: 50_000, step: 100 },
    blankKey: 'apr.fees.number',
  },
  {
    name: 'points',
    field: 'points',
    kind: 'percent',
    label: (t) => t.points,
    slider: { min: 0, max: 10, step: 0.125 },
    blankKey: 'apr.points.number',
  },
] as const satisfies readonly FieldSpec<string, AprField, AprText, AprMessageKey>[]
