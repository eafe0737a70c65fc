import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { sumDollars, thrownBy } from '../test-support'
import { appendixJRate, aprPercent, computeApr } from './engine'
import { aprDefaults } from './schema'

describe('worked example: $300,000 at 6.5% for 360 months, $4,500 fees and 1 point', () => {
  const result = computeApr({ amount: 300_000, rate: 6.5, months: 360, fees: 4_500, points: 1 })

  test('every figure to the cent, in the order of the specification', () => {
    expect(result.payment).toBe(1_896.2)
    expect(result.finalPayment).toBe(1_900.91)
    expect(result.pointsCost).toBe(3_000)
    expect(result.prepaid).toBe(7_500)
    expect(result.amountFinanced).toBe(292_500)
    expect(result.totalOfPayments).toBe(682_636.71)
    expect(result.financeCharge).toBe(390_136.71)
    expect(result.apr).toBe('6.745')
  })

  test('the total of payments is the sum of the schedule, odd final payment included', () => {
    expect(result.schedule).toHaveLength(360)
    expect(sumDollars(result.schedule.map((row) => row.payment))).toBe(682_636.71)
    expect(result.schedule.at(-1)?.payment).toBe(1_900.91)
  })
})

describe('the Appendix J solver on the regulation’s own examples', () => {
  const percent = (i: number | undefined) => (i ?? Number.NaN) * 1200

  test('(c)(1)(i): $5,000, 24 payments of $230.00 → 9.69% (9.685708%)', () => {
    const i = appendixJRate(
      500_000,
      Array.from({ length: 24 }, () => 23_000),
    )
    expect(percent(i)).toBeCloseTo(9.685708, 6)
    expect(percent(i).toFixed(2)).toBe('9.69')
  })

  test('(c)(3)(i): $5,000, 23 payments of $230.00 and a final $280.00 → 10.50% (10.500469%)', () => {
    const i = appendixJRate(500_000, [...Array.from({ length: 23 }, () => 23_000), 28_000])
    expect(percent(i)).toBeCloseTo(10.500469, 6)
  })

  test('above i = 1 there is no rate', () => {
    expect(appendixJRate(100, [10_000, 10_000])).toBeUndefined()
  })
})

describe('edge cases', () => {
  test('no fees and no points: the APR is the note rate', () => {
    expect(computeApr({ ...aprDefaults, fees: 0, points: 0 }).apr).toBe('6.500')
  })

  test('zero rate and zero fees: the APR is 0.000%', () => {
    const result = computeApr({ ...aprDefaults, rate: 0, fees: 0, points: 0 })
    expect(result.apr).toBe('0.000')
    expect(result.financeCharge).toBe(0)
  })

  test('zero rate with fees: the payment is amount / months and the APR comes from the fees alone', () => {
    const result = computeApr({ amount: 10_000, rate: 0, months: 3, fees: 100, points: 0 })
    expect(result.payment).toBe(3_333.33)
    expect(result.finalPayment).toBe(3_333.34)
    expect(Number(result.apr)).toBeGreaterThan(0)
  })

  test('APR is rounded half-up to 3 decimals, not truncated', () => {
    expect(aprPercent(7.1235 / 1200)).toBe('7.124')
    expect(aprPercent(7.12349 / 1200)).toBe('7.123')
  })

  test('fees that leave an APR above 1,200% print results 1–7 and no APR', () => {
    const result = computeApr({ amount: 1_000, rate: 0, months: 2, fees: 900, points: 0 })
    expect(result.apr).toBeUndefined()
    expect(result.amountFinanced).toBe(100)
  })

  test('fees and points of the whole amount are refused with the specified message', () => {
    const error = thrownBy(() => computeApr({ ...aprDefaults, fees: 297_000, points: 1 }))
    expect(error).toBeInstanceOf(CalculatorInputError)
    expect((error as CalculatorInputError).errors).toEqual({ fees: 'apr.fees.belowAmount' })
  })
})
