import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { Decimal } from '../money'
import { cents } from '../test-support'
import { computeAffordability } from './engine'
import type { AffordabilityInput } from './schema'

const runs = { numRuns: 300 }

const anyBuyer: fc.Arbitrary<AffordabilityInput> = fc.record({
  income: fc.integer({ min: 1_000, max: 2_000_000 }),
  debts: fc.integer({ min: 0, max: 500_000 }).map((value) => value / 100),
  down: fc.integer({ min: 0, max: 50_000_000 }).map((value) => value / 100),
  apr: fc.integer({ min: 0, max: 1_500 }).map((value) => value / 100),
  years: fc.integer({ min: 1, max: 40 }),
  taxRate: fc.integer({ min: 0, max: 300 }).map((value) => value / 100),
  insurance: fc.integer({ min: 0, max: 1_000_000 }).map((value) => value / 100),
  front: fc.integer({ min: 10, max: 50 }),
  back: fc.integer({ min: 10, max: 60 }),
})

const round = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber()

/** The housing payment of a price, computed afresh in Decimal from the definition. */
function housingPayment(input: AffordabilityInput, price: number): number {
  const loan = Decimal.max(0, new Decimal(price).minus(input.down))
  const r = new Decimal(input.apr).div(1200)
  const n = input.years * 12
  const payment = r.isZero() ? loan.div(n) : loan.times(r).div(new Decimal(1).minus(r.plus(1).pow(-n)))
  const tax = new Decimal(price).times(input.taxRate).div(1200)
  const insurance = new Decimal(input.insurance).div(12)
  return round(payment) + round(tax) + round(insurance)
}

describe('affordability invariants', () => {
  test('the price fits the budget and a dollar more does not', () => {
    fc.assert(
      fc.property(anyBuyer, (input) => {
        const result = computeAffordability(input)
        if (!result.affordable) {
          expect(result.price).toBe(0)
          expect(cents(result.monthlyInsurance)).toBeGreaterThan(cents(result.budget))
          return
        }
        expect(cents(result.housingPayment)).toBeLessThanOrEqual(cents(result.budget))
        expect(cents(housingPayment(input, result.price))).toBe(cents(result.housingPayment))
        expect(cents(housingPayment(input, result.price + 1))).toBeGreaterThan(cents(result.budget))
      }),
      runs,
    )
  })

  test('the budget is the smaller of the two ratios', () => {
    fc.assert(
      fc.property(anyBuyer, (input) => {
        const result = computeAffordability(input)
        expect(result.budget).toBe(Math.min(result.frontBudget, result.backBudget))
        expect(result.limitedBy === 'front').toBe(result.frontBudget <= result.backBudget)
      }),
      runs,
    )
  })

  test('more income never lowers the price; more debts never raise it', () => {
    fc.assert(
      fc.property(anyBuyer, fc.integer({ min: 1, max: 100_000 }), (input, more) => {
        const base = computeAffordability(input).price
        expect(computeAffordability({ ...input, income: input.income + more }).price).toBeGreaterThanOrEqual(
          base,
        )
        expect(computeAffordability({ ...input, debts: input.debts + more / 100 }).price).toBeLessThanOrEqual(
          base,
        )
      }),
      runs,
    )
  })
})
