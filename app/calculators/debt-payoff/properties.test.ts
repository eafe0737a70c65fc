import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeDebtPayoff, type StrategyResult } from './engine'
import type { DebtPayoffInput } from './schema'

const runs = { numRuns: 150 }

const slot = fc.record({
  balance: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })),
  rate: fc.integer({ min: 0, max: 5_000 }),
  minimum: fc.integer({ min: 0, max: 50_000 }),
})

const anyInput = fc
  .record({
    slots: fc.array(slot, { minLength: 5, maxLength: 5 }),
    slack: fc.integer({ min: 0, max: 500_000 }),
  })
  .map(({ slots, slack }) => {
    const input: Record<string, number> = {}
    let minimums = 0
    slots.forEach((debt, index) => {
      input[`b${index + 1}`] = debt.balance / 100
      input[`r${index + 1}`] = debt.rate / 100
      input[`m${index + 1}`] = debt.minimum / 100
      if (debt.balance > 0) minimums += debt.minimum
    })
    input.budget = (minimums + slack) / 100
    return input as DebtPayoffInput
  })

const months = (plan: StrategyResult) => (plan.outcome === 'paidOff' ? plan.months : Number.POSITIVE_INFINITY)

describe('debt payoff invariants', () => {
  test('each strategy pays every debt in use exactly once, and what is paid is the balances plus interest', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = computeDebtPayoff(input)
        if (result.outcome !== 'simulated') return
        for (const plan of [result.avalanche, result.snowball]) {
          if (plan.outcome !== 'paidOff') continue
          const used = [1, 2, 3, 4, 5].filter((k) => input[`b${k}` as 'b1'] > 0)
          expect(plan.order.map((debt) => debt.slot).sort()).toEqual(used)
          expect(plan.order.at(-1)?.month).toBe(plan.months)
          const paid = plan.rows.reduce((sum, row) => sum + cents(row.paid), 0)
          expect(paid).toBe(cents(result.startBalance) + cents(plan.totalInterest))
          expect(plan.rows.every((row) => cents(row.paid) <= cents(input.budget))).toBe(true)
        }
      }),
      runs,
    )
  })

  test('more budget never pays off later', () => {
    fc.assert(
      fc.property(anyInput, fc.integer({ min: 1, max: 100_000 }), (input, more) => {
        const base = computeDebtPayoff(input)
        const richer = computeDebtPayoff({ ...input, budget: (cents(input.budget) + more) / 100 })
        if (base.outcome !== 'simulated' || richer.outcome !== 'simulated') return
        expect(months(richer.avalanche)).toBeLessThanOrEqual(months(base.avalanche))
        expect(months(richer.snowball)).toBeLessThanOrEqual(months(base.snowball))
      }),
      runs,
    )
  })
})
