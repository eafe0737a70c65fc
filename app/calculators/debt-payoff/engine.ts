import { toWholeCents } from '../amortization'
import { applyRatioToCents, exactRatio, type ExactRatio } from '../money'
import { requireValid } from '../query-params'
import { DEBT_SLOTS, debtPayoffInputSchema, type DebtPayoffInput, type DebtSlot } from './schema'
import { debtPayoffMessages } from './texts'

export type Strategy = 'avalanche' | 'snowball'

/** The simulation stops here: 50 years. */
export const MAX_MONTHS = 600

export interface MonthRow {
  month: number
  /** Everything paid this month, over all debts. */
  paid: number
  /** Interest charged this month, over all debts. */
  interest: number
  /** What is still owed at the end of the month, over all debts. */
  balance: number
}

export type StrategyResult =
  | {
      outcome: 'paidOff'
      months: number
      totalInterest: number
      /** Debts in the order they were paid off, with the month each was. */
      order: { slot: DebtSlot; month: number }[]
      rows: MonthRow[]
    }
  | { outcome: 'never'; rows: MonthRow[] }

export type DebtPayoffResult =
  | {
      outcome: 'simulated'
      /** Sum of the balances of the debts in use. */
      startBalance: number
      avalanche: StrategyResult
      snowball: StrategyResult
    }
  | { outcome: 'noDebts' }
  | { outcome: 'budgetTooLow'; budget: number; minimums: number }

interface Debt {
  slot: DebtSlot
  startCents: number
  apr: number
  rate: ExactRatio
  minimumCents: number
}

/** Priority orders, fixed at the start from the inputs. */
const PRIORITY: Record<Strategy, (a: Debt, b: Debt) => number> = {
  avalanche: (a, b) => b.apr - a.apr || a.startCents - b.startCents || a.slot - b.slot,
  snowball: (a, b) => a.startCents - b.startCents || b.apr - a.apr || a.slot - b.slot,
}

function simulate(debts: readonly Debt[], budgetCents: number, strategy: Strategy): StrategyResult {
  const order = [...debts].sort(PRIORITY[strategy])
  const balances = order.map((debt) => debt.startCents)
  const paidOff: { slot: DebtSlot; month: number }[] = []
  const rows: MonthRow[] = []
  let totalInterest = 0
  let owed = balances.reduce((sum, balance) => sum + balance, 0)
  for (let month = 1; month <= MAX_MONTHS && owed > 0; month++) {
    const open = balances.map((balance) => balance > 0)
    let interest = 0
    for (let index = 0; index < order.length; index++) {
      const balance = balances[index] ?? 0
      if (balance <= 0) continue
      const charged = applyRatioToCents(balance, order[index]!.rate)
      balances[index] = balance + charged
      interest += charged
    }
    let pool = budgetCents
    for (let index = 0; index < order.length; index++) {
      const balance = balances[index] ?? 0
      if (balance <= 0) continue
      const payment = Math.min(order[index]!.minimumCents, balance)
      balances[index] = balance - payment
      pool -= payment
    }
    for (let index = 0; index < order.length && pool > 0; index++) {
      const balance = balances[index] ?? 0
      if (balance <= 0) continue
      const payment = Math.min(pool, balance)
      balances[index] = balance - payment
      pool -= payment
    }
    for (let index = 0; index < order.length; index++) {
      if (open[index] && balances[index] === 0) paidOff.push({ slot: order[index]!.slot, month })
    }
    const before = owed
    owed = balances.reduce((sum, balance) => sum + balance, 0)
    totalInterest += interest
    rows.push({
      month,
      paid: (before + interest - owed) / 100,
      interest: interest / 100,
      balance: owed / 100,
    })
  }
  if (owed > 0) return { outcome: 'never', rows }
  return { outcome: 'paidOff', months: rows.length, totalInterest: totalInterest / 100, order: paidOff, rows }
}

/** Avalanche and snowball, each simulated from the starting balances; throws CalculatorInputError for invalid input. */
export function computeDebtPayoff(input: DebtPayoffInput): DebtPayoffResult {
  const values = requireValid(debtPayoffInputSchema, input, debtPayoffMessages.en)
  const debts: Debt[] = DEBT_SLOTS.map((slot) => ({
    slot,
    startCents: toWholeCents(values[`b${slot}`]),
    apr: values[`r${slot}`],
    rate: exactRatio(values[`r${slot}`], 1200),
    minimumCents: toWholeCents(values[`m${slot}`]),
  })).filter((debt) => debt.startCents > 0)
  if (debts.length === 0) return { outcome: 'noDebts' }
  const budgetCents = toWholeCents(values.budget)
  const minimumsCents = debts.reduce((sum, debt) => sum + debt.minimumCents, 0)
  if (budgetCents < minimumsCents) {
    return { outcome: 'budgetTooLow', budget: budgetCents / 100, minimums: minimumsCents / 100 }
  }
  return {
    outcome: 'simulated',
    startBalance: debts.reduce((sum, debt) => sum + debt.startCents, 0) / 100,
    avalanche: simulate(debts, budgetCents, 'avalanche'),
    snowball: simulate(debts, budgetCents, 'snowball'),
  }
}
