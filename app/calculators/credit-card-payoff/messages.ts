import type { MessageDictionary } from '../query-params'

const en = {
  'creditCard.balance.number': 'Card balance must be a number',
  'creditCard.balance.min': 'Card balance must be greater than 0',
  'creditCard.balance.max': 'Card balance must be at most $1,000,000',
  'creditCard.apr.number': 'APR must be a number',
  'creditCard.apr.range': 'APR must be between 0% and 100%',
  'creditCard.payment.number': 'Monthly payment must be a number',
  'creditCard.payment.min': 'Monthly payment must be greater than 0',
  'creditCard.payment.max': 'Monthly payment must be at most $1,000,000',
  'creditCard.minPercent.number': 'Minimum payment percentage must be a number',
  'creditCard.minPercent.range': 'Minimum payment percentage must be between 0% and 100%',
  'creditCard.minFloor.number': 'Lowest minimum payment must be a number',
  'creditCard.minFloor.min': 'Lowest minimum payment cannot be negative',
  'creditCard.minFloor.max': 'Lowest minimum payment must be at most $10,000',
} as const

export type CreditCardMessageKey = keyof typeof en

const es = {
  'creditCard.balance.number': 'El saldo de la tarjeta debe ser un número',
  'creditCard.balance.min': 'El saldo de la tarjeta debe ser mayor que 0',
  'creditCard.balance.max': 'El saldo de la tarjeta debe ser como máximo $1,000,000',
  'creditCard.apr.number': 'La TAE debe ser un número',
  'creditCard.apr.range': 'La TAE debe estar entre 0% y 100%',
  'creditCard.payment.number': 'El pago mensual debe ser un número',
  'creditCard.payment.min': 'El pago mensual debe ser mayor que 0',
  'creditCard.payment.max': 'El pago mensual debe ser como máximo $1,000,000',
  'creditCard.minPercent.number': 'El porcentaje del pago mínimo debe ser un número',
  'creditCard.minPercent.range': 'El porcentaje del pago mínimo debe estar entre 0% y 100%',
  'creditCard.minFloor.number': 'El pago mínimo más bajo debe ser un número',
  'creditCard.minFloor.min': 'El pago mínimo más bajo no puede ser negativo',
  'creditCard.minFloor.max': 'El pago mínimo más bajo debe ser como máximo $10,000',
} as const satisfies Record<CreditCardMessageKey, string>

export const creditCardMessages: MessageDictionary<CreditCardMessageKey> = { en, es }
