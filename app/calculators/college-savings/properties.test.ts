import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents, sumDollars } from '../test-support'
import { computeCollegeSavings } from './engine'
import type { CollegeSavingsInput } from './schema'

const runs = { numRuns: 200 }

const anyPlan: fc.Arbitrary<CollegeSavingsInput> = fc
  .record({
    age: fc.integer({ min: 0, max: 17 }),
    wait: fc.integer({ min: 1, max: 25 }),
    cost: fc.integer({ min: 0, max: 20_000_000 }).map((value) => value / 100),
    inflation: fc.integer({ min: 0, max: 1_500 }).map((value) => value / 100),
    years: fc.integer({ min: 1, max: 8 }),
    savings: fc.integer({ min: 0, max: 50_000_000 }).map((value) => value / 100),
    monthly: fc.integer({ min: 0, max: 500_000 }).map((value) => value / 100),
    return: fc.integer({ min: 0, max: 1_500 }).map((value) => value / 100),
  })
  .filter(({ age, wait }) => age + wait <= 25)
  .map(({ wait, ...rest }) => ({ ...rest, startAge: rest.age + wait }))

describe('college-savings invariants', () => {
  test('the contribution needed reaches the cost and one cent less does not', () => {
    fc.assert(
      fc.property(anyPlan, (input) => {
        const result = computeCollegeSavings(input)
        const needed = cents(result.contributionNeeded)
        fc.pre(needed <= 50_000_00)
        expect(computeCollegeSavings({ ...input, monthly: needed / 100 }).shortfall).toBe(false)
        if (needed > 0) {
          expect(computeCollegeSavings({ ...input, monthly: (needed - 1) / 100 }).shortfall).toBe(true)
        }
      }),
      runs,
    )
  })

  test('the total is the sum of the yearly costs, and savings ± gap = total', () => {
    fc.assert(
      fc.property(anyPlan, (input) => {
        const result = computeCollegeSavings(input)
        expect(result.totalCost).toBe(sumDollars(result.collegeYears.map((year) => year.cost)))
        const signed = result.shortfall ? cents(result.gap) : -cents(result.gap)
        expect(cents(result.projectedSavings) + signed).toBe(cents(result.totalCost))
        expect(result.gap).toBeGreaterThanOrEqual(0)
      }),
      runs,
    )
  })

  test('more money in never leaves a larger shortfall, and never needs a larger contribution', () => {
    fc.assert(
      fc.property(anyPlan, fc.integer({ min: 1, max: 1_000_000 }), (input, more) => {
        const base = computeCollegeSavings(input)
        const richer = computeCollegeSavings({ ...input, savings: (cents(input.savings) + more) / 100 })
        expect(richer.projectedSavings).toBeGreaterThan(base.projectedSavings)
        expect(richer.contributionNeeded).toBeLessThanOrEqual(base.contributionNeeded)
      }),
      runs,
    )
  })

  test('costs never fall from one college year to the next', () => {
    fc.assert(
      fc.property(anyPlan, (input) => {
        const costs = computeCollegeSavings(input).collegeYears.map((year) => year.cost)
        for (let index = 1; index < costs.length; index++) {
          expect(costs[index]).toBeGreaterThanOrEqual(costs[index - 1] ?? 0)
        }
      }),
      runs,
    )
  })
})
