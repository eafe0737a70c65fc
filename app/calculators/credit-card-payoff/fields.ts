import type { FieldSpec } from '../ui/field-spec'
import type { CreditCardField } from './schema'
import type { CreditCardMessageKey, CreditCardText } from './texts'

export const creditCardFields = [
  {
    name: 'balance',
    field: 'balance',
    kind: 'money',
    label: (t) => t.balance,
    slider: { min: 100, max: 50_000, step: 100 },
    blankKey: 'creditCard.balance.number',
  },
  {
    name: 'apr',
    field: 'apr',
    kind: 'percent',
    label: (t) => t.apr,
    slider: { min: 0, max: 36, step: 0.25 },
    blankKey: 'creditCard.apr.number',
  },
  {
    name: 'payment',
    field: 'payment',
    kind: 'money',
    label: (t) => t.payment,
    slider: { min: 10, max: 5_000, step: 10 },
    blankKey: 'creditCard.payment.number',
  },
  {
    name: 'minPercent',
    field: 'minPercent',
    kind: 'percent',
    label: (t) => t.minPercent,
    slider: { min: 0, max: 5, step: 0.5 },
    blankKey: 'creditCard.minPercent.number',
  },
  {
    name: 'minFloor',
    field: 'minFloor',
    kind: 'money',
    label: (t) => t.minFloor,
    slider: { min: 0, max: 100, step: 5 },
    blankKey: 'creditCard.minFloor.number',
  },
] as const satisfies readonly FieldSpec<string, CreditCardField, CreditCardText, CreditCardMessageKey>[]
