import { describe, expect, test } from 'vitest'
import { sumDollars } from '../test-support'
import { computeBiweekly } from './engine'
import { biweeklyFigures, biweeklyNote } from './figures'
import { biweeklyDefaults } from './schema'

describe('worked example: $300,000 at 6.5% for 30 years', () => {
  const result = computeBiweekly({ amount: 300_000, rate: 6.5, years: 30 })

  test('every figure to the cent, in the order of the specification', () => {
    expect(result.monthlyPayment).toBe(1_896.2)
    expect(result.biweeklyPayment).toBe(948.1)
    expect(result.payments).toBe(628)
    expect(result.payoffMonths).toBe(290)
    expect(result.finalPayment).toBe(54.75)
    expect(result.monthlyInterest).toBe(382_636.71)
    expect(result.biweeklyInterest).toBe(294_513.45)
    expect(result.interestSaved).toBe(88_123.26)
    expect(result.monthsSaved).toBe(70)
  })

  test('in words: payoff 24 years 2 months; 5 years 10 months sooner', () => {
    expect(biweeklyNote(result, 'en')).toBe('Payoff 24 years 2 months; 5 years 10 months sooner.')
    expect(biweeklyFigures(result, 'en').map((figure) => figure.value)).toEqual([
      '$1,896.20',
      '$948.10',
      '628',
      '290 (24 years 2 months)',
      '$54.75',
      '$382,636.71',
      '$294,513.45',
      '$88,123.26',
      '70 (5 years 10 months)',
    ])
  })

  test('the biweekly schedule repays the loan and its interest sums to the total', () => {
    expect(sumDollars(result.schedule.map((row) => row.principal))).toBe(300_000)
    expect(sumDollars(result.schedule.map((row) => row.interest))).toBe(294_513.45)
    expect(result.schedule.at(-1)).toMatchObject({ period: 628, payment: 54.75, balance: 0 })
  })
})

describe('rounding and edge cases', () => {
  test('half of an odd number of cents rounds up (1,289.65 / 2 = 644.83)', () => {
    const odd = [204_036, 204_037, 204_038, 204_039, 204_040]
      .map((amount) => computeBiweekly({ amount, rate: 6.5, years: 30 }))
      .find((each) => Math.round(each.monthlyPayment * 100) % 2 === 1)
    const monthlyCents = Math.round((odd?.monthlyPayment ?? 0) * 100)
    expect(monthlyCents % 2).toBe(1)
    expect(Math.round((odd?.biweeklyPayment ?? 0) * 100)).toBe((monthlyCents + 1) / 2)
  })

  test('zero rate: 36,000 over 3 years is 1,000.00 monthly, 500.00 biweekly, 72 payments, 34 months', () => {
    const result = computeBiweekly({ amount: 36_000, rate: 0, years: 3 })
    expect(result).toMatchObject({
      monthlyPayment: 1_000,
      biweeklyPayment: 500,
      payments: 72,
      payoffMonths: 34,
      finalPayment: 500,
      monthlyInterest: 0,
      biweeklyInterest: 0,
      monthsSaved: 2,
    })
  })

  test('an exact half-cent interest amount rounds up: 468,016.25 × 4 / 2600 = 720.025 → 720.03', () => {
    const result = computeBiweekly({ amount: 468_016.25, rate: 4, years: 30 })
    expect(result.schedule[0]?.interest).toBe(720.03)
  })

  test('the defaults compute', () => {
    expect(computeBiweekly(biweeklyDefaults).payments).toBe(628)
  })
})
