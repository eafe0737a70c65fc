import type { MessageDictionary } from '../query-params'

const en = {
  'savingsGoal.goal.number': 'Savings goal must be a number',
  'savingsGoal.goal.min': 'Savings goal must be greater than 0',
  'savingsGoal.goal.max': 'Savings goal must be at most $100,000,000',
  'savingsGoal.savings.number': 'Current savings must be a number',
  'savingsGoal.savings.min': 'Current savings cannot be negative',
  'savingsGoal.savings.max': 'Current savings must be at most $100,000,000',
  'savingsGoal.deposit.number': 'Monthly deposit must be a number',
  'savingsGoal.deposit.min': 'Monthly deposit cannot be negative',
  'savingsGoal.deposit.max': 'Monthly deposit must be at most $1,000,000',
  'savingsGoal.rate.number': 'Interest rate must be a number',
  'savingsGoal.rate.range': 'Interest rate must be between 0% and 50%',
  'savingsGoal.months.number': 'Target must be a number of months',
  'savingsGoal.months.integer': 'Target must be a whole number of months',
  'savingsGoal.months.range': 'Target must be between 1 and 600 months',
} as const

export type SavingsGoalMessageKey = keyof typeof en

const es = {
  'savingsGoal.goal.number': 'La meta de ahorro debe ser un número',
  'savingsGoal.goal.min': 'La meta de ahorro debe ser mayor que 0',
  'savingsGoal.goal.max': 'La meta de ahorro debe ser como máximo $100,000,000',
  'savingsGoal.savings.number': 'Los ahorros actuales deben ser un número',
  'savingsGoal.savings.min': 'Los ahorros actuales no pueden ser negativos',
  'savingsGoal.savings.max': 'Los ahorros actuales deben ser como máximo $100,000,000',
  'savingsGoal.deposit.number': 'El depósito mensual debe ser un número',
  'savingsGoal.deposit.min': 'El depósito mensual no puede ser negativo',
  'savingsGoal.deposit.max': 'El depósito mensual debe ser como máximo $1,000,000',
  'savingsGoal.rate.number': 'La tasa de interés debe ser un número',
  'savingsGoal.rate.range': 'La tasa de interés debe estar entre 0% y 50%',
  'savingsGoal.months.number': 'El plazo objetivo debe ser un número de meses',
  'savingsGoal.months.integer': 'El plazo objetivo debe ser un número entero de meses',
  'savingsGoal.months.range': 'El plazo objetivo debe estar entre 1 y 600 meses',
} as const satisfies Record<SavingsGoalMessageKey, string>

export const savingsGoalMessages: MessageDictionary<SavingsGoalMessageKey> = { en, es }
