import type { FieldSpec } from '../ui/field-spec'
import type { RetirementField } from './schema'
import type { RetirementKey, RetirementText } from './texts'

export type RetirementParam =
  | 'age'
  | 'retireAge'
  | 'savings'
  | 'monthly'
  | 'salary'
  | 'match'
  | 'matchCap'
  | 'return'
  | 'inflation'
  | 'withdrawal'

export const retirementFields = [
  {
    name: 'age',
    field: 'currentAge',
    kind: 'count',
    label: (t) => t.age,
    slider: { min: 18, max: 100, step: 1 },
    blankKey: 'retirement.age.number',
  },
  {
    name: 'retireAge',
    field: 'retirementAge',
    kind: 'count',
    label: (t) => t.retireAge,
    slider: { min: 18, max: 100, step: 1 },
    blankKey: 'retirement.retireAge.number',
  },
  {
    name: 'savings',
    field: 'currentSavings',
    kind: 'money',
    label: (t) => t.savings,
    slider: { min: 0, max: 2_000_000, step: 1000 },
    blankKey: 'retirement.savings.number',
  },
  {
    name: 'monthly',
    field: 'monthlyContribution',
    kind: 'money',
    label: (t) => t.monthly,
    slider: { min: 0, max: 10_000, step: 50 },
    blankKey: 'retirement.monthly.number',
  },
  {
    name: 'salary',
    field: 'annualSalary',
    kind: 'money',
    label: (t) => t.salary,
    slider: { min: 0, max: 500_000, step: 1000 },
    blankKey: 'retirement.salary.number',
  },
  {
    name: 'match',
    field: 'employerMatch',
    kind: 'percent',
    label: (t) => t.match,
    slider: { min: 0, max: 100, step: 5 },
    blankKey: 'retirement.match.number',
  },
  {
    name: 'matchCap',
    field: 'employerMatchCap',
    kind: 'percent',
    label: (t) => t.matchCap,
    slider: { min: 0, max: 20, step: 0.5 },
    blankKey: 'retirement.matchCap.number',
  },
  {
    name: 'return',
    field: 'returnBefore',
    kind: 'percent',
    label: (t) => t.return,
    slider: { min: -5, max: 15, step: 0.25 },
    blankKey: 'retirement.return.number',
  },
  {
    name: 'inflation',
    field: 'inflation',
    kind: 'percent',
    label: (t) => t.inflation,
    slider: { min: 0, max: 10, step: 0.1 },
    blankKey: 'retirement.inflation.number',
  },
  {
    name: 'withdrawal',
    field: 'monthlyWithdrawal',
    kind: 'money',
    label: (t) => t.withdrawal,
    slider: { min: 0, max: 20_000, step: 100 },
    blankKey: 'retirement.withdrawal.number',
  },
] as const satisfies readonly FieldSpec<RetirementParam, RetirementField, RetirementText, RetirementKey>[]
