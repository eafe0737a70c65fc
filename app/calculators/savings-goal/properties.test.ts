import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeSavingsGoal } from './engine'
import { SAVINGS_GOAL_LIMITS, type SavingsGoalInput } from './schema'

const runs = { numRuns: 300 }

const anyGoal: fc.Arbitrary<SavingsGoalInput> = fc.record({
  goal: fc.integer({ min: 1, max: 200_000_000 }).map((value) => value / 100),
  savings: fc.integer({ min: 0, max: 50_000_000 }).map((value) => value / 100),
  deposit: fc.integer({ min: 0, max: 500_000 }).map((value) => value / 100),
  apr: fc.integer({ min: 0, max: 1_500 }).map((value) => value / 100),
  months: fc.integer({ min: 1, max: 600 }),
})

function monthsWith(input: SavingsGoalInput, deposit: number): number | undefined {
  return computeSavingsGoal({ ...input, deposit }).monthsToGoal
}

describe('savings-goal invariants', () => {
  test('the required deposit reaches the goal in the target months and one cent less does not', () => {
    fc.assert(
      fc.property(anyGoal, (input) => {
        const result = computeSavingsGoal(input)
        expect(result.requiredBalance).toBeGreaterThanOrEqual(input.goal)
        const required = cents(result.requiredDeposit)
        // Checked through the engine, whose deposit input stops at the field's maximum.
        fc.pre(required <= SAVINGS_GOAL_LIMITS.maxDeposit * 100)
        const reached = monthsWith(input, required / 100)
        expect(reached).toBeLessThanOrEqual(input.months)
        if (required > 0) {
          const short = monthsWith(input, (required - 1) / 100)
          expect(short === undefined || short > input.months).toBe(true)
        }
      }),
      runs,
    )
  })

  test('the goal is first reached in the month reported', () => {
    fc.assert(
      fc.property(anyGoal, (input) => {
        const result = computeSavingsGoal(input)
        if (result.monthsToGoal === undefined || result.monthsToGoal === 0) return
        const rows = result.schedule
        expect(rows).toHaveLength(result.monthsToGoal)
        expect(rows.at(-1)?.balance).toBeGreaterThanOrEqual(input.goal)
        expect(rows.slice(0, -1).every((row) => row.balance < input.goal)).toBe(true)
        expect(cents(rows.at(-1)?.balance ?? 0)).toBe(
          cents(rows.at(-1)?.totalDeposits ?? 0) + cents(rows.at(-1)?.totalInterest ?? 0),
        )
      }),
      runs,
    )
  })

  test('a larger deposit never takes longer', () => {
    fc.assert(
      fc.property(anyGoal, fc.integer({ min: 1, max: 100_000 }), (input, more) => {
        const base = computeSavingsGoal(input).monthsToGoal
        fc.pre(base !== undefined)
        const larger = monthsWith(input, (cents(input.deposit) + more) / 100)
        expect(larger).toBeLessThanOrEqual(base ?? 0)
      }),
      runs,
    )
  })
})
