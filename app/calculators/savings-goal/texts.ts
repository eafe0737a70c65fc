import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const savingsGoalMessages = defineMessages({
  en: {
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
  },
  es: {
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
  },
})

export type SavingsGoalMessageKey = keyof typeof savingsGoalMessages.en

const en = {
  title: 'Savings Goal Calculator',
  goal: 'Savings goal',
  savings: 'Current savings',
  deposit: 'Monthly deposit',
  rate: 'Interest rate (% a year)',
  months: 'Reach it in (months)',
  helpTitle: 'How it is calculated',
  // Two keys, not a list: a workspace's wording replaces the first alone (decision 0094).
  helpCompounding:
    'Interest compounds monthly at the rate ÷ 12 on the balance, rounded to the cent each month, and the deposit is added at the end of each month.',
  helpRounding:
    'The deposit needed is rounded up to the cent: it reaches the goal in time, and one cent less would not.',
  monthsToGoal: 'Months to reach the goal',
  balanceAtGoal: 'Balance then',
  alreadyReached: 'Your savings already reach the goal.',
  notReached: 'At this deposit the goal is not reached within 100 years.',
  requiredDeposit: (months: number) =>
    `Monthly deposit to reach it in ${months} ${months === 1 ? 'month' : 'months'}`,
  noDepositNeeded: 'None: interest alone reaches the goal in time',
  totalDeposits: 'Total deposited',
  totalInterest: 'Interest earned',
  /** The schedule's column; a credit union's says dividends (decision 0094). */
  interestColumn: 'Interest',
  depositColumn: 'Deposit',
  chartTitle: 'Savings balance by month',
  chartSummary: (start: string, months: number, balance: string) =>
    `The balance grows from ${start} to ${balance} in ${months} months.`,
  fileName: 'savings-goal.csv',
}

export type SavingsGoalText = typeof en

const es: SavingsGoalText = {
  title: 'Calculadora de metas de ahorro',
  goal: 'Meta de ahorro',
  savings: 'Ahorros actuales',
  deposit: 'Depósito mensual',
  rate: 'Tasa de interés (% anual)',
  months: 'Alcanzarla en (meses)',
  helpTitle: 'Cómo se calcula',
  helpCompounding:
    'El interés se capitaliza cada mes a la tasa ÷ 12 sobre el saldo, redondeado al centavo cada mes, y el depósito se suma al final de cada mes.',
  helpRounding:
    'El depósito necesario se redondea al centavo hacia arriba: alcanza la meta a tiempo y un centavo menos no lo haría.',
  monthsToGoal: 'Meses para alcanzar la meta',
  balanceAtGoal: 'Saldo en ese momento',
  alreadyReached: 'Sus ahorros ya alcanzan la meta.',
  notReached: 'Con este depósito la meta no se alcanza en 100 años.',
  requiredDeposit: (months) =>
    `Depósito mensual para alcanzarla en ${months} ${months === 1 ? 'mes' : 'meses'}`,
  noDepositNeeded: 'Ninguno: el interés por sí solo alcanza la meta a tiempo',
  totalDeposits: 'Total depositado',
  totalInterest: 'Interés ganado',
  interestColumn: 'Interés',
  depositColumn: 'Depósito',
  chartTitle: 'Saldo de ahorro por mes',
  chartSummary: (start, months, balance) => `El saldo crece de ${start} a ${balance} en ${months} meses.`,
  fileName: 'meta-de-ahorro.csv',
}

export const savingsGoalText: Record<Lang, SavingsGoalText> = { en, es }
