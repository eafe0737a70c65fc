import type { FieldSpec } from '../ui/field-spec'
import type { MortgagePayoffField } from './schema'
import type { MortgagePayoffMessageKey, MortgagePayoffText } from './texts'

export const mortgagePayoffFields = [
  {
    name: 'balance',
    field: 'balance',
    kind: 'money',
    label: (t) => t.balance,
    slider: { min: 1_000, max: 2_000_000, step: 5_000 },
    blankKey: 'mortgagePayoff.balance.number',
  },
  {
    name: 'rate',
    field: 'rate',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 20, step: 0.125 },
    blankKey: 'mortgagePayoff.rate.number',
  },
  {
    name: 'months',
    field: 'months',
    kind: 'count',
    label: (t) => t.months,
    slider: { min: 1, max: 480, step: 1 },
    blankKey: 'mortgagePayoff.months.number',
  },
  {
    name: 'extra',
    field: 'extra',
    kind: 'money',
    label: (t) => t.extra,
    slider: { min: 0, max: 5_000, step: 25 },
    blankKey: 'mortgagePayoff.extra.number',
  },
  {
    name: 'extraYearly',
    field: 'extraYearly',
    kind: 'money',
    label: (t) => t.extraYearly,
    slider: { min: 0, max: 50_000, step: 250 },
    blankKey: 'mortgagePayoff.extraYearly.number',
  },
  {
    name: 'lump',
    field: 'lump',
    kind: 'money',
    label: (t) => t.lump,
    slider: { min: 0, max: 200_000, step: 1_000 },
    blankKey: 'mortgagePayoff.lump.number',
  },
  {
    name: 'lumpMonth',
    field: 'lumpMonth',
    kind: 'count',
    label: (t) => t.lumpMonth,
    slider: { min: 1, max: 480, step: 1 },
    blankKey: 'mortgagePayoff.lumpMonth.number',
  },
] as const satisfies readonly FieldSpec<
  string,
  MortgagePayoffField,
  MortgagePayoffText,
  MortgagePayoffMessageKey
>[]
