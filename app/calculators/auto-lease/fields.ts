import type { FieldSpec } from '../ui/field-spec'
import type { AutoLeaseField } from './schema'
import type { AutoLeaseMessageKey, AutoLeaseText } from './texts'

export const autoLeaseFields = [
  {
    name: 'msrp',
    field: 'msrp',
    kind: 'money',
    label: (t) => t.msrp,
    slider: { min: 10_000, max: 150_000, step: 500 },
    blankKey: 'autoLease.msrp.number',
  },
  {
    name: 'price',
    field: 'price',
    kind: 'money',
    label: (t) => t.price,
    slider: { min: 10_000, max: 150_000, step: 500 },
    blankKey: 'autoLease.price.number',
  },
  {
    name: 'down',
    field: 'down',
    kind: 'money',
    label: (t) => t.down,
    slider: { min: 0, max: 20_000, step: 100 },
    blankKey: 'autoLease.down.number',
  },
  {
    name: 'tradeIn',
    field: 'tradeIn',
    kind: 'money',
    label: (t) => t.tradeIn,
    slider: { min: 0, max: 30_000, step: 100 },
    blankKey: 'autoLease.tradeIn.number',
  },
  {
    name: 'residual',
    field: 'residual',
    kind: 'percent',
    label: (t) => t.residual,
    slider: { min: 30, max: 80, step: 1 },
    blankKey: 'autoLease.residual.number',
  },
  {
    name: 'apr',
    field: 'apr',
    kind: 'percent',
    label: (t) => t.apr,
    slider: { min: 0, max: 12, step: 0.05 },
    blankKey: 'autoLease.apr.number',
  },
  {
    name: 'months',
    field: 'months',
    kind: 'count',
    label: (t) => t.months,
    slider: { min: 12, max: 84, step: 1 },
    blankKey: 'autoLease.months.number',
  },
  {
    name: 'tax',
    field: 'tax',
    kind: 'percent',
    label: (t) => t.tax,
    slider: { min: 0, max: 12, step: 0.05 },
    blankKey: 'autoLease.tax.number',
  },
  {
    name: 'acqFee',
    field: 'acqFee',
    kind: 'money',
    label: (t) => t.acqFee,
    slider: { min: 0, max: 2_000, step: 5 },
    blankKey: 'autoLease.acqFee.number',
  },
] as const satisfies readonly FieldSpec<string, AutoLeaseField, AutoLeaseText, AutoLeaseMessageKey>[]
