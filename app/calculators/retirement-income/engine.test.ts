import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { sumDollars } from '../test-support'
import { computeRetirementIncome, RETIREMENT_INCOME_MAX_MONTHS, yearlyWithdrawals } from './engine'
import { retirementIncomeDefaults, type RetirementIncomeInput } from './schema'
import { retirementIncomeText } from './texts'

const example: RetirementIncomeInput = {
  savings: 1_000_000,
  withdrawal: 6_000,
  return: 5,
  increase: 0,
  years: 30,
}

describe('worked example: $1,000,000 at 5% with $6,000 a month', () => {
  const result = computeRetirementIncome(example)

  test('285 full withdrawals, then 854.22 in month 286', () => {
    expect(result.fullMonths).toBe(285)
    expect(result.partial).toBe(854.22)
    expect(result.schedule).toHaveLength(286)
    expect(result.schedule.at(-1)).toMatchObject({ month: 286, withdrawal: 854.22, balance: 0 })
  })

  test('the level withdrawal lasting 30 years is 5,368.21', () => {
    expect(result.level).toBe(5_368.21)
    const more = computeRetirementIncome({ ...example, withdrawal: 5_368.22 })
    const level = computeRetirementIncome({ ...example, withdrawal: 5_368.21 })
    expect(more.fullMonths).toBeLessThan(360)
    expect(level.fullMonths).toBeGreaterThanOrEqual(360)
  })

  test('in words: 23 years 9 months of full withdrawals, then 854.22 in month 286', () => {
    expect(retirementIncomeText.en.inWords(285, '854.22', 286)).toBe(
      '23 years 9 months of full withdrawals, then 854.22 in month 286',
    )
  })

  test('the first month: interest 1,000,000 × 5 / 1200 = 4,166.67, then 6,000', () => {
    expect(result.schedule[0]).toEqual({
      month: 1,
      interest: 4_166.67,
      withdrawal: 6_000,
      balance: 998_166.67,
    })
    const paid = sumDollars(result.schedule.map((row) => row.withdrawal))
    const interest = sumDollars(result.schedule.map((row) => row.interest))
    expect(paid).toBe(sumDollars([1_000_000, interest]))
  })
})

describe('the withdrawal rises once a year from the original amount', () => {
  test('months 1–12 pay the withdrawal, 13–24 one increase, rounded from the original each year', () => {
    const result = computeRetirementIncome({ ...example, withdrawal: 1_000.05, increase: 10, return: 0 })
    expect(result.schedule[11]?.withdrawal).toBe(1_000.05)
    expect(result.schedule[12]?.withdrawal).toBe(1_100.06) // 1,100.055 → 1,100.06
    expect(result.schedule[24]?.withdrawal).toBe(1_210.06) // 1,210.0605 → 1,210.06
  })

  test('exact powers: an exact half cent rounds up', () => {
    expect(yearlyWithdrawals(5, 10)(13)).toBe(6)
    expect(yearlyWithdrawals(100, 2.5)(25)).toBe(105) // 105.0625
    expect(yearlyWithdrawals(123_456, 0)(1200)).toBe(123_456)
  })
})

describe('edge cases', () => {
  test('savings running out exactly: no partial withdrawal', () => {
    const result = computeRetirementIncome({ ...example, savings: 12_000, withdrawal: 1_000, return: 0 })
    expect(result.fullMonths).toBe(12)
    expect(result.partial).toBeUndefined()
  })

  test('more than 100 years: no month count, the level withdrawal still shown', () => {
    const result = computeRetirementIncome({ ...example, withdrawal: 1_000 })
    expect(result.fullMonths).toBeUndefined()
    expect(result.partial).toBeUndefined()
    expect(result.schedule.length).toBeLessThanOrEqual(RETIREMENT_INCOME_MAX_MONTHS)
    expect(result.level).toBe(5_368.21)
  })

  test('a balance covering the largest withdrawal for every month left stops the simulation early', () => {
    const result = computeRetirementIncome({
      ...example,
      savings: 100_000_000,
      withdrawal: 1,
      return: 15,
      increase: 10,
    })
    expect(result.fullMonths).toBeUndefined()
    expect(result.schedule.length).toBeLessThan(RETIREMENT_INCOME_MAX_MONTHS)
    expect(Number.isSafeInteger(Math.round((result.schedule.at(-1)?.balance ?? 0) * 100))).toBe(true)
  })

  test('at 0% the level withdrawal is the savings over the months, rounded down', () => {
    const result = computeRetirementIncome({ ...example, savings: 1_000, return: 0, years: 30 })
    expect(result.level).toBe(2.77) // 1,000 / 360 = 2.777…
  })

  test('a withdrawal larger than the savings pays only the partial in month 1', () => {
    const result = computeRetirementIncome({ ...example, savings: 1_000, withdrawal: 5_000, return: 0 })
    expect(result.fullMonths).toBe(0)
    expect(result.partial).toBe(1_000)
  })

  test('invalid input throws', () => {
    expect(() => computeRetirementIncome({ ...example, savings: 999 })).toThrow(CalculatorInputError)
  })

  test('the defaults compute', () => {
    expect(computeRetirementIncome(retirementIncomeDefaults).fullMonths).toBe(285)
  })
})
