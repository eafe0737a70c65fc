import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const debtPayoffMessages = defineMessages({
  en: {
    'debtPayoff.budget.number': 'Monthly budget must be a number',
    'debtPayoff.budget.min': 'Monthly budget cannot be negative',
    'debtPayoff.budget.max': 'Monthly budget must be at most $1,000,000',
    'debtPayoff.b1.number': 'Debt 1 balance must be a number',
    'debtPayoff.b1.min': 'Debt 1 balance cannot be negative',
    'debtPayoff.b1.max': 'Debt 1 balance must be at most $1,000,000',
    'debtPayoff.r1.number': 'Debt 1 APR must be a number',
    'debtPayoff.r1.range': 'Debt 1 APR must be between 0% and 50%',
    'debtPayoff.m1.number': 'Debt 1 minimum payment must be a number',
    'debtPayoff.m1.min': 'Debt 1 minimum payment cannot be negative',
    'debtPayoff.m1.max': 'Debt 1 minimum payment must be at most $100,000',
    'debtPayoff.b2.number': 'Debt 2 balance must be a number',
    'debtPayoff.b2.min': 'Debt 2 balance cannot be negative',
    'debtPayoff.b2.max': 'Debt 2 balance must be at most $1,000,000',
    'debtPayoff.r2.number': 'Debt 2 APR must be a number',
    'debtPayoff.r2.range': 'Debt 2 APR must be between 0% and 50%',
    'debtPayoff.m2.number': 'Debt 2 minimum payment must be a number',
    'debtPayoff.m2.min': 'Debt 2 minimum payment cannot be negative',
    'debtPayoff.m2.max': 'Debt 2 minimum payment must be at most $100,000',
    'debtPayoff.b3.number': 'Debt 3 balance must be a number',
    'debtPayoff.b3.min': 'Debt 3 balance cannot be negative',
    'debtPayoff.b3.max': 'Debt 3 balance must be at most $1,000,000',
    'debtPayoff.r3.number': 'Debt 3 APR must be a number',
    'debtPayoff.r3.range': 'Debt 3 APR must be between 0% and 50%',
    'debtPayoff.m3.number': 'Debt 3 minimum payment must be a number',
    'debtPayoff.m3.min': 'Debt 3 minimum payment cannot be negative',
    'debtPayoff.m3.max': 'Debt 3 minimum payment must be at most $100,000',
    'debtPayoff.b4.number': 'Debt 4 balance must be a number',
    'debtPayoff.b4.min': 'Debt 4 balance cannot be negative',
    'debtPayoff.b4.max': 'Debt 4 balance must be at most $1,000,000',
    'debtPayoff.r4.number': 'Debt 4 APR must be a number',
    'debtPayoff.r4.range': 'Debt 4 APR must be between 0% and 50%',
    'debtPayoff.m4.number': 'Debt 4 minimum payment must be a number',
    'debtPayoff.m4.min': 'Debt 4 minimum payment cannot be negative',
    'debtPayoff.m4.max': 'Debt 4 minimum payment must be at most $100,000',
    'debtPayoff.b5.number': 'Debt 5 balance must be a number',
    'debtPayoff.b5.min': 'Debt 5 balance cannot be negative',
    'debtPayoff.b5.max': 'Debt 5 balance must be at most $1,000,000',
    'debtPayoff.r5.number': 'Debt 5 APR must be a number',
    'debtPayoff.r5.range': 'Debt 5 APR must be between 0% and 50%',
    'debtPayoff.m5.number': 'Debt 5 minimum payment must be a number',
    'debtPayoff.m5.min': 'Debt 5 minimum payment cannot be negative',
    'debtPayoff.m5.max': 'Debt 5 minimum payment must be at most $100,000',
  },
  es: {
    'debtPayoff.budget.number': 'El presupuesto mensual debe ser un número',
    'debtPayoff.budget.min': 'El presupuesto mensual no puede ser negativo',
    'debtPayoff.budget.max': 'El presupuesto mensual debe ser como máximo $1,000,000',
    'debtPayoff.b1.number': 'El saldo de la deuda 1 debe ser un número',
    'debtPayoff.b1.min': 'El saldo de la deuda 1 no puede ser negativo',
    'debtPayoff.b1.max': 'El saldo de la deuda 1 debe ser como máximo $1,000,000',
    'debtPayoff.r1.number': 'La APR de la deuda 1 debe ser un número',
    'debtPayoff.r1.range': 'La APR de la deuda 1 debe estar entre 0% y 50%',
    'debtPayoff.m1.number': 'El pago mínimo de la deuda 1 debe ser un número',
    'debtPayoff.m1.min': 'El pago mínimo de la deuda 1 no puede ser negativo',
    'debtPayoff.m1.max': 'El pago mínimo de la deuda 1 debe ser como máximo $100,000',
    'debtPayoff.b2.number': 'El saldo de la deuda 2 debe ser un número',
    'debtPayoff.b2.min': 'El saldo de la deuda 2 no puede ser negativo',
    'debtPayoff.b2.max': 'El saldo de la deuda 2 debe ser como máximo $1,000,000',
    'debtPayoff.r2.number': 'La APR de la deuda 2 debe ser un número',
    'debtPayoff.r2.range': 'La APR de la deuda 2 debe estar entre 0% y 50%',
    'debtPayoff.m2.number': 'El pago mínimo de la deuda 2 debe ser un número',
    'debtPayoff.m2.min': 'El pago mínimo de la deuda 2 no puede ser negativo',
    'debtPayoff.m2.max': 'El pago mínimo de la deuda 2 debe ser como máximo $100,000',
    'debtPayoff.b3.number': 'El saldo de la deuda 3 debe ser un número',
    'debtPayoff.b3.min': 'El saldo de la deuda 3 no puede ser negativo',
    'debtPayoff.b3.max': 'El saldo de la deuda 3 debe ser como máximo $1,000,000',
    'debtPayoff.r3.number': 'La APR de la deuda 3 debe ser un número',
    'debtPayoff.r3.range': 'La APR de la deuda 3 debe estar entre 0% y 50%',
    'debtPayoff.m3.number': 'El pago mínimo de la deuda 3 debe ser un número',
    'debtPayoff.m3.min': 'El pago mínimo de la deuda 3 no puede ser negativo',
    'debtPayoff.m3.max': 'El pago mínimo de la deuda 3 debe ser como máximo $100,000',
    'debtPayoff.b4.number': 'El saldo de la deuda 4 debe ser un número',
    'debtPayoff.b4.min': 'El saldo de la deuda 4 no puede ser negativo',
    'debtPayoff.b4.max': 'El saldo de la deuda 4 debe ser como máximo $1,000,000',
    'debtPayoff.r4.number': 'La APR de la deuda 4 debe ser un número',
    'debtPayoff.r4.range': 'La APR de la deuda 4 debe estar entre 0% y 50%',
    'debtPayoff.m4.number': 'El pago mínimo de la deuda 4 debe ser un número',
    'debtPayoff.m4.min': 'El pago mínimo de la deuda 4 no puede ser negativo',
    'debtPayoff.m4.max': 'El pago mínimo de la deuda 4 debe ser como máximo $100,000',
    'debtPayoff.b5.number': 'El saldo de la deuda 5 debe ser un número',
    'debtPayoff.b5.min': 'El saldo de la deuda 5 no puede ser negativo',
    'debtPayoff.b5.max': 'El saldo de la deuda 5 debe ser como máximo $1,000,000',
    'debtPayoff.r5.number': 'La APR de la deuda 5 debe ser un número',
    'debtPayoff.r5.range': 'La APR de la deuda 5 debe estar entre 0% y 50%',
    'debtPayoff.m5.number': 'El pago mínimo de la deuda 5 debe ser un número',
    'debtPayoff.m5.min': 'El pago mínimo de la deuda 5 no puede ser negativo',
    'debtPayoff.m5.max': 'El pago mínimo de la deuda 5 debe ser como máximo $100,000',
  },
})

