import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeRetirementIncome, yearlyWithdrawals } from './engine'
import type { RetirementIncomeInput } from './schema'

const runs = { numRuns: 150 }

const anyPlan: fc.Arbitrary<RetirementIncomeInput> = fc.record({
  savings: fc.integer({ min: 100_000, max: 1_000_000_000 }).map((value) => value / 100),
  withdrawal: fc.integer({ min: 100, max: 2_000_000 }).map((value) => value / 100),
  return: fc.integer({ min: 0, max: 1_500 }).map((value) => value / 100),
  increase: fc.integer({ min: 0, max: 1_000 }).map((value) => value / 100),
  years: fc.integer({ min: 1, max: 60 }),
})

const lastMonth = (input: RetirementIncomeInput) => {
  const result = computeRetirementIncome(input)
  return result.fullMonths ?? Number.POSITIVE_INFINITY
}

describe('retirement-income invariants', () => {
  test('the level withdrawal lasts the years and one cent more does not', () => {
    fc.assert(
      fc.property(anyPlan, (input) => {
        const { level } = computeRetirementIncome(input)
        const months = 12 * input.years
        fc.pre(level >= 1 && level + 0.01 <= 1_000_000)
        const flat = { ...input, increase: 0 }
        expect(lastMonth({ ...flat, withdrawal: level })).toBeGreaterThanOrEqual(months)
        expect(lastMonth({ ...flat, withdrawal: (cents(level) + 1) / 100 })).toBeLessThan(months)
      }),
      runs,
    )
  })

  test('more savings never run out sooner; a larger withdrawal never lasts longer', () => {
    fc.assert(
      fc.property(anyPlan, fc.integer({ min: 1, max: 10_000_000 }), (input, more) => {
        const base = lastMonth(input)
        fc.pre(cents(input.savings) + more <= 10_000_000_000)
        expect(lastMonth({ ...input, savings: (cents(input.savings) + more) / 100 })).toBeGreaterThanOrEqual(
          base,
        )
        fc.pre(cents(input.withdrawal) + more <= 100_000_000)
        expect(
          lastMonth({ ...input, withdrawal: (cents(input.withdrawal) + more) / 100 }),
        ).toBeLessThanOrEqual(base)
      }),
      runs,
    )
  })

  test("a last partial month after a yearly rise is compared with that month's due amount", () => {
    // Found by the property below: the withdrawal rises in the month that runs out, so the partial
    // payment can exceed the previous month's full one and still be short of what is due.
    const input = { savings: 750196.11, withdrawal: 1, return: 0.77, increase: 9.97, years: 1 }
    const { schedule, partial } = computeRetirementIncome(input)
    const due = yearlyWithdrawals(100, 9.97)(schedule.length) / 100
    expect(partial).toBeDefined()
    expect(partial).toBeLessThan(due)
  })

  test('every cent is accounted for: savings + interest = withdrawals + what is left', () => {
    fc.assert(
      fc.property(anyPlan, (input) => {
        const { schedule, partial, fullMonths } = computeRetirementIncome(input)
        const interest = schedule.reduce((sum, row) => sum + cents(row.interest), 0)
        const paid = schedule.reduce((sum, row) => sum + cents(row.withdrawal), 0)
        expect(cents(input.savings) + interest).toBe(paid + cents(schedule.at(-1)?.balance ?? 0))
        // The partial month pays less than that month's due amount (which may have just risen with the year).
        const due = yearlyWithdrawals(cents(input.withdrawal), input.increase)(schedule.length) / 100
        if (partial !== undefined) expect(partial).toBeLessThan(due)
        if (fullMonths !== undefined) expect(schedule.at(-1)?.balance).toBe(0)
      }),
      runs,
    )
  })
})
