import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Schemas report these keys (never prose) so the view can show English or Spanish.
export const loanMessages = defineMessages({
  en: {
    'loan.principal.number': 'Loan amount must be a number',
    'loan.principal.positive': 'Loan amount must be greater than 0',
    'loan.principal.max': 'Loan amount must be at most $100,000,000',
    'loan.rate.number': 'Interest rate must be a number',
    'loan.rate.range': 'Interest rate must be between 0% and 100%',
    'loan.months.number': 'Loan term must be a number of months',
    'loan.months.integer': 'Loan term must be a whole number of months',
    'loan.months.min': 'Loan term must be at least 1 month',
    'loan.months.max': 'Loan term must be at most 600 months (50 years)',
    'loan.extra.number': 'Extra payment must be a number',
    'loan.extra.nonnegative': 'Extra payment cannot be negative',
    'loan.extra.max': 'Extra payment cannot be more than the loan amount',
    'loan.firstPaymentDate.invalid': 'First payment date must be a valid date (yyyy-mm-dd)',
  },
  es: {
    'loan.principal.number': 'El importe del préstamo debe ser un número',
    'loan.principal.positive': 'El importe del préstamo debe ser mayor que 0',
    'loan.principal.max': 'El importe del préstamo debe ser como máximo $100,000,000',
    'loan.rate.number': 'La tasa de interés debe ser un número',
    'loan.rate.range': 'La tasa de interés debe estar entre 0% y 100%',
    'loan.months.number': 'El plazo del préstamo debe ser un número de meses',
    'loan.months.integer': 'El plazo del préstamo debe ser un número entero de meses',
    'loan.months.min': 'El plazo del préstamo debe ser de al menos 1 mes',
    'loan.months.max': 'El plazo del préstamo debe ser como máximo de 600 meses (50 años)',
    'loan.extra.number': 'El pago adicional debe ser un número',
    'loan.extra.nonnegative': 'El pago adicional no puede ser negativo',
    'loan.extra.max': 'El pago adicional no puede superar el importe del préstamo',
    'loan.firstPaymentDate.invalid': 'La fecha del primer pago debe ser una fecha válida (aaaa-mm-dd)',
  },
})

export const { en, es } = loanMessages
export type LoanKey = keyof typeof en

const text = {
  title: 'Loan Calculator',
  principal: 'Loan amount',
  rate: 'Interest rate (APR %)',
  months: 'Loan term (months)',
  extra: 'Extra monthly payment',
  start: 'First payment date',
  monthlyPayment: 'Monthly payment',
  finalPayment: 'Final payment',
  totalInterest: 'Total interest',
  payments: 'Number of payments',
  payoffDate: 'Payoff date',
  saved: (months: number, interest: string) =>
    `Extra payments save ${months} ${months === 1 ? 'month' : 'months'} and ${interest} of interest.`,
  /** When the extra payments save interest but not a whole month. */
  savedInterest: (interest: string) => `Extra payments save ${interest} of interest.`,
  chartTitle: 'Loan balance and cumulative interest over time',
  chartSummary: (principal: string, months: number, interest: string) =>
    `The balance falls from ${principal} to $0 over ${months} payments while cumulative interest rises to ${interest}.`,
  cumulativeInterest: 'Cumulative interest',
  splitTitle: 'Principal and interest split',
  splitSummary: (principal: string, interest: string, share: string) =>
    `Of the total paid, ${principal} is principal and ${interest} is interest (${share} of the total).`,
  fileName: 'loan-schedule.csv',
}

export type LoanText = typeof text

export const loanText: Record<Lang, LoanText> = {
  en: text,
  es: {
    title: 'Calculadora de préstamos',
    principal: 'Importe del préstamo',
    rate: 'Tasa de porcentaje anual (APR %)',
    months: 'Plazo del préstamo (meses)',
    extra: 'Pago adicional mensual',
    start: 'Fecha del primer pago',
    monthlyPayment: 'Pago mensual',
    finalPayment: 'Pago final',
    totalInterest: 'Interés total',
    payments: 'Número de pagos',
    payoffDate: 'Fecha de liquidación',
    saved: (months, interest) =>
      `Los pagos adicionales ahorran ${months} ${months === 1 ? 'mes' : 'meses'} y ${interest} de interés.`,
    savedInterest: (interest) => `Los pagos adicionales ahorran ${interest} de interés.`,
    chartTitle: 'Saldo del préstamo e interés acumulado en el tiempo',
    chartSummary: (principal, months, interest) =>
      `El saldo baja de ${principal} a $0 en ${months} pagos mientras el interés acumulado sube a ${interest}.`,
    cumulativeInterest: 'Interés acumulado',
    splitTitle: 'Reparto entre capital e interés',
    splitSummary: (principal, interest, share) =>
      `Del total pagado, ${principal} es capital y ${interest} es interés (${share} del total).`,
    fileName: 'calendario-prestamo.csv',
  },
}
