import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { sumDollars } from '../test-support'
import { grownCents } from '../money'
import { computeCollegeSavings } from './engine'
import { collegeSavingsDefaults, type CollegeSavingsInput } from './schema'

// ten-calculators.md §6, worked example.
const example: CollegeSavingsInput = {
  age: 5,
  startAge: 18,
  cost: 25_000,
  inflation: 5,
  years: 4,
  savings: 10_000,
  monthly: 300,
  return: 6,
}

describe('worked example: college at 18 for a 5-year-old', () => {
  const result = computeCollegeSavings(example)

  test('each college year costs today’s cost inflated to its start, rounded to the cent', () => {
    expect(result.collegeYears).toEqual([
      { year: 1, inYears: 13, cost: 47_141.23 },
      { year: 2, inYears: 14, cost: 49_498.29 },
      { year: 3, inYears: 15, cost: 51_973.2 },
      { year: 4, inYears: 16, cost: 54_571.86 },
    ])
    expect(result.totalCost).toBe(203_184.58)
  })

  test('savings after 156 months, the shortfall and the contribution needed', () => {
    expect(result.schedule).toHaveLength(156)
    expect(result.projectedSavings).toBe(92_406.57)
    expect(result.shortfall).toBe(true)
    expect(result.gap).toBe(110_778.01)
    expect(result.contributionNeeded).toBe(770.5)
  })

  test('770.50 a month reaches the cost and 770.49 does not', () => {
    expect(computeCollegeSavings({ ...example, monthly: 770.5 }).shortfall).toBe(false)
    expect(computeCollegeSavings({ ...example, monthly: 770.49 }).shortfall).toBe(true)
  })

  test('each month: interest on the balance rounded to the cent, then the contribution', () => {
    // 10,000 × 6 / 1200 = 50 exactly; 10,350 × 6 / 1200 = 51.75.
    expect(result.schedule[0]).toEqual({ month: 1, contribution: 300, interest: 50, balance: 10_350 })
    expect(result.schedule[1]).toEqual({ month: 2, contribution: 300, interest: 51.75, balance: 10_701.75 })
    const interest = sumDollars(result.schedule.map((row) => row.interest))
    expect(sumDollars([10_000, 300 * 156, interest])).toBe(92_406.57)
  })
})

describe('rounding', () => {
  test('an exact half cent rounds up: 0.05 × 1.1 = 0.055 → 0.06', () => {
    expect(grownCents(5, 10, 1)).toBe(6)
  })

  test('exact over many periods: 1 cent at 50% for 3 periods is 3.375 → 3 cents; 10 cents → 34', () => {
    expect(grownCents(1, 50, 3)).toBe(3)
    expect(grownCents(10, 50, 3)).toBe(34)
    expect(grownCents(25_000_00, 5, 0)).toBe(25_000_00)
  })
})

describe('edge cases', () => {
  test('savings already covering the cost: a surplus and no contribution needed', () => {
    const result = computeCollegeSavings({ ...example, savings: 1_000_000 })
    expect(result.shortfall).toBe(false)
    expect(result.contributionNeeded).toBe(0)
  })

  test('no cost at all: a surplus of exactly the savings, 0 needed', () => {
    const result = computeCollegeSavings({ ...example, cost: 0, savings: 0, monthly: 0 })
    expect(result.totalCost).toBe(0)
    expect(result.shortfall).toBe(false)
    expect(result.gap).toBe(0)
    expect(result.contributionNeeded).toBe(0)
  })

  test('at 0% return the contribution is the gap over the months, rounded up', () => {
    const result = computeCollegeSavings({ ...example, return: 0, inflation: 0, savings: 0, years: 1 })
    // 25,000 over 156 months = 160.2564… → 160.26.
    expect(result.contributionNeeded).toBe(160.26)
    expect(result.projectedSavings).toBe(300 * 156)
  })

  test('college start not after the child’s age throws', () => {
    expect(() => computeCollegeSavings({ ...example, startAge: 5 })).toThrow(CalculatorInputError)
  })

  test('the defaults compute', () => {
    expect(computeCollegeSavings(collegeSavingsDefaults).totalCost).toBeGreaterThan(0)
  })
})
