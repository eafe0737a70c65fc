import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { computeAffordability } from './engine'
import { affordabilityDefaults, type AffordabilityInput } from './schema'

// Worked example of issue 12.
const example: AffordabilityInput = {
  income: 120_000,
  debts: 600,
  down: 50_000,
  apr: 7,
  years: 30,
  taxRate: 1.2,
  insurance: 1_800,
  front: 28,
  back: 36,
}

describe('worked example: $120,000 income, $600 debts, $50,000 down, 7%, 30 years, tax 1.2%, $1,800, 28/36', () => {
  const result = computeAffordability(example)

  test('budget $2,800.00, set by the front ratio', () => {
    expect(result.frontBudget).toBe(2_800)
    expect(result.backBudget).toBe(3_000)
    expect(result.budget).toBe(2_800)
    expect(result.limitedBy).toBe('front')
  })

  test('price $389,734: its payment fits the budget and a dollar more does not', () => {
    expect(result.affordable).toBe(true)
    expect(result.price).toBe(389_734)
    expect(result.loanAmount).toBe(339_734)
    expect(result.principalAndInterest).toBe(2_260.26)
    expect(result.monthlyTax).toBe(389.73)
    expect(result.monthlyInsurance).toBe(150)
    expect(result.housingPayment).toBe(2_799.99)
  })
})

describe('limits', () => {
  test('large debts make the back ratio the limit', () => {
    const result = computeAffordability({ ...example, debts: 1_500 })
    expect(result.backBudget).toBe(2_100)
    expect(result.limitedBy).toBe('back')
    expect(result.housingPayment).toBeLessThanOrEqual(2_100)
  })

  test('a budget that does not cover the insurance affords nothing', () => {
    const result = computeAffordability({ ...example, debts: 3_500 })
    expect(result.budget).toBe(100) // 36% of $10,000 − $3,500, less than the $150 of insurance
    expect(result.affordable).toBe(false)
    expect(result.price).toBe(0)
    expect(result.loanAmount).toBe(0)
  })

  test('a small budget with a large down payment buys with cash: no loan, only tax and insurance', () => {
    const result = computeAffordability({ ...example, income: 12_000, debts: 0, down: 500_000 })
    // 28% of $1,000 = $280: $150 insurance leaves $130 of tax, 1.2% / 12 = 0.1% of the price a month, so the
    // price is exactly $130,000 (not $130,004, the largest price whose tax rounds to $130.00).
    expect(result.loanAmount).toBe(0)
    expect(result.price).toBe(130_000)
    expect(result.housingPayment).toBe(280)
  })

  test('the price is the exact solution with unrounded monthly amounts, rounded down to the dollar', () => {
    // 28% of $6,250 = $1,750; $1,200 a year of insurance is $100 a month; tax 0.1% of the price a month;
    // no interest over 10 years: (price − 20,000) / 120 + price / 1,000 + 100 = 1,750, so
    // price = (1,650 + 20,000 / 120) / (1 / 120 + 1 / 1,000) = 194,642.857…; rounded down: $194,642.
    const result = computeAffordability({
      ...example,
      income: 75_000,
      debts: 0,
      down: 20_000,
      apr: 0,
      years: 10,
      taxRate: 1.2,
      insurance: 1_200,
    })
    expect(result.budget).toBe(1_750)
    expect(result.price).toBe(194_642)
  })

  test('without tax and with 0% interest the loan is the budget less insurance times the months', () => {
    const result = computeAffordability({ ...example, apr: 0, taxRate: 0, insurance: 0, years: 10 })
    expect(result.loanAmount).toBe(2_800 * 120)
    expect(result.price).toBe(2_800 * 120 + 50_000)
  })

  test('invalid input throws', () => {
    expect(() => computeAffordability({ ...example, front: 0 })).toThrow(CalculatorInputError)
  })

  test('the defaults compute', () => {
    expect(computeAffordability(affordabilityDefaults).price).toBeGreaterThan(0)
  })
})
