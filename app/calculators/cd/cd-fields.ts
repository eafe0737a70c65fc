import type { FieldSpec } from '../ui/field-spec'
import { cdDefaults } from './schema'

export type CdParam = 'deposit' | 'rate' | 'months' | 'days' | 'compounding' | 'unit'

export const cdMoneyFields = [
  {
    name: 'deposit',
    field: 'deposit',
    kind: 'money',
    label: (t) => t.cd.deposit,
    slider: { min: 500, max: 500_000, step: 500 },
    blankKey: 'cd.deposit.number',
  },
  {
    name: 'rate',
    field: 'apr',
    kind: 'percent',
    label: (t) => t.cd.rate,
    slider: { min: 0, max: 10, step: 0.05 },
    blankKey: 'cd.rate.number',
  },
] as const satisfies readonly FieldSpec<CdParam, 'deposit' | 'apr'>[]

export const monthsField = {
  name: 'months',
  field: 'term',
  kind: 'count',
  label: (t) => t.cd.term,
  slider: { min: 1, max: 120, step: 1 },
  blankKey: 'cd.term.number',
} as const satisfies FieldSpec<CdParam, 'term'>

export const daysField = {
  name: 'days',
  field: 'term',
  kind: 'count',
  label: (t) => t.cd.term,
  slider: { min: 1, max: 3650, step: 1 },
  blankKey: 'cd.term.number',
} as const satisfies FieldSpec<CdParam, 'term'>

/** Field texts before the query string is read; `unit` is UI state (the URL carries `months` or `days`). */
export function cdTextDefaults(search: string): Record<CdParam, string> {
  const days = new URLSearchParams(search).get('days')?.trim()
  return {
    deposit: String(cdDefaults.deposit),
    rate: String(cdDefaults.apr),
    months: String(cdDefaults.term),
    days: '365',
    compounding: cdDefaults.compounding,
    unit: days ? 'days' : 'months',
  }
}
