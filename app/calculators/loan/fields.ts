import type { FieldSpec } from '../ui/field-spec'
import type { LoanField } from './schema'
import type { LoanKey, LoanText } from './texts'

export type LoanParam = 'principal' | 'rate' | 'months' | 'extra'

export const loanFields = [
  {
    name: 'principal',
    field: 'principal',
    kind: 'money',
    label: (t) => t.principal,
    slider: { min: 1000, max: 500_000, step: 500 },
    blankKey: 'loan.principal.number',
  },
  {
    name: 'rate',
    field: 'apr',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 25, step: 0.125 },
    blankKey: 'loan.rate.number',
  },
  {
    name: 'months',
    field: 'months',
    kind: 'count',
    label: (t) => t.months,
    slider: { min: 1, max: 480, step: 1 },
    blankKey: 'loan.months.number',
  },
  {
    name: 'extra',
    field: 'extra',
    kind: 'money',
    label: (t) => t.extra,
    slider: { min: 0, max: 5000, step: 10 },
    blankKey: 'loan.extra.number',
  },
] as const satisfies readonly FieldSpec<LoanParam, LoanField, LoanText, LoanKey>[]
