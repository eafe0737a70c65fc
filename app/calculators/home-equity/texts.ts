import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const homeEquityMessages = defineMessages({
  en: {
    'homeEquity.value.number': 'Home value must be a number',
    'homeEquity.value.min': 'Home value must be at least $10,000',
    'homeEquity.value.max': 'Home value must be at most $10,000,000',
    'homeEquity.balance.number': 'Mortgage balance must be a number',
    'homeEquity.balance.min': 'Mortgage balance cannot be negative',
    'homeEquity.balance.max': 'Mortgage balance must be at most $10,000,000',
    'homeEquity.cltv.number': 'Combined loan-to-value must be a number',
    'homeEquity.cltv.range': 'Combined loan-to-value must be between 50% and 100%',
    'homeEquity.wanted.number': 'Amount to borrow must be a number',
    'homeEquity.wanted.min': 'Amount to borrow cannot be negative',
    'homeEquity.wanted.max': 'Amount to borrow must be at most $5,000,000',
    'homeEquity.rate.number': 'Interest rate must be a number',
    'homeEquity.rate.range': 'Interest rate must be between 0% and 25%',
    'homeEquity.years.number': 'Loan term must be a number of years',
    'homeEquity.years.integer': 'Loan term must be a whole number of years',
    'homeEquity.years.range': 'Loan term must be between 1 and 30 years',
  },
  es: {
    'homeEquity.value.number': 'El valor de la vivienda debe ser un número',
    'homeEquity.value.min': 'El valor de la vivienda debe ser de al menos $10,000',
    'homeEquity.value.max': 'El valor de la vivienda debe ser como máximo $10,000,000',
    'homeEquity.balance.number': 'El saldo de la hipoteca debe ser un número',
    'homeEquity.balance.min': 'El saldo de la hipoteca no puede ser negativo',
    'homeEquity.balance.max': 'El saldo de la hipoteca debe ser como máximo $10,000,000',
    'homeEquity.cltv.number': 'La relación préstamo-valor combinada debe ser un número',
    'homeEquity.cltv.range': 'La relación préstamo-valor combinada debe estar entre 50% y 100%',
    'homeEquity.wanted.number': 'El importe que quiere pedir debe ser un número',
    'homeEquity.wanted.min': 'El importe que quiere pedir no puede ser negativo',
    'homeEquity.wanted.max': 'El importe que quiere pedir debe ser como máximo $5,000,000',
    'homeEquity.rate.number': 'La tasa de interés debe ser un número',
    'homeEquity.rate.range': 'La tasa de interés debe estar entre 0% y 25%',
    'homeEquity.years.number': 'El plazo del préstamo debe ser un número de años',
    'homeEquity.years.integer': 'El plazo del préstamo debe ser un número entero de años',
    'homeEquity.years.range': 'El plazo del préstamo debe estar entre 1 y 30 años',
  },
})

export type HomeEquityMessageKey = keyof typeof homeEquityMessages.en

const en = {
  title: 'Home Equity Loan Calculator',
  value: 'Home value',
  balance: 'First-mortgage balance',
  cltv: 'Maximum combined loan-to-value (%)',
  wanted: 'Amount you want to borrow',
  rate: 'Interest rate (% a year)',
  years: 'Loan term (years)',
  maxCombined: 'Maximum combined borrowing (home value × CLTV)',
  available: 'Available equity',
  loan: 'Loan amount',
  payment: 'Monthly payment',
  totalInterest: 'Total interest',
  totalOfPayments: 'Total of payments',
  cltvAfter: 'Combined loan-to-value after the loan',
  capped: (available: string) => `Capped at the available equity of ${available}.`,
  noEquity: (balance: string, cltv: string, max: string) =>
    `No equity is available: your mortgage balance of ${balance} already reaches the ${cltv}% combined loan-to-value limit (${max}).`,
  enterAmount: 'Enter the amount you want to borrow.',
  helpTitle: 'How it is calculated',
  help: [
    'Maximum combined borrowing is the home value × the CLTV limit ÷ 100, rounded half-up to the cent. Available equity is that less the first-mortgage balance, never below 0; the loan is the amount you want, capped at the available equity.',
    'The loan is repaid monthly at the rate ÷ 12: the payment is rounded half-up to the cent, each month’s interest is rounded to the cent and the last payment absorbs the rounding. Total interest is the sum of the rounded monthly interest.',
    'The combined loan-to-value after the loan is (mortgage balance + loan) × 100 ÷ home value, rounded half-up to 2 decimals.',
  ],
  cumulativeInterest: 'Cumulative interest',
  chartTitle: 'Home equity loan balance and cumulative interest',
  chartSummary: (loan: string, payments: number, interest: string) =>
    `The balance falls from ${loan} to $0 over ${payments} payments while cumulative interest rises to ${interest}.`,
  fileName: 'home-equity-schedule.csv',
}

export type HomeEquityText = typeof en

const es: HomeEquityText = {
  title: 'Calculadora de préstamo sobre el valor de la vivienda',
  value: 'Valor de la vivienda',
  balance: 'Saldo de la primera hipoteca',
  cltv: 'Relación préstamo-valor combinada máxima (%)',
  wanted: 'Importe que quiere pedir',
  rate: 'Tasa de interés (% al año)',
  years: 'Plazo del préstamo (años)',
  maxCombined: 'Endeudamiento combinado máximo (valor × CLTV)',
  available: 'Capital disponible',
  loan: 'Importe del préstamo',
  payment: 'Pago mensual',
  totalInterest: 'Interés total',
  totalOfPayments: 'Total de pagos',
  cltvAfter: 'Relación préstamo-valor combinada tras el préstamo',
  capped: (available) => `Limitado al capital disponible de ${available}.`,
  noEquity: (balance, cltv, max) =>
    `No hay capital disponible: el saldo de su hipoteca de ${balance} ya alcanza el límite de relación préstamo-valor combinada del ${cltv}% (${max}).`,
  enterAmount: 'Introduzca el importe que quiere pedir.',
  helpTitle: 'Cómo se calcula',
  help: [
    'El endeudamiento combinado máximo es el valor de la vivienda × el límite de CLTV ÷ 100, redondeado al centavo (la mitad hacia arriba). El capital disponible es eso menos el saldo de la primera hipoteca, nunca menos de 0; el préstamo es el importe que quiere, limitado al capital disponible.',
    'El préstamo se devuelve mensualmente a la tasa ÷ 12: el pago se redondea al centavo (la mitad hacia arriba), el interés de cada mes se redondea al centavo y el último pago absorbe el redondeo. El interés total es la suma de los intereses mensuales redondeados.',
    'La relación préstamo-valor combinada tras el préstamo es (saldo de la hipoteca + préstamo) × 100 ÷ valor de la vivienda, redondeada a 2 decimales (la mitad hacia arriba).',
  ],
  cumulativeInterest: 'Interés acumulado',
  chartTitle: 'Saldo del préstamo e interés acumulado',
  chartSummary: (loan, payments, interest) =>
    `El saldo baja de ${loan} a $0 en ${payments} pagos mientras el interés acumulado sube a ${interest}.`,
  fileName: 'calendario-prestamo-vivienda.csv',
}

export const homeEquityText: Record<Lang, HomeEquityText> = { en, es }
