import type { FieldSpec } from '../ui/field-spec'
import type { AffordabilityField } from './schema'
import type { AffordabilityMessageKey, AffordabilityText } from './texts'

export const affordabilityFields = [
  {
    name: 'income',
    field: 'income',
    kind: 'money',
    label: (t) => t.income,
    slider: { min: 20_000, max: 500_000, step: 1_000 },
    blankKey: 'affordability.income.number',
  },
  {
    name: 'debts',
    field: 'debts',
    kind: 'money',
    label: (t) => t.debts,
    slider: { min: 0, max: 5_000, step: 25 },
    blankKey: 'affordability.debts.number',
  },
  {
    name: 'down',
    field: 'down',
    kind: 'money',
    label: (t) => t.down,
    slider: { min: 0, max: 300_000, step: 1_000 },
    blankKey: 'affordability.down.number',
  },
  {
    name: 'rate',
    field: 'apr',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 15, step: 0.125 },
    blankKey: 'affordability.rate.number',
  },
  {
    name: 'years',
    field: 'years',
    kind: 'count',
    label: (t) => t.years,
    slider: { min: 5, max: 40, step: 1 },
    blankKey: 'affordability.years.number',
  },
  {
    name: 'tax',
    field: 'taxRate',
    kind: 'percent',
    label: (t) => t.tax,
    slider: { min: 0, max: 4, step: 0.05 },
    blankKey: 'affordability.tax.number',
  },
  {
    name: 'insurance',
    field: 'insurance',
    kind: 'money',
    label: (t) => t.insurance,
    slider: { min: 0, max: 10_000, step: 50 },
    blankKey: 'affordability.insurance.number',
  },
  {
    name: 'front',
    field: 'front',
    kind: 'percent',
    label: (t) => t.front,
    slider: { min: 10, max: 50, step: 1 },
    blankKey: 'affordability.front.number',
  },
  {
    name: 'back',
    field: 'back',
    kind: 'percent',
    label: (t) => t.back,
    slider: { min: 10, max: 60, step: 1 },
    blankKey: 'affordability.back.number',
  },
] as const satisfies readonly FieldSpec<
  string,
  AffordabilityField,
  AffordabilityText,
  AffordabilityMessageKey
>[]
