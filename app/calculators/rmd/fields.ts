import type { FieldSpec } from '../ui/field-spec'
import type { RmdField } from './schema'
import type { RmdMessageKey, RmdText } from './texts'

export const rmdFields = [
  {
    name: 'age',
    field: 'age',
    kind: 'count',
    label: (t) => t.age,
    slider: { min: 73, max: 120, step: 1 },
    blankKey: 'rmd.age.number',
  },
  {
    name: 'balance',
    field: 'balance',
    kind: 'money',
    label: (t) => t.balance,
    slider: { min: 0, max: 3_000_000, step: 5_000 },
    blankKey: 'rmd.balance.number',
  },
  {
    name: 'return',
    field: 'return',
    kind: 'percent',
    label: (t) => t.return,
    slider: { min: 0, max: 12, step: 0.1 },
    blankKey: 'rmd.return.number',
  },
  {
    name: 'years',
    field: 'years',
    kind: 'count',
    label: (t) => t.years,
    slider: { min: 1, max: 30, step: 1 },
    blankKey: 'rmd.years.number',
  },
] as const satisfies readonly FieldSpec<string, RmdField, RmdText, RmdMessageKey>[]
