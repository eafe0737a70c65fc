import type { FieldSpec } from '../ui/field-spec'
import type { RefinanceField } from './schema'
import type { RefinanceMessageKey, RefinanceText } from './texts'

export const refinanceFields = [
  {
    name: 'balance',
    field: 'balance',
    kind: 'money',
    label: (t) => t.balance,
    slider: { min: 10_000, max: 1_000_000, step: 5_000 },
    blankKey: 'refinance.balance.number',
  },
  {
    name: 'rate',
    field: 'apr',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 15, step: 0.125 },
    blankKey: 'refinance.rate.number',
  },
  {
    name: 'months',
    field: 'months',
    kind: 'count',
    label: (t) => t.months,
    slider: { min: 12, max: 360, step: 12 },
    blankKey: 'refinance.months.number',
  },
  {
    name: 'newRate',
    field: 'newApr',
    kind: 'percent',
    label: (t) => t.newRate,
    slider: { min: 0, max: 15, step: 0.125 },
    blankKey: 'refinance.newRate.number',
  },
  {
    name: 'newMonths',
    field: 'newMonths',
    kind: 'count',
    label: (t) => t.newMonths,
    slider: { min: 60, max: 360, step: 60 },
    blankKey: 'refinance.newMonths.number',
  },
  {
    name: 'costs',
    field: 'costs',
    kind: 'money',
    label: (t) => t.costs,
    slider: { min: 0, max: 20_000, step: 250 },
    blankKey: 'refinance.costs.number',
  },
  {
    name: 'rollCosts',
    field: 'rollCosts',
    kind: 'count',
    label: (t) => t.rollCosts,
    slider: { min: 0, max: 1, step: 1 },
    blankKey: 'refinance.rollCosts.number',
  },
] as const satisfies readonly FieldSpec<string, RefinanceField, RefinanceText, RefinanceMessageKey>[]
