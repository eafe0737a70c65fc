import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { sumDollars } from '../test-support'
import { computeRmd, divisorTenths } from './engine'
import { rmdDefaults } from './schema'

describe('worked example: $500,000 at 75, 5% a year, five years', () => {
  const result = computeRmd({ age: 75, balance: 500_000, return: 5, years: 5 })

  test('each row: the prior Dec 31 balance, the divisor and the RMD', () => {
    expect(result.rows).toEqual([
      { age: 75, balance: 500_000, divisor: 24.6, rmd: 20_325.2 },
      { age: 76, balance: 503_658.54, divisor: 23.7, rmd: 21_251.42 },
      { age: 77, balance: 506_527.48, divisor: 22.9, rmd: 22_119.1 },
      { age: 78, balance: 508_628.8, divisor: 22, rmd: 23_119.49 },
      { age: 79, balance: 509_784.78, divisor: 21.1, rmd: 24_160.42 },
    ])
  })

  test('this year’s RMD, the total and the ending balance', () => {
    expect(result.thisYear).toBe(20_325.2)
    expect(result.totalRmd).toBe(110_975.63)
    expect(result.totalRmd).toBe(sumDollars(result.rows.map((row) => row.rmd)))
    expect(result.endBalance).toBe(509_905.58)
  })
})

describe('the Uniform Lifetime Table (2022 and after)', () => {
  test.each([
    [72, 274],
    [73, 265],
    [85, 160],
    [97, 78],
    [100, 64],
    [110, 35],
    [111, 34],
    [118, 25],
    [119, 23],
    [120, 20],
    [125, 20],
  ])('age %i → %i tenths', (age, tenths) => {
    expect(divisorTenths(age)).toBe(tenths)
  })

  test('divisors fall with age, never below 2.0', () => {
    for (let age = 73; age <= 120; age++) {
      expect(divisorTenths(age)).toBeLessThan(divisorTenths(age - 1))
      expect(divisorTenths(age)).toBeGreaterThanOrEqual(20)
    }
  })

  test('past 120 the "120 and over" divisor 2.0 applies', () => {
    const result = computeRmd({ age: 118, balance: 1_000, return: 0, years: 5 })
    expect(result.rows.map((row) => row.divisor)).toEqual([2.5, 2.3, 2, 2, 2])
  })
})

describe('edge cases', () => {
  test('an exact half cent rounds up: 0.49 / 2.0 = 0.245 → 0.25', () => {
    expect(computeRmd({ age: 120, balance: 0.49, return: 0, years: 1 }).thisYear).toBe(0.25)
  })

  test('a zero balance gives zero everywhere', () => {
    const result = computeRmd({ age: 80, balance: 0, return: 7, years: 3 })
    expect(result.rows.every((row) => row.balance === 0 && row.rmd === 0)).toBe(true)
    expect(result.totalRmd).toBe(0)
    expect(result.endBalance).toBe(0)
  })

  test('invalid input throws', () => {
    expect(() => computeRmd({ ...rmdDefaults, age: 72 })).toThrow(CalculatorInputError)
  })
})
