import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { sumDollars } from '../test-support'
import { computeSavingsGoal, SAVINGS_GOAL_MAX_MONTHS } from './engine'
import { savingsGoalDefaults, type SavingsGoalInput } from './schema'

// Worked example of issue 12.
const example: SavingsGoalInput = { goal: 10_000, savings: 1_000, deposit: 250, apr: 4, months: 24 }

describe('worked example: $10,000 from $1,000, $250 a month, 4%', () => {
  const result = computeSavingsGoal(example)

  test('reached in 34 months with $10,104.37', () => {
    expect(result.monthsToGoal).toBe(34)
    expect(result.balanceAtGoal).toBe(10_104.37)
    expect(result.schedule).toHaveLength(34)
    expect(result.schedule[32]?.balance).toBeLessThan(10_000)
    expect(result.schedule.at(-1)?.balance).toBe(10_104.37)
  })

  test('to reach it in 24 months: $357.50 a month, and $357.49 falls short', () => {
    expect(result.requiredDeposit).toBe(357.5)
    expect(result.requiredBalance).toBeGreaterThanOrEqual(10_000)
    const short = computeSavingsGoal({ ...example, deposit: 357.49, months: 24 })
    expect(short.monthsToGoal).toBe(25)
    expect(computeSavingsGoal({ ...example, deposit: 357.5 }).monthsToGoal).toBe(24)
  })

  test('each month: interest on the balance rounded to the cent, then the deposit', () => {
    const [first, second] = result.schedule
    expect(first).toEqual({
      month: 1,
      deposit: 250,
      interest: 3.33, // 1,000 × 4% / 12 = 3.333…
      balance: 1_253.33,
      totalDeposits: 1_250,
      totalInterest: 3.33,
    })
    expect(second?.interest).toBe(4.18) // 1,253.33 × 4% / 12 = 4.1777…
    const last = result.schedule.at(-1)
    expect(sumDollars([last?.totalDeposits ?? 0, last?.totalInterest ?? 0])).toBe(10_104.37)
  })
})

describe('edge cases', () => {
  test('savings already at the goal: 0 months and no deposit needed', () => {
    const result = computeSavingsGoal({ ...example, savings: 10_000 })
    expect(result.monthsToGoal).toBe(0)
    expect(result.balanceAtGoal).toBe(10_000)
    expect(result.requiredDeposit).toBe(0)
  })

  test('interest alone reaching the goal in time needs no deposit', () => {
    const result = computeSavingsGoal({ goal: 1_000.01, savings: 1_000, deposit: 0, apr: 4, months: 1 })
    expect(result.requiredDeposit).toBe(0)
    expect(result.monthsToGoal).toBe(1)
  })

  test('at 0% the required deposit is the shortfall over the months, rounded up to the cent', () => {
    const result = computeSavingsGoal({ goal: 1_000, savings: 0, deposit: 100, apr: 0, months: 3 })
    expect(result.requiredDeposit).toBe(333.34)
    expect(result.monthsToGoal).toBe(10)
  })

  test('no deposit and no interest never reaches the goal; the schedule covers the target months', () => {
    const result = computeSavingsGoal({ ...example, deposit: 0, apr: 0 })
    expect(result.monthsToGoal).toBeUndefined()
    expect(result.balanceAtGoal).toBeUndefined()
    expect(result.schedule).toHaveLength(24)
  })

  test('a goal beyond 100 years is not reached', () => {
    const result = computeSavingsGoal({ goal: 100_000_000, savings: 0, deposit: 1, apr: 0, months: 600 })
    expect(result.monthsToGoal).toBeUndefined()
    expect(SAVINGS_GOAL_MAX_MONTHS).toBe(1200)
    expect(result.requiredDeposit).toBe(166_666.67)
  })

  test('invalid input throws', () => {
    expect(() => computeSavingsGoal({ ...example, months: 0 })).toThrow(CalculatorInputError)
  })

  test('the defaults compute', () => {
    expect(computeSavingsGoal(savingsGoalDefaults).requiredDeposit).toBeGreaterThan(0)
  })
})
