import { z } from '~/lib/zod-mini'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { savingsGoalMessages, type SavingsGoalMessageKey } from './texts'

/** Money in dollars, the rate in percent (4 means 4% a year). */
export interface SavingsGoalInput {
  /** Amount to reach (at least a cent, at most 100,000,000). */
  goal: number
  /** Savings today. */
  savings: number
  /** Deposit at the end of each month. */
  deposit: number
  /** Annual interest rate, compounded monthly, 0 to 50. */
  apr: number
  /** Target: reach the goal within this many months, 1 to 600. */
  months: number
}

export type SavingsGoalField = keyof SavingsGoalInput

export const SAVINGS_GOAL_LIMITS = {
  maxGoal: 100_000_000,
  maxDeposit: 1_000_000,
  maxApr: 50,
  maxMonths: 600,
} as const

export const savingsGoalDefaults = {
  goal: 20_000,
  savings: 2_000,
  deposit: 300,
  apr: 4,
  months: 48,
} as const satisfies SavingsGoalInput

export const savingsGoalQueryNames = {
  goal: 'goal',
  savings: 'savings',
  deposit: 'deposit',
  apr: 'rate',
  months: 'months',
} as const satisfies Record<SavingsGoalField, string>

export const savingsGoalInputSchema = z.object({
  goal: moneyAmount('savingsGoal.goal', 0.01, SAVINGS_GOAL_LIMITS.maxGoal),
  savings: moneyAmount('savingsGoal.savings', 0, SAVINGS_GOAL_LIMITS.maxGoal),
  deposit: moneyAmount('savingsGoal.deposit', 0, SAVINGS_GOAL_LIMITS.maxDeposit),
  apr: rangeNumber('savingsGoal.rate', 0, SAVINGS_GOAL_LIMITS.maxApr),
  months: wholeNumber('savingsGoal.months', 1, SAVINGS_GOAL_LIMITS.maxMonths),
}) satisfies z.ZodMiniType<SavingsGoalInput>

const NUMBER_KEYS = {
  goal: 'savingsGoal.goal.number',
  savings: 'savingsGoal.savings.number',
  deposit: 'savingsGoal.deposit.number',
  apr: 'savingsGoal.rate.number',
  months: 'savingsGoal.months.number',
} as const satisfies Record<SavingsGoalField, SavingsGoalMessageKey>

export type SavingsGoalParamsResult = NumericParamsResult<SavingsGoalField, SavingsGoalMessageKey>

/** Reads savings-goal inputs from a query string (see savingsGoalQueryNames); never throws. */
export function parseSavingsGoalParams(searchParams: URLSearchParams): SavingsGoalParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: savingsGoalQueryNames,
    defaults: savingsGoalDefaults,
    numberKeys: NUMBER_KEYS,
    schema: savingsGoalInputSchema,
    texts: savingsGoalMessages.en,
  })
}
