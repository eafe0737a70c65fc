import type { MessageDictionary } from '../query-params'

const en = {
  'refinance.balance.number': 'Current balance must be a number',
  'refinance.balance.min': 'Current balance must be greater than 0',
  'refinance.balance.max': 'Current balance must be at most $100,000,000',
  'refinance.rate.number': 'Current interest rate must be a number',
  'refinance.rate.range': 'Current interest rate must be between 0% and 100%',
  'refinance.months.number': 'Months left must be a number',
  'refinance.months.integer': 'Months left must be a whole number',
  'refinance.months.range': 'Months left must be between 1 and 600',
  'refinance.newRate.number': 'New interest rate must be a number',
  'refinance.newRate.range': 'New interest rate must be between 0% and 100%',
  'refinance.newMonths.number': 'New loan term must be a number of months',
  'refinance.newMonths.integer': 'New loan term must be a whole number of months',
  'refinance.newMonths.range': 'New loan term must be between 1 and 600 months',
  'refinance.costs.number': 'Closing costs must be a number',
  'refinance.costs.min': 'Closing costs cannot be negative',
  'refinance.costs.max': 'Closing costs must be at most $10,000,000',
  'refinance.rollCosts.number': 'Choose 0 (pay the costs up front) or 1 (add them to the loan)',
  'refinance.rollCosts.integer': 'Choose 0 (pay the costs up front) or 1 (add them to the loan)',
  'refinance.rollCosts.range': 'Choose 0 (pay the costs up front) or 1 (add them to the loan)',
} as const

export type RefinanceMessageKey = keyof typeof en

const es = {
  'refinance.balance.number': 'El saldo actual debe ser un número',
  'refinance.balance.min': 'El saldo actual debe ser mayor que 0',
  'refinance.balance.max': 'El saldo actual debe ser como máximo $100,000,000',
  'refinance.rate.number': 'La tasa de interés actual debe ser un número',
  'refinance.rate.range': 'La tasa de interés actual debe estar entre 0% y 100%',
  'refinance.months.number': 'Los meses restantes deben ser un número',
  'refinance.months.integer': 'Los meses restantes deben ser un número entero',
  'refinance.months.range': 'Los meses restantes deben estar entre 1 y 600',
  'refinance.newRate.number': 'La nueva tasa de interés debe ser un número',
  'refinance.newRate.range': 'La nueva tasa de interés debe estar entre 0% y 100%',
  'refinance.newMonths.number': 'El plazo del nuevo préstamo debe ser un número de meses',
  'refinance.newMonths.integer': 'El plazo del nuevo préstamo debe ser un número entero de meses',
  'refinance.newMonths.range': 'El plazo del nuevo préstamo debe estar entre 1 y 600 meses',
  'refinance.costs.number': 'Los gastos de cierre deben ser un número',
  'refinance.costs.min': 'Los gastos de cierre no pueden ser negativos',
  'refinance.costs.max': 'Los gastos de cierre deben ser como máximo $10,000,000',
  'refinance.rollCosts.number': 'Elige 0 (pagar los gastos al inicio) o 1 (sumarlos al préstamo)',
  'refinance.rollCosts.integer': 'Elige 0 (pagar los gastos al inicio) o 1 (sumarlos al préstamo)',
  'refinance.rollCosts.range': 'Elige 0 (pagar los gastos al inicio) o 1 (sumarlos al préstamo)',
} as const satisfies Record<RefinanceMessageKey, string>

export const refinanceMessages: MessageDictionary<RefinanceMessageKey> = { en, es }
