import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Schemas report these keys (never prose) so the view can show English or Spanish.
export const cdMessages = defineMessages({
  en: {
    'cd.deposit.number': 'Deposit must be a number',
    'cd.deposit.positive': 'Deposit must be greater than 0',
    'cd.deposit.max': 'Deposit must be at most $100,000,000',
    'cd.rate.number': 'Interest rate must be a number',
    'cd.rate.range': 'Interest rate must be between 0% and 100%',
    'cd.term.number': 'Term must be a number',
    'cd.term.integer': 'Term must be a whole number',
    'cd.term.min': 'Term must be at least 1',
    'cd.months.max': 'Term must be at most 120 months (10 years)',
    'cd.days.max': 'Term must be at most 3,650 days (10 years)',
    'cd.termUnit.invalid': 'Term must be in months or days',
    'cd.compounding.invalid': 'Choose daily, monthly, quarterly, semiannual or annual compounding',
  },
  es: {
    'cd.deposit.number': 'El depósito debe ser un número',
    'cd.deposit.positive': 'El depósito debe ser mayor que 0',
    'cd.deposit.max': 'El depósito debe ser como máximo $100,000,000',
    'cd.rate.number': 'La tasa de interés debe ser un número',
    'cd.rate.range': 'La tasa de interés debe estar entre 0% y 100%',
    'cd.term.number': 'El plazo debe ser un número',
    'cd.term.integer': 'El plazo debe ser un número entero',
    'cd.term.min': 'El plazo debe ser de al menos 1',
    'cd.months.max': 'El plazo debe ser como máximo de 120 meses (10 años)',
    'cd.days.max': 'El plazo debe ser como máximo de 3,650 días (10 años)',
    'cd.termUnit.invalid': 'El plazo debe indicarse en meses o en días',
    'cd.compounding.invalid': 'Elija capitalización diaria, mensual, trimestral, semestral o anual',
  },
})

export const { en, es } = cdMessages
export type CdKey = keyof typeof en

const text = {
  title: 'CD Calculator',
  deposit: 'Deposit',
  rate: 'Interest rate (%)',
  term: 'Term',
  termUnit: 'Term unit',
  months: 'Months',
  days: 'Days',
  compounding: 'Compounding',
  daily: 'Daily',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semiannually: 'Semiannually',
  annually: 'Annually',
  interestEarned: 'Interest earned',
  /** The schedule's column; a credit union's says dividends (decision 0094). */
  interestColumn: 'Interest',
  maturityValue: 'Balance at maturity',
  apy: 'Annual percentage yield (APY)',
  chartTitle: 'CD growth',
  chartSummary: (deposit: string, maturity: string, apy: string) =>
    `The deposit of ${deposit} grows to ${maturity} at maturity (APY ${apy}).`,
  elapsedMonth: 'Month',
  elapsedDay: 'Day',
  fileName: 'cd-growth.csv',
}

export type CdText = typeof text

export const cdText: Record<Lang, CdText> = {
  en: text,
  es: {
    title: 'Calculadora de CD',
    deposit: 'Depósito',
    rate: 'Tasa de interés (%)',
    term: 'Plazo',
    termUnit: 'Unidad del plazo',
    months: 'Meses',
    days: 'Días',
    compounding: 'Capitalización',
    daily: 'Diaria',
    monthly: 'Mensual',
    quarterly: 'Trimestral',
    semiannually: 'Semestral',
    annually: 'Anual',
    interestEarned: 'Interés ganado',
    interestColumn: 'Interés',
    maturityValue: 'Saldo al vencimiento',
    apy: 'Rendimiento porcentual anual (APY)',
    chartTitle: 'Crecimiento del CD',
    chartSummary: (deposit, maturity, apy) =>
      `El depósito de ${deposit} crece hasta ${maturity} al vencimiento (APY ${apy}).`,
    elapsedMonth: 'Mes',
    elapsedDay: 'Día',
    fileName: 'crecimiento-cd.csv',
  },
}
