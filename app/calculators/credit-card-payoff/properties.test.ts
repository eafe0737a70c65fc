import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeCreditCard, type PayoffPlan } from './engine'
import type { CreditCardInput } from './schema'

const runs = { numRuns: 300 }

const anyCard: fc.Arbitrary<CreditCardInput> = fc.record({
  balance: fc.integer({ min: 1, max: 5_000_000 }).map((value) => value / 100),
  apr: fc.integer({ min: 0, max: 3_600 }).map((value) => value / 100),
  payment: fc.integer({ min: 1, max: 500_000 }).map((value) => value / 100),
  minPercent: fc.integer({ min: 0, max: 500 }).map((value) => value / 100),
  minFloor: fc.integer({ min: 0, max: 5_000 }).map((value) => value / 100),
})

function expectConsistent(input: CreditCardInput, plan: PayoffPlan): void {
  if (plan.outcome !== 'paidOff') return
  expect(cents(plan.totalPaid)).toBe(cents(input.balance) + cents(plan.totalInterest))
  expect(plan.balances.at(-1)).toBe(0)
  expect(plan.balances.slice(0, -1).every((balance) => balance > 0)).toBe(true)
}

describe('credit-card invariants', () => {
  test('a paid-off plan pays the balance plus its interest, and only its last month ends at zero', () => {
    fc.assert(
      fc.property(anyCard, (input) => {
        const result = computeCreditCard(input)
        expectConsistent(input, result.fixed)
        expectConsistent(input, result.minimum)
      }),
      runs,
    )
  })

  test('a fixed payment never pays off exactly when it does not exceed the first month’s interest', () => {
    fc.assert(
      fc.property(anyCard, (input) => {
        const result = computeCreditCard(input)
        const never =
          cents(input.payment) <= cents(result.firstMonthInterest) && input.payment < input.balance
        expect(result.fixed.outcome === 'never').toBe(never)
      }),
      runs,
    )
  })

  test('a larger payment never takes longer and never costs more interest', () => {
    fc.assert(
      fc.property(anyCard, fc.integer({ min: 1, max: 100_000 }), (input, more) => {
        const base = computeCreditCard(input)
        const larger = computeCreditCard({ ...input, payment: (cents(input.payment) + more) / 100 })
        fc.pre(base.fixed.outcome === 'paidOff')
        expect(larger.fixed.outcome).toBe('paidOff')
        expect(larger.fixed.months).toBeLessThanOrEqual(base.fixed.months)
        expect(larger.fixed.totalInterest).toBeLessThanOrEqual(base.fixed.totalInterest)
      }),
      runs,
    )
  })

  test('the minimum payment is the larger of the floor and interest + the percentage, at most what is owed', () => {
    fc.assert(
      fc.property(anyCard, (input) => {
        const result = computeCreditCard(input)
        const rule = Math.max(
          cents(input.minFloor),
          cents(result.firstMonthInterest) + Math.round((cents(input.balance) * input.minPercent) / 100),
        )
        const owed = cents(input.balance) + cents(result.firstMonthInterest)
        expect(cents(result.firstMinimumPayment)).toBeGreaterThanOrEqual(Math.min(rule, owed) - 1)
        expect(cents(result.firstMinimumPayment)).toBeLessThanOrEqual(rule + 1)
        expect(cents(result.firstMinimumPayment)).toBeLessThanOrEqual(owed)
      }),
      runs,
    )
  })
})
