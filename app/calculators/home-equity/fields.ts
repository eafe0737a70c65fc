import type { FieldSpec } from '../ui/field-spec'
import type { HomeEquityField } from './schema'
import type { HomeEquityMessageKey, HomeEquityText } from './texts'

export const homeEquityFields = [
  {
    name: 'value',
    field: 'value',
    kind: 'money',
    label: (t) => t.value,
    slider: { min: 10_000, max: 2_000_000, step: 5_000 },
    blankKey: 'homeEquity.value.number',
  },
  {
    name: 'balance',
    field: 'balance',
    kind: 'money',
    label: (t) => t.balance,
    slider: { min: 0, max: 2_000_000, step: 5_000 },
    blankKey: 'homeEquity.balance.number',
  },
  {
    name: 'cltv',
    field: 'cltv',
    kind: 'percent',
    label: (t) => t.cltv,
    slider: { min: 50, max: 100, step: 1 },
    blankKey: 'homeEquity.cltv.number',
  },
  {
    name: 'wanted',
    field: 'wanted',
    kind: 'money',
    label: (t) => t.wanted,
    slider: { min: 0, max: 500_000, step: 1_000 },
    blankKey: 'homeEquity.wanted.number',
  },
  {
    name: 'rate',
    field: 'rate',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 25, step: 0.125 },
    blankKey: 'homeEquity.rate.number',
  },
  {
    name: 'years',
    field: 'years',
    kind: 'count',
    label: (t) => t.years,
    slider: { min: 1, max: 30, step: 1 },
    blankKey: 'homeEquity.years.number',
  },
] as const satisfies readonly FieldSpec<string, HomeEquityField, HomeEquityText, HomeEquityMessageKey>[]
