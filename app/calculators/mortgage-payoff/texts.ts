import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const mortgagePayoffMessages = defineMessages({
  en: {
    'mortgagePayoff.balance.number': 'Loan balance must be a number',
    'mortgagePayoff.balance.min': 'Loan balance must be at least $1,000',
    'mortgagePayoff.balance.max': 'Loan balance must be at most $10,000,000',
    'mortgagePayoff.rate.number': 'Interest rate must be a number',
    'mortgagePayoff.rate.range': 'Interest rate must be between 0% and 20%',
    'mortgagePayoff.months.number': 'Remaining months must be a number',
    'mortgagePayoff.months.integer': 'Remaining months must be a whole number',
    'mortgagePayoff.months.range': 'Remaining months must be between 1 and 480',
    'mortgagePayoff.extra.number': 'Extra every month must be a number',
    'mortgagePayoff.extra.min': 'Extra every month cannot be negative',
    'mortgagePayoff.extra.max': 'Extra every month must be at most $100,000',
    'mortgagePayoff.extraYearly.number': 'Extra once a year must be a number',
    'mortgagePayoff.extraYearly.min': 'Extra once a year cannot be negative',
    'mortgagePayoff.extraYearly.max': 'Extra once a year must be at most $1,000,000',
    'mortgagePayoff.lump.number': 'Lump sum must be a number',
    'mortgagePayoff.lump.min': 'Lump sum cannot be negative',
    'mortgagePayoff.lump.max': 'Lump sum must be at most $10,000,000',
    'mortgagePayoff.lumpMonth.number': 'Lump sum payment number must be a number',
    'mortgagePayoff.lumpMonth.integer': 'Lump sum payment number must be a whole number',
    'mortgagePayoff.lumpMonth.range': 'Lump sum payment number must be between 1 and 480',
  },
  es: {
    'mortgagePayoff.balance.number': 'El saldo del préstamo debe ser un número',
    'mortgagePayoff.balance.min': 'El saldo del préstamo debe ser de al menos $1,000',
    'mortgagePayoff.balance.max': 'El saldo del préstamo debe ser como máximo $10,000,000',
    'mortgagePayoff.rate.number': 'La tasa de interés debe ser un número',
    'mortgagePayoff.rate.range': 'La tasa de interés debe estar entre 0% y 20%',
    'mortgagePayoff.months.number': 'Los meses restantes deben ser un número',
    'mortgagePayoff.months.integer': 'Los meses restantes deben ser un número entero',
    'mortgagePayoff.months.range': 'Los meses restantes deben estar entre 1 y 480',
    'mortgagePayoff.extra.number': 'El pago adicional mensual debe ser un número',
    'mortgagePayoff.extra.min': 'El pago adicional mensual no puede ser negativo',
    'mortgagePayoff.extra.max': 'El pago adicional mensual debe ser como máximo $100,000',
    'mortgagePayoff.extraYearly.number': 'El pago adicional anual debe ser un número',
    'mortgagePayoff.extraYearly.min': 'El pago adicional anual no puede ser negativo',
    'mortgagePayoff.extraYearly.max': 'El pago adicional anual debe ser como máximo $1,000,000',
    'mortgagePayoff.lump.number': 'El pago único debe ser un número',
    'mortgagePayoff.lump.min': 'El pago único no puede ser negativo',
    'mortgagePayoff.lump.max': 'El pago único debe ser como máximo $10,000,000',
    'mortgagePayoff.lumpMonth.number': 'El número de pago del pago único debe ser un número',
    'mortgagePayoff.lumpMonth.integer': 'El número de pago del pago único debe ser un número entero',
    'mortgagePayoff.lumpMonth.range': 'El número de pago del pago único debe estar entre 1 y 480',
  },
})

export type MortgagePayoffMessageKey = keyof typeof mortgagePayoffMessages.en

