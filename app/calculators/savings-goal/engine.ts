import { toWholeCents } from '../amortization'
import { applyRatioToCents, exactRatio, type ExactRatio } from '../money'
import { requireValid } from '../query-params'
import { savingsGoalMessages } from './texts'
import { savingsGoalInputSchema, type SavingsGoalInput } from './schema'

/** Longest path simulated for "months to reach the goal": past it the goal counts as not reached. */
export const SAVINGS_GOAL_MAX_MONTHS = 1200

export interface SavingsGoalRow {
  month: number
  deposit: number
  /** Interest credited this month: the balance before the deposit × rate / 12, rounded. */
  interest: number
  balance: number
  /** Deposits so far, savings today included. */
  totalDeposits: number
  totalInterest: number
}

export interface SavingsGoalResult {
  /** Months until the balance first reaches the goal with the given deposit (0 when it already has). */
  monthsToGoal: number | undefined
  /** The balance in that month. */
  balanceAtGoal: number | undefined
  /** Smallest monthly deposit, to the cent, that reaches the goal in the target months (0 when none is needed). */
  requiredDeposit: number
  /** Balance after the target months with the required deposit. */
  requiredBalance: number
  /** Month by month with the given deposit: up to the goal, or over the target months when it is not reached. */
  schedule: SavingsGoalRow[]
}

/** Months to a savings goal and the deposit that reaches it in time; throws CalculatorInputError. */
export function computeSavingsGoal(input: SavingsGoalInput): SavingsGoalResult {
  const valid = requireValid(savingsGoalInputSchema, input, savingsGoalMessages.en)
  const goal = toWholeCents(valid.goal)
  const start = toWholeCents(valid.savings)
  const deposit = toWholeCents(valid.deposit)
  const rate = exactRatio(valid.apr, 1200)
  const path = growth(start, deposit, rate, goal, SAVINGS_GOAL_MAX_MONTHS)
  const reached = path.balance >= goal
  const schedule = reached
    ? path.rows
    : growth(start, deposit, rate, Number.POSITIVE_INFINITY, valid.months).rows
  const required = requiredDeposit(start, rate, goal, valid.months, valid.apr)
  return {
    monthsToGoal: reached ? path.rows.length : undefined,
    balanceAtGoal: reached ? path.balance / 100 : undefined,
    requiredDeposit: required / 100,
    requiredBalance: balanceAfter(start, required, rate, valid.months) / 100,
    schedule,
  }
}

// Interest on the balance, rounded to the cent, then the deposit at the month's end.
function nextBalance(balance: number, deposit: number, rate: ExactRatio): number {
  return balance + applyRatioToCents(balance, rate) + deposit
}

function balanceAfter(start: number, deposit: number, rate: ExactRatio, months: number): number {
  let balance = start
  for (let month = 0; month < months; month++) balance = nextBalance(balance, deposit, rate)
  return balance
}

function growth(start: number, deposit: number, rate: ExactRatio, goal: number, maxMonths: number) {
  const rows: SavingsGoalRow[] = []
  let balance = start
  let deposits = start
  let interestSoFar = 0
  while (balance < goal && rows.length < maxMonths) {
    const interest = applyRatioToCents(balance, rate)
    // Nothing grows: the goal is out of reach, however long the path.
    if (interest + deposit === 0 && goal !== Number.POSITIVE_INFINITY) break
    balance += interest + deposit
    deposits += deposit
    interestSoFar += interest
    rows.push({
      month: rows.length + 1,
      deposit: deposit / 100,
      interest: interest / 100,
      balance: balance / 100,
      totalDeposits: deposits / 100,
      totalInterest: interestSoFar / 100,
    })
  }
  return { rows, balance }
}

/**
 * The smallest deposit in cents with balanceAfter ≥ goal. The closed form (an annuity's payment) lands within
 * a cent or two of it, because the monthly rounding moves the end balance by far less than a cent of deposit
 * does; the search then walks from there (the end balance never falls as the deposit grows).
 */
function requiredDeposit(start: number, rate: ExactRatio, goal: number, months: number, apr: number): number {
  const reaches = (deposit: number) => balanceAfter(start, deposit, rate, months) >= goal
  if (reaches(0)) return 0
  const r = apr / 1200
  const growthFactor = (1 + r) ** months
  const annuity = r === 0 ? months : (growthFactor - 1) / r
  let low = Math.max(0, Math.floor((goal - start * growthFactor) / annuity) - 1)
  let step = 1
  while (low > 0 && reaches(low)) {
    low = Math.max(0, low - step)
    step *= 2
  }
  // Now low never reaches; gallop up to a deposit that does, then bisect.
  let high = low + 1
  step = 1
  while (!reaches(high)) {
    low = high
    step *= 2
    high += step
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (reaches(middle)) high = middle
    else low = middle
  }
  return high
}
