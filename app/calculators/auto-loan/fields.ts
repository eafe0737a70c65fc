import type { FieldSpec } from '../ui/field-spec'
import type { AutoLoanField } from './schema'
import type { AutoLoanMessageKey, AutoLoanText } from './texts'

export const autoLoanFields = [
  {
    name: 'price',
    field: 'price',
    kind: 'money',
    label: (t) => t.price,
    slider: { min: 5_000, max: 150_000, step: 500 },
    blankKey: 'autoLoan.price.number',
  },
  {
    name: 'down',
    field: 'down',
    kind: 'money',
    label: (t) => t.down,
    slider: { min: 0, max: 50_000, step: 500 },
    blankKey: 'autoLoan.down.number',
  },
  {
    name: 'tradeIn',
    field: 'tradeIn',
    kind: 'money',
    label: (t) => t.tradeIn,
    slider: { min: 0, max: 50_000, step: 500 },
    blankKey: 'autoLoan.tradeIn.number',
  },
  {
    name: 'tradeOwed',
    field: 'tradeOwed',
    kind: 'money',
    label: (t) => t.tradeOwed,
    slider: { min: 0, max: 50_000, step: 500 },
    blankKey: 'autoLoan.tradeOwed.number',
  },
  {
    name: 'salesTax',
    field: 'salesTax',
    kind: 'percent',
    label: (t) => t.salesTax,
    slider: { min: 0, max: 12, step: 0.25 },
    blankKey: 'autoLoan.salesTax.number',
  },
  {
    name: 'fees',
    field: 'fees',
    kind: 'money',
    label: (t) => t.fees,
    slider: { min: 0, max: 5_000, step: 50 },
    blankKey: 'autoLoan.fees.number',
  },
  {
    name: 'rate',
    field: 'apr',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 25, step: 0.125 },
    blankKey: 'autoLoan.rate.number',
  },
  {
    name: 'months',
    field: 'months',
    kind: 'count',
    label: (t) => t.months,
    slider: { min: 12, max: 96, step: 12 },
    blankKey: 'autoLoan.months.number',
  },
] as const satisfies readonly FieldSpec<string, AutoLoanField, AutoLoanText, AutoLoanMessageKey>[]
