import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { sumDollars } from '../test-support'
import { computeRefinance } from './engine'
import { refinanceDefaults, type RefinanceInput } from './schema'

// Worked example of issue 12.
const example: RefinanceInput = {
  balance: 200_000,
  apr: 6.5,
  months: 300,
  newApr: 5.5,
  newMonths: 360,
  costs: 4_000,
  rollCosts: 0,
}

describe('worked example: $200,000 at 6.5% with 300 months left → 5.5% for 360, costs $4,000', () => {
  test('costs paid: 1,350.41 → 1,135.58, saving 214.83, break-even month 19, interest 205,126.29 vs 208,806.90', () => {
    const result = computeRefinance(example)
    expect(result.currentPayment).toBe(1_350.41)
    expect(result.newPayment).toBe(1_135.58)
    expect(result.monthlySaving).toBe(214.83)
    expect(result.breakEvenMonth).toBe(19)
    expect(result.currentInterest).toBe(205_126.29)
    expect(result.newInterest).toBe(208_806.9)
    expect(result.upfrontCosts).toBe(4_000)
    expect(result.newLoanAmount).toBe(200_000)
  })

  test('lifetime: the new loan costs $7,680.61 more (its longer term outweighs the lower rate)', () => {
    const result = computeRefinance(example)
    expect(result.currentTotalCost).toBe(405_126.29)
    expect(result.newTotalCost).toBe(412_806.9)
    expect(result.lifetimeSavings).toBe(-7_680.61)
  })

  test('costs rolled in: new payment 1,158.29, interest 212,984.13, nothing paid up front', () => {
    const result = computeRefinance({ ...example, rollCosts: 1 })
    expect(result.newLoanAmount).toBe(204_000)
    expect(result.newPayment).toBe(1_158.29)
    expect(result.newInterest).toBe(212_984.13)
    expect(result.upfrontCosts).toBe(0)
    expect(result.monthlySaving).toBe(192.12)
    expect(result.breakEvenMonth).toBe(21) // 4,000 / 192.12 = 20.8…
    expect(result.newTotalCost).toBe(416_984.13)
  })

  test('both schedules repay their loans exactly', () => {
    const result = computeRefinance(example)
    expect(result.currentSchedule).toHaveLength(300)
    expect(result.newSchedule).toHaveLength(360)
    expect(sumDollars(result.currentSchedule.map((row) => row.principal))).toBe(200_000)
    expect(sumDollars(result.newSchedule.map((row) => row.interest))).toBe(208_806.9)
  })
})

describe('break-even', () => {
  test('none when the new payment is not lower', () => {
    const result = computeRefinance({ ...example, newApr: 6.5, newMonths: 300 })
    expect(result.monthlySaving).toBe(0)
    expect(result.breakEvenMonth).toBeUndefined()
    expect(computeRefinance({ ...example, newMonths: 120 }).breakEvenMonth).toBeUndefined()
  })

  test('right away (month 0) without closing costs', () => {
    expect(computeRefinance({ ...example, costs: 0 }).breakEvenMonth).toBe(0)
  })

  test('costs that are an exact multiple of the saving break even in that month', () => {
    // 214.83 × 10 = 2,148.30
    expect(computeRefinance({ ...example, costs: 2_148.3 }).breakEvenMonth).toBe(10)
    expect(computeRefinance({ ...example, costs: 2_148.31 }).breakEvenMonth).toBe(11)
  })
})

describe('invalid input', () => {
  test('rollCosts other than 0 or 1 throws', () => {
    expect(() => computeRefinance({ ...example, rollCosts: 2 })).toThrow(CalculatorInputError)
  })

  test('the defaults compute', () => {
    expect(computeRefinance(refinanceDefaults).newSchedule).toHaveLength(360)
  })
})
