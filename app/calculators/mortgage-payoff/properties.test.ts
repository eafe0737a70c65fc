import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeMortgagePayoff } from './engine'
import type { MortgagePayoffInput } from './schema'

const runs = { numRuns: 150 }

const anyInput: fc.Arbitrary<MortgagePayoffInput> = fc.record({
  balance: fc.integer({ min: 100_000, max: 200_000_000 }).map((value) => value / 100),
  rate: fc.integer({ min: 0, max: 2_000 }).map((value) => value / 100),
  months: fc.integer({ min: 1, max: 480 }),
  extra: fc.integer({ min: 0, max: 500_000 }).map((value) => value / 100),
  extraYearly: fc.integer({ min: 0, max: 2_000_000 }).map((value) => value / 100),
  lump: fc.integer({ min: 0, max: 20_000_000 }).map((value) => value / 100),
  lumpMonth: fc.integer({ min: 1, max: 480 }),
})

describe('mortgage payoff invariants', () => {
  test('the schedule repays the balance exactly, and never ends later than without extras', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = computeMortgagePayoff(input)
        const repaid = result.schedule.reduce(
          (sum, row) => sum + cents(row.principal) + cents(row.extra ?? 0),
          0,
        )
        expect(repaid).toBe(cents(input.balance))
        expect(result.newMonths).toBeLessThanOrEqual(result.baselineMonths)
        expect(result.monthsSaved).toBeGreaterThanOrEqual(0)
        expect(cents(result.interestSaved)).toBe(cents(result.baselineInterest) - cents(result.newInterest))
      }),
      runs,
    )
  })

  test('more extra every month never pays off later nor costs more interest', () => {
    fc.assert(
      fc.property(anyInput, fc.integer({ min: 1, max: 500_000 }), (input, more) => {
        const base = computeMortgagePayoff(input)
        const richer = computeMortgagePayoff({
          ...input,
          extra: Math.min(100_000, (cents(input.extra) + more) / 100),
        })
        expect(richer.newMonths).toBeLessThanOrEqual(base.newMonths)
        expect(richer.newInterest).toBeLessThanOrEqual(base.newInterest)
      }),
      runs,
    )
  })
})
