import type { FieldSpec } from '../ui/field-spec'
import type { MortgagePointsField } from './schema'
import type { MortgagePointsMessageKey, MortgagePointsText } from './texts'

export const mortgagePointsFields = [
  {
    name: 'amount',
    field: 'amount',
    kind: 'money',
    label: (t) => t.amount,
    slider: { min: 50_000, max: 2_000_000, step: 5_000 },
    blankKey: 'mortgagePoints.amount.number',
  },
  {
    name: 'months',
    field: 'months',
    kind: 'count',
    label: (t) => t.months,
    slider: { min: 12, max: 480, step: 12 },
    blankKey: 'mortgagePoints.months.number',
  },
  {
    name: 'rate',
    field: 'rate',
    kind: 'percent',
    label: (t) => t.rate,
    slider: { min: 0, max: 12, step: 0.125 },
    blankKey: 'mortgagePoints.rate.number',
  },
  {
    name: 'pointsRate',
    field: 'pointsRate',
    kind: 'percent',
    label: (t) => t.pointsRate,
    slider: { min: 0, max: 12, step: 0.125 },
    blankKey: 'mortgagePoints.pointsRate.number',
  },
  {
    name: 'points',
    field: 'points',
    kind: 'count',
    label: (t) => t.points,
    slider: { min: 0, max: 4, step: 0.25 },
    blankKey: 'mortgagePoints.points.number',
  },
  {
    name: 'pointCost',
    field: 'pointCost',
    kind: 'percent',
    label: (t) => t.pointCost,
    slider: { min: 0, max: 5, step: 0.125 },
    blankKey: 'mortgagePoints.pointCost.number',
  },
  {
    name: 'holdYears',
    field: 'holdYears',
    kind: 'count',
    label: (t) => t.holdYears,
    slider: { min: 1, max: 40, step: 1 },
    blankKey: 'mortgagePoints.holdYears.number',
  },
] as const satisfies readonly FieldSpec<
  string,
  MortgagePointsField,
  MortgagePointsText,
  MortgagePointsMessageKey
>[]
