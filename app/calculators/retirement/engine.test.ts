import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { Decimal, roundCents } from '../money'
import { fv, fvGrowingAnnuity } from '../tvm'
import { computeRetirement, sustainableMonthlyIncome, yearsSavingsLast } from './engine'
import { retirementFigures } from './figures'
import { retirementDefaults, type RetirementInput } from './schema'

const plain: RetirementInput = {
  ...retirementDefaults,
  currentAge: 30,
  retirementAge: 31,
  currentSavings: 0,
  monthlyContribution: 1_000,
  employerMatch: 0,
  returnBefore: 12,
}

function cents(value: number | Decimal): number {
  return new Decimal(value).times(100).round().toNumber()
}

describe('future value', () => {
  test('one year of $1,000 a month at 12% matches Excel FV(12%/12, 12, -1000) = 12,682.50', () => {
    expect(computeRetirement(plain).balanceAtRetirement.toNumber()).toBe(12_682.5)
    // Start-of-month contributions: FV(12%/12, 12, -1000, 0, 1) = 12,809.33
    expect(computeRetirement({ ...plain, timing: 'start' }).balanceAtRetirement.toNumber()).toBe(12_809.33)
  })

  test('level contributions follow FV = PV·(1+i)^n + C·((1+i)^n − 1)/i·(1 + i·w), i = annual / 12', () => {
    const input = { ...retirementDefaults, timing: 'start' } as const
    const result = computeRetirement(input)
    // 500 a month is 8% of 75,000; the match is 50% of the first 6%: 2,250 a year.
    expect(result.years[0]?.contributions.toNumber()).toBe(6_000)
    expect(result.years[0]?.match.toNumber()).toBe(2_250)
    const i = new Decimal(input.returnBefore).div(1200)
    const monthly = new Decimal(500).plus(new Decimal(2_250).div(12))
    const expected = roundCents(fv(i, 12 * 32, monthly.neg(), -50_000, 'begin'))
    expect(result.balanceAtRetirement.toNumber()).toBe(expected.toNumber())
  })

  test('contributions growing with the salary follow C·((1+r)^n − (1+g)^n)/(r − g)', () => {
    const input: RetirementInput = {
      ...retirementDefaults,
      contributionMode: 'percent',
      contributionPercent: 10,
      salaryRaise: 3,
    }
    const result = computeRetirement(input)
    const i = new Decimal(7).div(1200)
    const yearGrowth = i.plus(1).pow(12)
    const firstYear = new Decimal(75_000).times(0.1 + 0.5 * 0.06)
    // A year of equal end-of-month payments is worth ((1+i)^12 − 1)/i of one month's payment at year end.
    const yearEnd = firstYear.div(12).times(yearGrowth.minus(1).div(i))
    const expected = new Decimal(50_000)
      .times(yearGrowth.pow(32))
      .plus(fvGrowingAnnuity(yearGrowth.minus(1), 0.03, 32, yearEnd))
    expect(result.balanceAtRetirement.toNumber()).toBe(roundCents(expected).toNumber())
    expect(result.years[1]?.contributions.toNumber()).toBe(7_725)
    expect(result.years[1]?.match.toNumber()).toBe(2_317.5)
  })

  test('the match is salary × match rate × min(employee rate, cap)', () => {
    const under = computeRetirement({ ...retirementDefaults, monthlyContribution: 200 })
    expect(under.years[0]?.match.toNumber()).toBe(1_200)
    const percent = computeRetirement({
      ...retirementDefaults,
      contributionMode: 'percent',
      contributionPercent: 4,
    })
    expect(percent.years[0]?.contributions.toNumber()).toBe(3_000)
    expect(percent.years[0]?.match.toNumber()).toBe(1_500)
    const noSalary = computeRetirement({ ...retirementDefaults, annualSalary: 0 })
    expect(noSalary.totalEmployerMatch.toNumber()).toBe(0)
  })

  test('at a 0% return the balance is savings plus contributions', () => {
    const result = computeRetirement({ ...retirementDefaults, returnBefore: 0 })
    expect(result.totalGrowth.toNumber()).toBe(0)
    expect(result.balanceAtRetirement.toNumber()).toBe(50_000 + 32 * (6_000 + 2_250))
  })

  test("today's money divides by (1 + inflation)^years", () => {
    const result = computeRetirement(retirementDefaults)
    const expected = new Decimal(result.balanceAtRetirement).div(new Decimal(1.025).pow(32))
    expect(result.balanceInTodaysMoney.minus(expected).abs().toNumber()).toBeLessThanOrEqual(0.01)
    expect(computeRetirement({ ...retirementDefaults, inflation: 0 }).balanceInTodaysMoney.toFixed(2)).toBe(
      result.balanceAtRetirement.toFixed(2),
    )
  })
})