export type DebtPayoffMessageKey = keyof typeof debtPayoffMessages.en

type Strategy = 'avalanche' | 'snowball'

const en = {
  title: 'Debt Payoff Calculator',
  budget: 'Monthly budget for all debts',
  balance: (slot: number) => `Debt ${slot}: balance (0 = not used)`,
  rate: (slot: number) => `Debt ${slot}: APR (%)`,
  minimum: (slot: number) => `Debt ${slot}: minimum payment`,
  strategy: { avalanche: 'Avalanche', snowball: 'Snowball' } satisfies Record<Strategy, string>,
  months: (strategy: string) => `${strategy}: months to debt-free`,
  totalInterest: (strategy: string) => `${strategy}: total interest`,
  order: (strategy: string) => `${strategy}: payoff order`,
  paidOff: (slot: number, month: number) => `Debt ${slot} (month ${month})`,
  duration: (years: number, months: number) =>
    [
      years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
      months > 0 || years === 0 ? `${months} ${months === 1 ? 'month' : 'months'}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  neverPaidOff: (strategy: string) =>
    `${strategy}: Not paid off within 50 years at this budget. Raise the monthly budget.`,
  noDebts: 'Enter at least one debt with a balance.',
  budgetTooLow: (budget: string, minimums: string) =>
    `Your monthly budget (${budget}) is less than the sum of your minimum payments (${minimums}).`,
  helpTitle: 'How it is calculated',
  help: [
    'Each month every debt with a balance is charged interest of balance × APR ÷ 1200, rounded half-up to the cent. Then each pays its minimum (or its balance if smaller) out of the budget, and what is left of the budget goes to the debts in priority order; a debt paid off mid-month passes the rest on in the same month.',
    'Avalanche puts the highest APR first (ties: the smaller starting balance, then the lower debt number). Snowball puts the smallest starting balance first (ties: the higher APR, then the lower debt number). The order is fixed at the start; the budget stays the same, so a paid-off debt’s minimum rolls into the extra.',
    'A debt with a balance of 0 is not used. The simulation stops after 600 months (50 years).',
  ],
  chartTitle: 'Total balance owed, avalanche and snowball',
  chartSummary: (avalanche: string, snowball: string) =>
    `Avalanche is debt-free in ${avalanche}, snowball in ${snowball}.`,
  paidColumn: (strategy: string) => `${strategy}: paid`,
  interestColumn: (strategy: string) => `${strategy}: interest`,
  balanceColumn: (strategy: string) => `${strategy}: balance`,
  fileName: 'debt-payoff-schedule.csv',
}

export type DebtPayoffText = typeof en

const es: DebtPayoffText = {
  title: 'Calculadora para saldar deudas',
  budget: 'Presupuesto mensual para todas las deudas',
  balance: (slot) => `Deuda ${slot}: saldo (0 = sin usar)`,
  rate: (slot) => `Deuda ${slot}: APR (%)`,
  minimum: (slot) => `Deuda ${slot}: pago mínimo`,
  strategy: { avalanche: 'Avalancha', snowball: 'Bola de nieve' },
  months: (strategy) => `${strategy}: meses hasta quedar sin deudas`,
  totalInterest: (strategy) => `${strategy}: interés total`,
  order: (strategy) => `${strategy}: orden de pago`,
  paidOff: (slot, month) => `Deuda ${slot} (mes ${month})`,
  duration: (years, months) =>
    [
      years > 0 ? `${years} ${years === 1 ? 'año' : 'años'}` : '',
      months > 0 || years === 0 ? `${months} ${months === 1 ? 'mes' : 'meses'}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  neverPaidOff: (strategy) =>
    `${strategy}: no se salda en 50 años con este presupuesto. Aumente el presupuesto mensual.`,
  noDebts: 'Introduzca al menos una deuda con saldo.',
  budgetTooLow: (budget, minimums) =>
    `Su presupuesto mensual (${budget}) es menor que la suma de sus pagos mínimos (${minimums}).`,
  helpTitle: 'Cómo se calcula',
  help: [
    'Cada mes, cada deuda con saldo genera un interés de saldo × APR ÷ 1200, redondeado al centavo (la mitad hacia arriba). Después cada una paga su mínimo (o su saldo si es menor) con el presupuesto, y lo que queda del presupuesto va a las deudas por orden de prioridad; una deuda saldada a mitad de mes pasa el resto a la siguiente ese mismo mes.',
    'Avalancha pone primero la APR más alta (empates: el saldo inicial menor y luego el número de deuda menor). Bola de nieve pone primero el saldo inicial menor (empates: la APR más alta y luego el número de deuda menor). El orden se fija al principio; el presupuesto no cambia, así que el mínimo de una deuda saldada pasa al pago adicional.',
    'Una deuda con saldo 0 no se usa. La simulación se detiene tras 600 meses (50 años).',
  ],
  chartTitle: 'Saldo total adeudado, avalancha y bola de nieve',
  chartSummary: (avalanche, snowball) =>
    `Con avalancha quedas sin deudas en ${avalanche}; con bola de nieve, en ${snowball}.`,
  paidColumn: (strategy) => `${strategy}: pagado`,
  interestColumn: (strategy) => `${strategy}: interés`,
  balanceColumn: (strategy) => `${strategy}: saldo`,
  fileName: 'calendario-deudas.csv',
}

export const debtPayoffText: Record<Lang, DebtPayoffText> = { en, es }