const en = {
  title: 'Mortgage Payoff Calculator',
  balance: 'Current loan balance',
  rate: 'Interest rate (% a year)',
  months: 'Remaining months',
  extra: 'Extra every month',
  extraYearly: 'Extra once a year (with payments 12, 24, 36 …)',
  lump: 'One-time lump sum',
  lumpMonth: 'Lump sum paid with payment number',
  payment: 'Scheduled monthly payment',
  baselineMonths: 'Payoff month without extra payments',
  newMonths: 'New payoff month',
  monthsSaved: 'Months saved',
  baselineInterest: 'Total interest without extra payments',
  newInterest: 'Total interest with extra payments',
  interestSaved: 'Interest saved',
  finalPayment: 'Final payment',
  duration: (years: number, months: number) =>
    [
      years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
      months > 0 || years === 0 ? `${months} ${months === 1 ? 'month' : 'months'}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  inWords: (paidOff: string, sooner: string) => `Paid off in ${paidOff}, ${sooner} sooner.`,
  lumpNotNeeded: (payment: number) =>
    `The loan is paid off before payment ${payment}; the lump sum is not needed.`,
  helpTitle: 'How it is calculated',
  help: [
    'The scheduled payment comes from the balance, the rate and the remaining months, rounded half-up to the cent. Each month’s interest is the balance × rate ÷ 1200, rounded half-up to the cent.',
    'Each month the payment is due, plus the monthly extra, the yearly extra with payments 12, 24, 36 … and the lump sum with its payment number (a number above the remaining months means the last one). The loan ends in the first month where what is owed (balance + interest) is at most what is due, or in the last month; that final payment is what is owed. Extras after the payoff are never paid.',
    'Months saved and interest saved compare this with the same schedule without extras. Total interest is the sum of the rounded monthly interest.',
  ],
  withoutExtra: 'Without extra payments',
  withExtra: 'With extra payments',
  chartTitle: 'Loan balance with and without extra payments',
  chartSummary: (baseline: number, paidOff: number) =>
    `Without extra payments the balance reaches $0 after ${baseline} payments; with them, after ${paidOff}.`,
  extraColumn: 'Extra',
  fileName: 'mortgage-payoff-schedule.csv',
}

export type MortgagePayoffText = typeof en

const es: MortgagePayoffText = {
  title: 'Calculadora de pago anticipado de hipoteca',
  balance: 'Saldo actual del préstamo',
  rate: 'Tasa de interés (% al año)',
  months: 'Meses restantes',
  extra: 'Pago adicional cada mes',
  extraYearly: 'Pago adicional una vez al año (con los pagos 12, 24, 36 …)',
  lump: 'Pago único',
  lumpMonth: 'Pago único con el pago número',
  payment: 'Pago mensual previsto',
  baselineMonths: 'Mes de liquidación sin pagos adicionales',
  newMonths: 'Nuevo mes de liquidación',
  monthsSaved: 'Meses ahorrados',
  baselineInterest: 'Interés total sin pagos adicionales',
  newInterest: 'Interés total con pagos adicionales',
  interestSaved: 'Interés ahorrado',
  finalPayment: 'Pago final',
  duration: (years, months) =>
    [
      years > 0 ? `${years} ${years === 1 ? 'año' : 'años'}` : '',
      months > 0 || years === 0 ? `${months} ${months === 1 ? 'mes' : 'meses'}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  inWords: (paidOff, sooner) => `Liquidado en ${paidOff}, ${sooner} antes.`,
  lumpNotNeeded: (payment) =>
    `El préstamo se liquida antes del pago ${payment}; el pago único no es necesario.`,
  helpTitle: 'Cómo se calcula',
  help: [
    'El pago previsto se obtiene del saldo, la tasa y los meses restantes, redondeado al centavo (la mitad hacia arriba). El interés de cada mes es el saldo × la tasa ÷ 1200, redondeado al centavo (la mitad hacia arriba).',
    'Cada mes se debe el pago, más el adicional mensual, el adicional anual con los pagos 12, 24, 36 … y el pago único con su número de pago (un número mayor que los meses restantes significa el último). El préstamo termina el primer mes en que lo adeudado (saldo + interés) no supera lo debido, o el último mes; ese pago final es lo adeudado. Los adicionales posteriores a la liquidación nunca se pagan.',
    'Los meses y el interés ahorrados comparan esto con el mismo calendario sin adicionales. El interés total es la suma de los intereses mensuales redondeados.',
  ],
  withoutExtra: 'Sin pagos adicionales',
  withExtra: 'Con pagos adicionales',
  chartTitle: 'Saldo del préstamo con y sin pagos adicionales',
  chartSummary: (baseline, paidOff) =>
    `Sin pagos adicionales el saldo llega a $0 tras ${baseline} pagos; con ellos, tras ${paidOff}.`,
  extraColumn: 'Adicional',
  fileName: 'calendario-pago-anticipado.csv',
}

export const mortgagePayoffText: Record<Lang, MortgagePayoffText> = { en, es }
