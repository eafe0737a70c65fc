import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const biweeklyMessages = defineMessages({
  en: {
    'biweekly.amount.number': 'Loan amount must be a number',
    'biweekly.amount.min': 'Loan amount must be at least $1,000',
    'biweekly.amount.max': 'Loan amount must be at most $10,000,000',
    'biweekly.rate.number': 'Interest rate must be a number',
    'biweekly.rate.range': 'Interest rate must be between 0% and 20%',
    'biweekly.years.number': 'Loan term must be a number of years',
    'biweekly.years.integer': 'Loan term must be a whole number of years',
    'biweekly.years.range': 'Loan term must be between 1 and 40 years',
  },
  es: {
    'biweekly.amount.number': 'El importe del préstamo debe ser un número',
    'biweekly.amount.min': 'El importe del préstamo debe ser de al menos $1,000',
    'biweekly.amount.max': 'El importe del préstamo debe ser como máximo $10,000,000',
    'biweekly.rate.number': 'La tasa de interés debe ser un número',
    'biweekly.rate.range': 'La tasa de interés debe estar entre 0% y 20%',
    'biweekly.years.number': 'El plazo del préstamo debe ser un número de años',
    'biweekly.years.integer': 'El plazo del préstamo debe ser un número entero de años',
    'biweekly.years.range': 'El plazo del préstamo debe estar entre 1 y 40 años',
  },
})

export type BiweeklyMessageKey = keyof typeof biweeklyMessages.en

const en = {
  title: 'Biweekly Payment Calculator',
  amount: 'Loan amount',
  rate: 'Interest rate (% a year)',
  years: 'Loan term (years)',
  monthlyPayment: 'Monthly payment',
  biweeklyPayment: 'Biweekly payment (monthly / 2)',
  payments: 'Number of biweekly payments to payoff',
  payoffMonths: 'Payoff time in months',
  finalPayment: 'Final biweekly payment',
  monthlyInterest: 'Total interest with monthly payments',
  biweeklyInterest: 'Total interest with biweekly payments',
  interestSaved: 'Interest saved',
  monthsSaved: 'Time saved in months',
  duration: (years: number, months: number) =>
    [
      years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
      months > 0 || years === 0 ? `${months} ${months === 1 ? 'month' : 'months'}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  inWords: (payoff: string, sooner: string) => `Payoff ${payoff}; ${sooner} sooner.`,
  helpTitle: 'How it is calculated',
  help: [
    'The monthly payment is the loan’s payment over the term at the rate ÷ 12, rounded half-up to the cent; each month’s interest is rounded to the cent and the last payment absorbs the rounding. The biweekly payment is half the monthly payment, rounded half-up to the cent.',
    'Biweekly, 26 payments a year: each period’s interest is the balance × rate ÷ 2600, rounded half-up to the cent; the loan ends with the first payment that covers the balance and its interest. The payoff time is the number of payments × 12 ÷ 26, rounded up to a whole month.',
    'There are no calendar dates or 27-payment years, and interest accrues per two-week period, not daily.',
  ],
  monthlyLine: 'Monthly payments',
  biweeklyLine: 'Biweekly payments',
  yearsAxis: 'Year',
  chartTitle: 'Loan balance by year, monthly and biweekly payments',
  chartSummary: (monthly: string, biweekly: string) =>
    `With monthly payments the loan is repaid in ${monthly}; with biweekly payments, in ${biweekly}.`,
  scheduleCaption: 'Biweekly schedule',
  periodColumn: 'Payment #',
  fileName: 'biweekly-schedule.csv',
}

export type BiweeklyText = typeof en

const es: BiweeklyText = {
  title: 'Calculadora de pagos quincenales',
  amount: 'Importe del préstamo',
  rate: 'Tasa de interés (% al año)',
  years: 'Plazo del préstamo (años)',
  monthlyPayment: 'Pago mensual',
  biweeklyPayment: 'Pago quincenal (mensual / 2)',
  payments: 'Número de pagos quincenales hasta liquidar',
  payoffMonths: 'Tiempo de liquidación en meses',
  finalPayment: 'Pago quincenal final',
  monthlyInterest: 'Interés total con pagos mensuales',
  biweeklyInterest: 'Interés total con pagos quincenales',
  interestSaved: 'Interés ahorrado',
  monthsSaved: 'Tiempo ahorrado en meses',
  duration: (years, months) =>
    [
      years > 0 ? `${years} ${years === 1 ? 'año' : 'años'}` : '',
      months > 0 || years === 0 ? `${months} ${months === 1 ? 'mes' : 'meses'}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  inWords: (payoff, sooner) => `Liquidación en ${payoff}; ${sooner} antes.`,
  helpTitle: 'Cómo se calcula',
  help: [
    'El pago mensual es el pago del préstamo en el plazo a la tasa ÷ 12, redondeado al centavo (la mitad hacia arriba); el interés de cada mes se redondea al centavo y el último pago absorbe el redondeo. El pago quincenal es la mitad del pago mensual, redondeada al centavo (la mitad hacia arriba).',
    'Quincenal, 26 pagos al año: el interés de cada período es el saldo × la tasa ÷ 2600, redondeado al centavo (la mitad hacia arriba); el préstamo termina con el primer pago que cubre el saldo y su interés. El tiempo de liquidación es el número de pagos × 12 ÷ 26, redondeado hacia arriba a un mes entero.',
    'No hay fechas de calendario ni años de 27 pagos, y el interés se acumula por período de dos semanas, no a diario.',
  ],
  monthlyLine: 'Pagos mensuales',
  biweeklyLine: 'Pagos quincenales',
  yearsAxis: 'Año',
  chartTitle: 'Saldo del préstamo por año, pagos mensuales y quincenales',
  chartSummary: (monthly, biweekly) =>
    `Con pagos mensuales el préstamo se devuelve en ${monthly}; con pagos quincenales, en ${biweekly}.`,
  scheduleCaption: 'Calendario quincenal',
  periodColumn: 'Pago n.º',
  fileName: 'calendario-quincenal.csv',
}

export const biweeklyText: Record<Lang, BiweeklyText> = { en, es }
