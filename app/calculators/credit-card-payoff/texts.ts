import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const creditCardMessages = defineMessages({
  en: {
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
  },
  es: {
    'creditCard.balance.number': 'El saldo de la tarjeta debe ser un número',
    'creditCard.balance.min': 'El saldo de la tarjeta debe ser mayor que 0',
    'creditCard.balance.max': 'El saldo de la tarjeta debe ser como máximo $1,000,000',
    'creditCard.apr.number': 'La APR debe ser un número',
    'creditCard.apr.range': 'La APR debe estar entre 0% y 100%',
    'creditCard.payment.number': 'El pago mensual debe ser un número',
    'creditCard.payment.min': 'El pago mensual debe ser mayor que 0',
    'creditCard.payment.max': 'El pago mensual debe ser como máximo $1,000,000',
    'creditCard.minPercent.number': 'El porcentaje del pago mínimo debe ser un número',
    'creditCard.minPercent.range': 'El porcentaje del pago mínimo debe estar entre 0% y 100%',
    'creditCard.minFloor.number': 'El pago mínimo más bajo debe ser un número',
    'creditCard.minFloor.min': 'El pago mínimo más bajo no puede ser negativo',
    'creditCard.minFloor.max': 'El pago mínimo más bajo debe ser como máximo $10,000',
  },
})

export type CreditCardMessageKey = keyof typeof creditCardMessages.en

const en = {
  title: 'Credit Card Payoff Calculator',
  balance: 'Card balance',
  apr: 'APR (%)',
  payment: 'Monthly payment',
  minPercent: 'Minimum payment (% of balance, plus interest)',
  minFloor: 'Lowest minimum payment',
  helpTitle: 'How it is calculated',
  help: [
    'Each month the interest is the balance × APR ÷ 12, rounded to the cent, with APR ÷ 12 carried as a decimal to 40 digits; then the payment is subtracted. The last payment is whatever is left.',
    'The minimum payment is the larger of the lowest minimum payment and that month’s interest plus the percentage of the balance before interest, rounded to the cent.',
    'No new purchases, fees or rate changes are assumed.',
  ],
  fixedMonths: 'Months to pay off with your payment',
  fixedInterest: 'Interest with your payment',
  minimumMonths: 'Months paying only the minimum',
  minimumInterest: 'Interest paying only the minimum',
  never: 'Never',
  overCentury: 'Over 100 years',
  minimumNeverPaysOff: 'Paying only the minimum never pays off the balance.',
  withPayment: 'With your payment',
  minimumOnly: 'Paying only the minimum',
  months: 'Months to pay off',
  totalInterest: 'Total interest',
  totalPaid: 'Total paid',
  firstMinimum: 'First minimum payment',
  difference: 'Difference',
  saved: (months: number, interest: string) =>
    `Your payment is ${months} ${months === 1 ? 'month' : 'months'} faster and saves ${interest} of interest.`,
  neverPaysOff:
    'This payment never pays off the balance: it does not exceed the interest charged each month.',
  firstInterest: (interest: string) => `The first month’s interest alone is ${interest}.`,
  tooLong: 'At this payment the balance is not paid off within 100 years.',
  belowMinimum: (minimum: string) =>
    `This payment is less than the card’s first minimum payment of ${minimum}.`,
  chartTitle: 'Card balance over time: your payment and the minimum only',
  chartSummary: (months: number, minimumMonths: number) =>
    `With your payment the balance reaches $0 in ${months} months; paying only the minimum takes ${minimumMonths} months.`,
  fileName: 'credit-card-payoff.csv',
}

export type CreditCardText = typeof en

const es: CreditCardText = {
  title: 'Calculadora para saldar la tarjeta de crédito',
  balance: 'Saldo de la tarjeta',
  apr: 'Tasa de porcentaje anual (APR, %)',
  payment: 'Pago mensual',
  minPercent: 'Pago mínimo (% del saldo, más el interés)',
  minFloor: 'Pago mínimo más bajo',
  helpTitle: 'Cómo se calcula',
  help: [
    'Cada mes el interés es el saldo × la APR ÷ 12, redondeado al centavo, con la APR ÷ 12 como decimal de 40 dígitos; después se resta el pago. El último pago es lo que quede.',
    'El pago mínimo es el mayor entre el pago mínimo más bajo y el interés de ese mes más el porcentaje del saldo antes del interés, redondeado al centavo.',
    'Se supone que no hay compras nuevas, cargos ni cambios de tasa.',
  ],
  fixedMonths: 'Meses hasta saldarla con su pago',
  fixedInterest: 'Interés con su pago',
  minimumMonths: 'Meses pagando solo el mínimo',
  minimumInterest: 'Interés pagando solo el mínimo',
  never: 'Nunca',
  overCentury: 'Más de 100 años',
  minimumNeverPaysOff: 'Pagando solo el mínimo la deuda nunca se salda.',
  withPayment: 'Con su pago',
  minimumOnly: 'Pagando solo el mínimo',
  months: 'Meses hasta saldarla',
  totalInterest: 'Interés total',
  totalPaid: 'Total pagado',
  firstMinimum: 'Primer pago mínimo',
  difference: 'Diferencia',
  saved: (months, interest) =>
    `Su pago la salda ${months} ${months === 1 ? 'mes' : 'meses'} antes y ahorra ${interest} de interés.`,
  neverPaysOff: 'Este pago nunca salda la deuda: no supera el interés que se cobra cada mes.',
  firstInterest: (interest) => `Solo el interés del primer mes es de ${interest}.`,
  tooLong: 'Con este pago la deuda no se salda en 100 años.',
  belowMinimum: (minimum) => `Este pago es menor que el primer pago mínimo de la tarjeta, ${minimum}.`,
  chartTitle: 'Saldo de la tarjeta en el tiempo: su pago y solo el mínimo',
  chartSummary: (months, minimumMonths) =>
    `Con su pago el saldo llega a $0 en ${months} meses; pagando solo el mínimo tarda ${minimumMonths} meses.`,
  fileName: 'saldar-tarjeta.csv',
}

export const creditCardText: Record<Lang, CreditCardText> = { en, es }
