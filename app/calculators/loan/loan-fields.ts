import type { FieldSpec } from '../ui/field-spec'
import { loanDefaults, loanQueryNames } from './schema'

export type LoanParam = 'principal' | 'rate' | 'months' | 'extra'

export const loanFields = [
  {
    name: 'principal',
    field: 'principal',
    kind: 'money',
    label: (t) => t.loan.principal,
    slider: { min: 1000, max: 500_000, step: 500 },
    blankKey: 'loan.principal.number',
  },
  {
    name: 'rate',
    field: 'apr',
    kind: 'percent',
    label: (t) => t.loan.rate,
    slider: { min: 0, max: 25, step: 0.125 },
    blankKey: 'loan.rate.number',
  },
  {
    name: 'months',
    field: 'months',
    kind: 'count',
    label: (t) => t.loan.months,
    slider: { min: 1, max: 480, step: 1 },
    blankKey: 'loan.months.number',
  },
  {
    name: 'extra',
    field: 'extra',
    kind: 'money',
    label: (t) => t.loan.extra,
    slider: { min: 0, max: 5000, step: 10 },
    blankKey: 'loan.extra.number',
  },
] as const satisfies readonly FieldSpec<LoanParam, 'principal' | 'apr' | 'months' | 'extra'>[]

export const loanTextDefaults: Record<LoanParam, string> = {
  [loanQueryNames.principal]: String(loanDefaults.principal),
  [loanQueryNames.apr]: String(loanDefaults.apr),
  [loanQueryNames.months]: String(loanDefaults.months),
  [loanQueryNames.extra]: String(loanDefaults.extra),
}
