import type { FieldSpec } from '../ui/field-spec'
import type { MortgageField } from './schema'
import type { MortgageMessageKey, MortgageText } from './texts'

export const mortgageFields = [
  {
    name: 'price',
    field: 'price',
    kind: 'money',
    label: (t) => t.price,
    slider: { min: 50_000, max: 2_000_000, step: 5_000 },
    blankKey: 'mortgage.price.number',
  },
  {
    name: 'down',
    field: 'down',
    kind: 'money',
    label: (t) => t.down,
    slider: { min: 0, max: 500_000, step: 1_000 },
    blankKey: 'mortgage.down.number',
  },
  {
    name: 'rate',
    field: 'apr',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 15, step: 0.125 },
    blankKey: 'mortgage.rate.number',
  },
  {
    name: 'years',
    field: 'years',
    kind: 'count',
    label: (t) => t.years,
    slider: { min: 5, max: 40, step: 1 },
    blankKey: 'mortgage.years.number',
  },
  {
    name: 'tax',
    field: 'taxRate',
    kind: 'percent',
    label: (t) => t.tax,
    slider: { min: 0, max: 4, step: 0.05 },
    blankKey: 'mortgage.tax.number',
  },
  {
    name: 'insurance',
    field: 'insurance',
    kind: 'money',
    label: (t) => t.insurance,
    slider: { min: 0, max: 10_000, step: 50 },
    blankKey: 'mortgage.insurance.number',
  },
  {
    name: 'pmi',
    field: 'pmiRate',
    kind: 'percent',
    label: (t) => t.pmi,
    slider: { min: 0, max: 2, step: 0.05 },
    blankKey: 'mortgage.pmi.number',
  },
  {
    name: 'hoa',
    field: 'hoa',
    kind: 'money',
    label: (t) => t.hoa,
    slider: { min: 0, max: 1_000, step: 10 },
    blankKey: 'mortgage.hoa.number',
  },
] as const satisfies readonly FieldSpec<string, MortgageField, MortgageText, MortgageMessageKey>[]
