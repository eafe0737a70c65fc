import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { breakEvenMonth, computeMortgagePoints } from './engine'
import { mortgagePointsDefaults, type MortgagePointsInput } from './schema'

const example: MortgagePointsInput = {
  amount: 400_000,
  months: 360,
  rate: 7,
  pointsRate: 6.75,
  points: 1,
  pointCost: 1,
  holdYears: 7,
}

describe('worked example: $400,000 over 360 months, 7% or 6.75% with one point', () => {
  const result = computeMortgagePoints(example)

  test('payments, saving, cost and break-even', () => {
    expect(result.paymentWithout).toBe(2_661.21)
    expect(result.paymentWith).toBe(2_594.39)
    expect(result.saving).toBe(66.82)
    expect(result.cost).toBe(4_000)
    expect(result.breakEven).toBe(60) // 4,000 / 66.82 = 59.86…
  })

  test('net savings over the full term and over 84 months of holding', () => {
    expect(result.netFull).toBe(20_052.82)
    expect(result.holdMonths).toBe(84)
    expect(result.netHold).toBe(1_612.88) // 66.82 × 84 − 4,000
    expect(result.years).toHaveLength(30)
    expect(result.years.at(-1)?.netSoFar).toBe(20_052.82)
  })
})

describe('edge cases', () => {
  test('an exact quotient stays: 4,000.00 / 50.00 = 80, not 81; a cent more is 81', () => {
    expect(breakEvenMonth(400_000, 5_000)).toBe(80)
    expect(breakEvenMonth(400_001, 5_000)).toBe(81)
    expect(breakEvenMonth(0, 5_000)).toBe(0)
    expect(breakEvenMonth(400_000, 0)).toBeUndefined()
  })

  test('equal rates save nothing: no break-even', () => {
    const result = computeMortgagePoints({ ...example, pointsRate: 7 })
    expect(result.saving).toBe(0)
    expect(result.breakEven).toBeUndefined()
  })

  test('free points break even at month 0', () => {
    const result = computeMortgagePoints({ ...example, pointCost: 0 })
    expect(result.cost).toBe(0)
    expect(result.breakEven).toBe(0)
  })

  test('a higher rate with points never breaks even and loses money', () => {
    const result = computeMortgagePoints({ ...example, pointsRate: 7.25 })
    expect(result.saving).toBeLessThan(0)
    expect(result.breakEven).toBeUndefined()
    expect(result.netHold).toBeLessThan(0)
  })

  test('a holding period longer than the loan counts as the whole term', () => {
    const result = computeMortgagePoints({ ...example, months: 120, holdYears: 40 })
    expect(result.holdMonths).toBe(120)
    expect(result.netHold).toBe(result.netFull)
  })

  test('the cost is rounded once: $123,456.78 × 1.5 points × 0.75% = 1,388.888… → 1,388.89', () => {
    expect(computeMortgagePoints({ ...example, amount: 123_456.78, points: 1.5, pointCost: 0.75 }).cost).toBe(
      1_388.89,
    )
  })

  test('invalid input throws', () => {
    expect(() => computeMortgagePoints({ ...example, months: 6 })).toThrow(CalculatorInputError)
  })

  test('the defaults are the worked example', () => {
    expect(computeMortgagePoints(mortgagePointsDefaults).breakEven).toBe(60)
  })
})
