import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeAutoLease } from './engine'
import { autoLeaseInputSchema, type AutoLeaseInput } from './schema'

const runs = { numRuns: 300 }

const money = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((value) => value / 100)

const anyLease: fc.Arbitrary<AutoLeaseInput> = fc
  .record({
    msrp: money(1_000, 200_000),
    price: money(1_000, 200_000),
    down: money(0, 20_000),
    tradeIn: money(0, 10_000),
    residual: fc.integer({ min: 100, max: 10_000 }).map((value) => value / 100),
    apr: fc.integer({ min: 0, max: 2_400 }).map((value) => value / 100),
    months: fc.integer({ min: 12, max: 84 }),
    tax: fc.integer({ min: 0, max: 1_500 }).map((value) => value / 100),
    acqFee: money(0, 5_000),
  })
  .filter((input) => autoLeaseInputSchema.safeParse(input).success)

describe('auto-lease invariants', () => {
  test('the figures add up: base = depreciation + charge, total = base + tax, cost = payments + reduction', () => {
    fc.assert(
      fc.property(anyLease, (input) => {
        const r = computeAutoLease(input)
        expect(cents(r.adjusted)).toBe(cents(r.gross) - cents(r.reduction))
        expect(cents(r.base)).toBe(cents(r.depreciation) + cents(r.financeCharge))
        expect(cents(r.total)).toBe(cents(r.base) + cents(r.monthlyTax))
        expect(cents(r.totalOfPayments)).toBe(cents(r.total) * input.months)
        expect(cents(r.totalCost)).toBe(cents(r.totalOfPayments) + cents(r.reduction))
        expect(r.depreciation).toBeGreaterThanOrEqual(0)
      }),
      runs,
    )
  })

  test('more money down never raises the monthly payment', () => {
    fc.assert(
      fc.property(anyLease, fc.integer({ min: 1, max: 500_000 }), (input, more) => {
        const larger = { ...input, down: (cents(input.down) + more) / 100 }
        fc.pre(autoLeaseInputSchema.safeParse(larger).success)
        expect(computeAutoLease(larger).total).toBeLessThanOrEqual(computeAutoLease(input).total)
      }),
      runs,
    )
  })

  test('a higher rate never lowers the payment; the money factor apr/2400 equals the rate', () => {
    fc.assert(
      fc.property(anyLease, fc.integer({ min: 1, max: 500 }), (input, extra) => {
        fc.pre(cents(input.apr) + extra <= 2_400)
        const higher = { ...input, apr: (cents(input.apr) + extra) / 100 }
        expect(computeAutoLease(higher).total).toBeGreaterThanOrEqual(computeAutoLease(input).total)
        // apr × 100 / 240000 is the same exact ratio when it is a short decimal (4.8 → 0.002).
        if ((cents(input.apr) * 10) % 24 === 0) {
          const mf = (cents(input.apr) * 10) / 24 / 100_000
          expect(computeAutoLease({ ...input, mf }).financeCharge).toBe(computeAutoLease(input).financeCharge)
        }
      }),
      runs,
    )
  })
})
