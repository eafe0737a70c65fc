import type { Lang } from '../branding'

const en = {
  title: 'Savings Goal Calculator',
  goal: 'Savings goal',
  savings: 'Current savings',
  deposit: 'Monthly deposit',
  rate: 'Interest rate (% a year)',
  months: 'Reach it in (months)',
  helpTitle: 'How it is calculated',
  help: [
    'Interest compounds monthly at the rate ÷ 12 on the balance, rounded to the cent each month, and the deposit is added at the end of each month.',
    'The deposit needed is rounded up to the cent: it reaches the goal in time, and one cent less would not.',
  ],
  monthsToGoal: 'Months to reach the goal',
  balanceAtGoal: 'Balance then',
  alreadyReached: 'Your savings already reach the goal.',
  notReached: 'At this deposit the goal is not reached within 100 years.',
  requiredDeposit: (months: number) =>
    `Monthly deposit to reach it in ${months} ${months === 1 ? 'month' : 'months'}`,
  noDepositNeeded: 'None: interest alone reaches the goal in time',
  totalDeposits: 'Total deposited',
  totalInterest: 'Interest earned',
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
  help: [
    'El interés se capitaliza cada mes a la tasa ÷ 12 sobre el saldo, redondeado al centavo cada mes, y el depósito se suma al final de cada mes.',
    'El depósito necesario se redondea al centavo hacia arriba: alcanza la meta a tiempo y un centavo menos no lo haría.',
  ],
  monthsToGoal: 'Meses para alcanzar la meta',
  balanceAtGoal: 'Saldo en ese momento',
  alreadyReached: 'Tus ahorros ya alcanzan la meta.',
  notReached: 'Con este depósito la meta no se alcanza en 100 años.',
  requiredDeposit: (months) =>
    `Depósito mensual para alcanzarla en ${months} ${months === 1 ? 'mes' : 'meses'}`,
  noDepositNeeded: 'Ninguno: el interés por sí solo alcanza la meta a tiempo',
  totalDeposits: 'Total depositado',
  totalInterest: 'Interés ganado',
  chartTitle: 'Saldo de ahorro por mes',
  chartSummary: (start, months, balance) => `El saldo crece de ${start} a ${balance} en ${months} meses.`,
  fileName: 'meta-de-ahorro.csv',
}

export const savingsGoalText: Record<Lang, SavingsGoalText> = { en, es }
