import type { Lang } from '../branding'

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
  apr: 'TAE (%)',
  payment: 'Pago mensual',
  minPercent: 'Pago mínimo (% del saldo, más el interés)',
  minFloor: 'Pago mínimo más bajo',
  helpTitle: 'Cómo se calcula',
  help: [
    'Cada mes el interés es el saldo × la TAE ÷ 12, redondeado al centavo, con la TAE ÷ 12 como decimal de 40 dígitos; después se resta el pago. El último pago es lo que quede.',
    'El pago mínimo es el mayor entre el pago mínimo más bajo y el interés de ese mes más el porcentaje del saldo antes del interés, redondeado al centavo.',
    'Se supone que no hay compras nuevas, cargos ni cambios de tasa.',
  ],
  withPayment: 'Con tu pago',
  minimumOnly: 'Pagando solo el mínimo',
  months: 'Meses hasta saldarla',
  totalInterest: 'Interés total',
  totalPaid: 'Total pagado',
  firstMinimum: 'Primer pago mínimo',
  difference: 'Diferencia',
  saved: (months, interest) =>
    `Tu pago la salda ${months} ${months === 1 ? 'mes' : 'meses'} antes y ahorra ${interest} de interés.`,
  neverPaysOff: 'Este pago nunca salda la deuda: no supera el interés que se cobra cada mes.',
  firstInterest: (interest) => `Solo el interés del primer mes es de ${interest}.`,
  tooLong: 'Con este pago la deuda no se salda en 100 años.',
  belowMinimum: (minimum) => `Este pago es menor que el primer pago mínimo de la tarjeta, ${minimum}.`,
  chartTitle: 'Saldo de la tarjeta en el tiempo: tu pago y solo el mínimo',
  chartSummary: (months, minimumMonths) =>
    `Con tu pago el saldo llega a $0 en ${months} meses; pagando solo el mínimo tarda ${minimumMonths} meses.`,
  fileName: 'saldar-tarjeta.csv',
}

export const creditCardText: Record<Lang, CreditCardText> = { en, es }
