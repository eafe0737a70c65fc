import type { FieldSpec } from '../ui/field-spec'
import type { CdKey, CdText } from './texts'

/** The numeric fields; the term is in months or in days (`unit`, a choice of the form, not a parameter). */
export type CdParam = 'deposit' | 'rate' | 'months' | 'days'

export const cdMoneyFields = [
  {
    name: 'deposit',
    field: 'deposit',
    kind: 'money',
    label: (t) => t.deposit,
    slider: { min: 500, max: 500_000, step: 500 },
    blankKey: 'cd.deposit.number',
  },
  {
    name: 'rate',
    field: 'apr',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 10, step: 0.05 },
    blankKey: 'cd.rate.number',
  },
] as const satisfies readonly FieldSpec<CdParam, 'deposit' | 'apr', CdText, CdKey>[]

export const monthsField = {
  name: 'months',
  field: 'term',
  kind: 'count',
  label: (t) => t.term,
  slider: { min: 1, max: 120, step: 1 },
  blankKey: 'cd.term.number',
} as const satisfies FieldSpec<CdParam, 'term', CdText, CdKey>

export const daysField = {
  name: 'days',
  field: 'term',
  kind: 'count',
  label: (t) => t.term,
  slider: { min: 1, max: 3650, step: 1 },
  blankKey: 'cd.term.number',
} as const satisfies FieldSpec<CdParam, 'term', CdText, CdKey>

/** Every numeric field; the form shows the money fields and the term in the unit chosen. */
export const cdFields = [...cdMoneyFields, monthsField, daysField] as const