describe('breakdown', () => {
  test('contributions, match and growth sum to the balance minus savings, in total and each year', () => {
    const result = computeRetirement({ ...retirementDefaults, salaryRaise: 2.5, currentSavings: 1_234.56 })
    const parts =
      cents(result.totalContributions) + cents(result.totalEmployerMatch) + cents(result.totalGrowth)
    expect(parts).toBe(cents(result.balanceAtRetirement) - cents(1_234.56))
    let previous = cents(1_234.56)
    for (const row of result.years) {
      expect(cents(row.endBalance) - previous).toBe(
        cents(row.contributions) + cents(row.match) + cents(row.growth),
      )
      previous = cents(row.endBalance)
    }
    expect(result.years.map((row) => row.age)).toEqual(Array.from({ length: 32 }, (_v, k) => 36 + k))
    expect(result.years.at(-1)).toMatchObject({ year: 32, age: 67 })
    expect(result.years.at(-1)?.endBalance.eq(result.balanceAtRetirement)).toBe(true)
  })
})

describe('in retirement', () => {
  test('how long savings last: n = −ln(1 − B·r/W) / ln(1 + r) months', () => {
    expect(yearsSavingsLast(100_000, 1_000, 0)).toEqual({ forever: false, months: 100, years: 8.33 })
    const r = 0.06 / 12
    const months = -Math.log(1 - (500_000 * r) / 4_000) / Math.log(1 + r)
    expect(yearsSavingsLast(500_000, 4_000, 6)).toEqual({
      forever: false,
      months: Math.round(months * 100) / 100,
      years: Math.round((months / 12) * 100) / 100,
    })
  })

  test('savings last forever when the withdrawal is no more than the interest', () => {
    expect(yearsSavingsLast(480_000, 2_000, 5)).toEqual({ forever: true })
    expect(yearsSavingsLast(480_000, 2_000.01, 5).forever).toBe(false)
    expect(yearsSavingsLast(1_000, 0, -5)).toEqual({ forever: true })
    expect(yearsSavingsLast(0, 1_000, 5)).toEqual({ forever: false, months: 0, years: 0 })
    expect(yearsSavingsLast(10_000, 1_000, -12).forever).toBe(false)
  })

  test('the sustainable income exhausts the balance over the years', () => {
    expect(sustainableMonthlyIncome(120_000, 10, 0).toNumber()).toBe(1_000)
    const income = sustainableMonthlyIncome(1_000_000, 30, 5)
    expect(income.toNumber()).toBe(5_368.22)
    expect(Math.abs(fv(new Decimal(5).div(1200), 360, income, -1_000_000).toNumber())).toBeLessThan(5)
  })

  test('the result reports both for the planned withdrawal', () => {
    const result = computeRetirement({ ...retirementDefaults, monthlyWithdrawal: 10_000 })
    expect(result.savingsLast).toEqual(yearsSavingsLast(result.balanceAtRetirement, 10_000, 5))
    expect(result.sustainableMonthlyIncome).toEqual(
      sustainableMonthlyIncome(result.balanceAtRetirement, 30, 5),
    )
  })
})

describe('guards', () => {
  test('invalid input throws message keys instead of producing NaN', () => {
    expect(() => computeRetirement({ ...retirementDefaults, retirementAge: 30 })).toThrow(
      CalculatorInputError,
    )
    expect(() => yearsSavingsLast(Number.NaN, 1, 1)).toThrow(CalculatorInputError)
    expect(() => yearsSavingsLast(1, -1, 1)).toThrow(CalculatorInputError)
    expect(() => yearsSavingsLast(1, 1, Number.POSITIVE_INFINITY)).toThrow(CalculatorInputError)
    expect(() => sustainableMonthlyIncome(1_000, 0, 5)).toThrow(CalculatorInputError)
    expect(() => sustainableMonthlyIncome(-1, 10, 5)).toThrow(CalculatorInputError)
  })
})

describe('extremes', () => {
  test('a balance of quintillions prints every digit of the exact decimal, not a binary float', () => {
    const input = {
      ...plain,
      currentAge: 18,
      retirementAge: 100,
      currentSavings: 1_000_000_000,
      monthlyContribution: 0,
      returnBefore: 30,
    }
    const exact = roundCents(
      new Decimal(1_000_000_000).times(
        new Decimal(30)
          .div(1200)
          .plus(1)
          .pow(12 * 82),
      ),
    )
    expect(exact.toFixed(0).length).toBe(20) // tens of quintillions: beyond a double's 17 significant digits
    const printed = `$${exact.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
    const figures = retirementFigures(computeRetirement(input), 'en')
    expect(figures[0]?.value).toBe(printed)
  })
})
