import type { FieldSpec } from '../ui/field-spec'
import type { BiweeklyField } from './schema'
import type { BiweeklyMessageKey, BiweeklyText } from './texts'

export const biweeklyFields = [
  {
    name: 'amount',
    field: 'amount',
    kind: 'money',
    label: (t) => t.amount,
    slider: { min: 1_000, max: 2_000_000, step: 5_000 },
    blankKey: 'biweekly.amount.number',
  },
  {
    name: 'rate',
    field: 'rate',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 20, step: 0.125 },
    blankKey: 'biweekly.rate.number',
  },
  {
    name: 'years',
    field: 'years',
    kind: 'count',
    label: (t) => t.years,
    slider: { min: 1, max: 40, step: 1 },
    blankKey: 'biweekly.years.number',
  },
] as const satisfies readonly FieldSpec<string, BiweeklyField, BiweeklyText, BiweeklyMessageKey>[]
