import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { computeAutoLease } from './engine'
import { autoLeaseDefaults, type AutoLeaseInput } from './schema'

const example: AutoLeaseInput = {
  msrp: 40_000,
  price: 37_500,
  down: 2_500,
  tradeIn: 0,
  residual: 58,
  apr: 4.8,
  months: 36,
  tax: 7,
  acqFee: 895,
}

describe('worked example: $37,500 negotiated on a $40,000 MSRP, 36 months', () => {
  test('every figure to the cent, in the page’s order', () => {
    expect(computeAutoLease(example)).toEqual({
      gross: 38_395,
      reduction: 2_500,
      adjusted: 35_895,
      residualValue: 23_200,
      depreciation: 352.64,
      financeCharge: 118.19,
      base: 470.83,
      monthlyTax: 32.96,
      total: 503.79,
      totalOfPayments: 18_136.44,
      totalCost: 20_636.44,
    })
  })

  test('the money factor 0.002 gives the same as 4.8% and wins over the rate when given', () => {
    expect(computeAutoLease({ ...example, apr: 0, mf: 0.002 })).toEqual(computeAutoLease(example))
    expect(computeAutoLease({ ...example, apr: 12, mf: 0.002 }).financeCharge).toBe(118.19)
  })
})

describe('rounding', () => {
  test('the money factor is never rounded first: 5.99 / 2400 = 0.00249583…', () => {
    // (35,895 + 23,200) × 5.99 / 2400 = 147.4912… → 147.49; MF rounded to 0.0025 would give 147.74.
    expect(computeAutoLease({ ...example, apr: 5.99 }).financeCharge).toBe(147.49)
  })

  test('an exact half cent rounds up', () => {
    // Depreciation (20,000.18 − 20,000) / 12 = 0.015 → 0.02 (price 19,105.18 + fee 895 = 20,000.18).
    const lease = { ...example, msrp: 20_000, residual: 100, price: 19_105.18, down: 0, months: 12 }
    expect(computeAutoLease(lease).depreciation).toBe(0.02)
  })
})

describe('edge cases', () => {
  test('an adjusted cost equal to the residual is allowed: no depreciation', () => {
    const result = computeAutoLease({ ...example, down: 15_195 })
    expect(result.adjusted).toBe(23_200)
    expect(result.depreciation).toBe(0)
  })

  test('an adjusted cost below the residual throws', () => {
    expect(() => computeAutoLease({ ...example, down: 15_195.01 })).toThrow(CalculatorInputError)
  })

  test('the defaults are the worked example', () => {
    expect(computeAutoLease(autoLeaseDefaults).total).toBe(503.79)
  })
})
