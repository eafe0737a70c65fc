import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeHomeEquity } from './engine'
import type { HomeEquityInput } from './schema'

const runs = { numRuns: 200 }

const anyInput: fc.Arbitrary<HomeEquityInput> = fc.record({
  value: fc.integer({ min: 1_000_000, max: 200_000_000 }).map((value) => value / 100),
  balance: fc.integer({ min: 0, max: 200_000_000 }).map((value) => value / 100),
  cltv: fc.integer({ min: 500, max: 1_000 }).map((value) => value / 10),
  wanted: fc.integer({ min: 0, max: 50_000_000 }).map((value) => value / 100),
  rate: fc.integer({ min: 0, max: 2_500 }).map((value) => value / 100),
  years: fc.integer({ min: 1, max: 30 }),
})

describe('home equity invariants', () => {
  test('the loan never exceeds the amount wanted or the available equity, and the totals add up', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = computeHomeEquity(input)
        expect(cents(result.loan)).toBeLessThanOrEqual(cents(input.wanted))
        expect(cents(result.loan)).toBeLessThanOrEqual(cents(result.available))
        expect(cents(result.available)).toBeGreaterThanOrEqual(0)
        const loan = result.amortized
        if (!loan) {
          expect(cents(result.loan)).toBe(0)
          return
        }
        expect(cents(loan.totalOfPayments)).toBe(cents(result.loan) + cents(loan.totalInterest))
        expect(Number(loan.cltvAfter)).toBeLessThanOrEqual(input.cltv + 0.005)
      }),
      runs,
    )
  })

  test('a larger mortgage balance never leaves more equity to borrow', () => {
    fc.assert(
      fc.property(anyInput, fc.integer({ min: 1, max: 10_000_000 }), (input, more) => {
        const larger = { ...input, balance: Math.min(10_000_000, (cents(input.balance) + more) / 100) }
        expect(computeHomeEquity(larger).available).toBeLessThanOrEqual(computeHomeEquity(input).available)
      }),
      runs,
    )
  })
})
