import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeBiweekly } from './engine'
import type { BiweeklyInput } from './schema'

const runs = { numRuns: 150 }

const anyLoan: fc.Arbitrary<BiweeklyInput> = fc.record({
  amount: fc.integer({ min: 100_000, max: 200_000_000 }).map((value) => value / 100),
  rate: fc.integer({ min: 0, max: 2_000 }).map((value) => value / 100),
  years: fc.integer({ min: 1, max: 40 }),
})

describe('biweekly invariants', () => {
  test('the biweekly schedule repays the loan exactly and never takes longer than the monthly one', () => {
    fc.assert(
      fc.property(anyLoan, (input) => {
        const result = computeBiweekly(input)
        expect(result.schedule.reduce((sum, row) => sum + cents(row.principal), 0)).toBe(cents(input.amount))
        expect(result.schedule.at(-1)?.balance).toBe(0)
        expect(result.payoffMonths).toBeLessThanOrEqual(input.years * 12)
        expect(result.payoffMonths).toBe(Math.ceil((12 * result.payments) / 26))
        expect(cents(result.finalPayment)).toBeLessThanOrEqual(cents(result.biweeklyPayment))
        expect(cents(result.interestSaved)).toBe(
          cents(result.monthlyInterest) - cents(result.biweeklyInterest),
        )
      }),
      runs,
    )
  })

  test('with interest, biweekly never costs more interest than monthly', () => {
    fc.assert(
      fc.property(anyLoan, (input) => {
        const result = computeBiweekly(input)
        expect(result.interestSaved).toBeGreaterThanOrEqual(0)
      }),
      runs,
    )
  })
})
