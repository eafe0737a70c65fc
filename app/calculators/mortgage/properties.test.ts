import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeMortgage } from './engine'
import type { MortgageInput } from './schema'

const runs = { numRuns: 300 }

const anyMortgage = fc
  .record({
    price: fc.integer({ min: 1_000_000, max: 500_000_000 }).map((value) => value / 100),
    downShare: fc.integer({ min: 0, max: 9_999 }),
    apr: fc.integer({ min: 0, max: 1_500 }).map((basisPoints) => basisPoints / 100),
    years: fc.integer({ min: 1, max: 40 }),
    taxRate: fc.integer({ min: 0, max: 300 }).map((value) => value / 100),
    insurance: fc.integer({ min: 0, max: 1_000_000 }).map((value) => value / 100),
    pmiRate: fc.integer({ min: 0, max: 150 }).map((value) => value / 100),
    hoa: fc.integer({ min: 0, max: 100_000 }).map((value) => value / 100),
  })
  .map(({ downShare, ...rest }): MortgageInput => {
    const down = Math.floor((rest.price * 100 * downShare) / 10_000) / 100
    return { ...rest, down }
  })

describe('mortgage invariants', () => {
  test('the schedule repays the loan to the cent and its interest sums to the total', () => {
    fc.assert(
      fc.property(anyMortgage, (input) => {
        const result = computeMortgage(input)
        let principal = 0
        let interest = 0
        for (const row of result.schedule) {
          principal += cents(row.principal)
          interest += cents(row.interest)
        }
        expect(principal).toBe(cents(input.price) - cents(input.down))
        expect(interest).toBe(cents(result.totalInterest))
        expect(result.schedule.at(-1)?.balance).toBe(0)
        expect(result.numberOfPayments).toBeLessThanOrEqual(input.years * 12)
      }),
      runs,
    )
  })

  test('PMI runs to the first payment that leaves at most 78% of the price, and only under 20% down', () => {
    fc.assert(
      fc.property(anyMortgage, (input) => {
        const result = computeMortgage(input)
        const charged = result.schedule.filter((row) => row.pmi > 0).length
        expect(charged).toBe(result.pmiPayments)
        expect(cents(result.totalPmi)).toBe(cents(result.monthlyPmi) * result.pmiPayments)
        if (cents(input.down) * 5 >= cents(input.price)) expect(result.pmiPayments).toBe(0)
        if (result.pmiPayments === 0) return
        const limit = cents(input.price) * 0.78
        const last = result.schedule[result.pmiPayments - 1]
        const before = result.schedule[result.pmiPayments - 2]
        expect(cents(last?.balance ?? 0)).toBeLessThanOrEqual(limit)
        if (before) expect(cents(before.balance)).toBeGreaterThan(limit)
      }),
      runs,
    )
  })

  test('the first total is the sum of its parts', () => {
    fc.assert(
      fc.property(anyMortgage, (input) => {
        const result = computeMortgage(input)
        const pmi = result.pmiPayments > 0 ? cents(result.monthlyPmi) : 0
        const parts = [
          result.principalAndInterest,
          result.monthlyTax,
          result.monthlyInsurance,
          result.monthlyHoa,
        ]
        expect(cents(result.firstMonthTotal)).toBe(parts.reduce((sum, part) => sum + cents(part), 0) + pmi)
      }),
      runs,
    )
  })

  // Not the interest: a payment rounded a cent lower can leave more to pay at the end, so the total interest
  // (and what is paid) may rise by cents when the loan falls by cents. That is the convention, not a bug.
  test('a larger down payment never raises the monthly payment or the PMI', () => {
    const pair = anyMortgage.chain((input) =>
      fc.record({
        input: fc.constant(input),
        more: fc.integer({ min: 1, max: Math.max(1, cents(input.price) - cents(input.down) - 1) }),
      }),
    )
    fc.assert(
      fc.property(pair, ({ input, more }) => {
        fc.pre(cents(input.down) + more < cents(input.price))
        const base = computeMortgage(input)
        const larger = computeMortgage({ ...input, down: (cents(input.down) + more) / 100 })
        expect(larger.principalAndInterest).toBeLessThanOrEqual(base.principalAndInterest)
        expect(larger.firstMonthTotal).toBeLessThanOrEqual(base.firstMonthTotal)
        // A few cents more down can lower the rounded payment by a cent, so the balance falls a shade slower and
        // PMI may run one month longer (found by this property: 18 cents more down, 94 PMI payments instead of
        // 93). From 1 % of the price up, the smaller loan outweighs any cent of rounding.
        if (more >= cents(input.price) / 100) expect(larger.totalPmi).toBeLessThanOrEqual(base.totalPmi)
      }),
      runs,
    )
  })

  test('18 cents more down may add one PMI month through the payment rounding, never a higher payment', () => {
    const input = {
      price: 1552764.72,
      apr: 13.36,
      years: 28,
      taxRate: 1.64,
      insurance: 0.08,
      pmiRate: 0.02,
      hoa: 567.17,
      down: 284932.32,
    }
    const base = computeMortgage(input)
    const larger = computeMortgage({ ...input, down: 284932.5 })
    expect(larger.principalAndInterest).toBe(base.principalAndInterest - 0.01)
    expect(larger.pmiPayments).toBe(base.pmiPayments + 1)
  })
})
