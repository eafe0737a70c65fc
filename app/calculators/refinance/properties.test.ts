import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeRefinance } from './engine'
import type { RefinanceInput } from './schema'

const runs = { numRuns: 200 }

const anyRefinance: fc.Arbitrary<RefinanceInput> = fc.record({
  balance: fc.integer({ min: 100_000, max: 200_000_000 }).map((value) => value / 100),
  apr: fc.integer({ min: 0, max: 1_500 }).map((value) => value / 100),
  months: fc.integer({ min: 1, max: 480 }),
  newApr: fc.integer({ min: 0, max: 1_500 }).map((value) => value / 100),
  newMonths: fc.integer({ min: 1, max: 480 }),
  costs: fc.integer({ min: 0, max: 2_000_000 }).map((value) => value / 100),
  rollCosts: fc.constantFrom(0, 1),
})

describe('refinance invariants', () => {
  test('the break-even month is the first whose savings cover the costs', () => {
    fc.assert(
      fc.property(anyRefinance, (input) => {
        const result = computeRefinance(input)
        const saving = cents(result.monthlySaving)
        if (saving <= 0) {
          expect(result.breakEvenMonth).toBeUndefined()
          return
        }
        const month = result.breakEvenMonth ?? -1
        expect(month * saving).toBeGreaterThanOrEqual(cents(input.costs))
        if (month > 0) expect((month - 1) * saving).toBeLessThan(cents(input.costs))
      }),
      runs,
    )
  })

  test('totals: each loan repaid with its interest; rolled-in costs are borrowed, paid costs are not', () => {
    fc.assert(
      fc.property(anyRefinance, (input) => {
        const result = computeRefinance(input)
        const rolled = input.rollCosts === 1
        expect(cents(result.newLoanAmount)).toBe(cents(input.balance) + (rolled ? cents(input.costs) : 0))
        expect(cents(result.upfrontCosts)).toBe(rolled ? 0 : cents(input.costs))
        const repaid = result.newSchedule.reduce((sum, row) => sum + cents(row.principal), 0)
        expect(repaid).toBe(cents(result.newLoanAmount))
        expect(cents(result.currentTotalCost)).toBe(cents(input.balance) + cents(result.currentInterest))
        expect(cents(result.newTotalCost)).toBe(
          cents(result.newLoanAmount) + cents(result.newInterest) + cents(result.upfrontCosts),
        )
        expect(cents(result.lifetimeSavings)).toBe(
          cents(result.currentTotalCost) - cents(result.newTotalCost),
        )
      }),
      runs,
    )
  })

  test('refinancing at the same rate and term changes nothing but the costs', () => {
    fc.assert(
      fc.property(anyRefinance, (input) => {
        const same = computeRefinance({ ...input, newApr: input.apr, newMonths: input.months, rollCosts: 0 })
        expect(same.monthlySaving).toBe(0)
        expect(cents(same.lifetimeSavings)).toBe(0 - cents(input.costs))
      }),
      runs,
    )
  })
})
