import type { FieldSpec } from '../ui/field-spec'
import { cdDefaults } from './schema'
import type { CdKey, CdText } from './texts'

export type CdParam = 'deposit' | 'rate' | 'months' | 'days' | 'compounding' | 'unit'

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
