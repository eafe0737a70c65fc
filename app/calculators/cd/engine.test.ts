import fc from 'fast-check'
import * as financial from 'financial'
import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { annualPercentageYield, computeCd, computeCdSummary, type CdResult } from './engine'
import { cdFigures } from './figures'
import { COMPOUNDING_OPTIONS, PERIODS_PER_YEAR, type CdInput } from './schema'

function daily(deposit: number, apr: number): CdResult {
  return computeCd({ deposit, apr, term: 365, termUnit: 'days', compounding: 'daily' })
}

describe('reference values (calculator-references.md)', () => {
  test.each([
    [1_000, 5.25, 53.9, 5.39],
    [8_000, 5.5, 452.29, 5.65],
    [20_000, 5.75, 1_183.61, 5.92],
  ])('$%d at %d%% compounded daily for 365 days', (deposit, apr, interest, apy) => {
    const cd = daily(deposit, apr)
    expect(cd.interestEarned).toBe(interest)
    expect(cd.maturityValue).toBe((Math.round(deposit * 100) + Math.round(interest * 100)) / 100)
    expect(cd.apy).toBe(apy)
  })

  test('APY from the interest paid (Regulation DD Appendix A)', () => {
    expect(annualPercentageYield(61.68, 1_000, 365)).toBe(6.17)
    expect(annualPercentageYield(30.37, 1_000, 182)).toBe(6.18)
  })

  test('$25,000 at 4.5% compounded annually for 2 years is 27,300.625 → 27,300.63', () => {
    const cd = computeCd({ deposit: 25_000, apr: 4.5, term: 24, termUnit: 'months', compounding: 'annually' })
    expect(cd.maturityValue).toBe(27_300.63)
    expect(cd.interestEarned).toBe(2_300.63)
    expect(cd.apy).toBe(4.5)
  })
})

describe('conventions', () => {
  test('12 months count as 365 days, so a 12-month term equals a 365-day term', () => {
    const months = computeCd({
      deposit: 1_000,
      apr: 5.25,
      term: 12,
      termUnit: 'months',
      compounding: 'daily',
    })
    expect(months).toMatchObject({ maturityValue: 1_053.9, apy: 5.39, termDays: 365 })
    const six = computeCd({ deposit: 1_000, apr: 5, term: 6, termUnit: 'months', compounding: 'monthly' })
    expect(six.termDays).toBe(182.5)
  })

  test('partial compounding periods use a fractional exponent', () => {
    const cd = computeCd({ deposit: 10_000, apr: 6, term: 5, termUnit: 'months', compounding: 'quarterly' })
    // 10,000 · 1.015^(4 · 5/12) = 10,251.25...
    expect(cd.maturityValue).toBe(Math.round(10_000 * 1.015 ** (5 / 3) * 100) / 100)
    expect(cd.maturityValue).toBe(10_251.25)
  })

  test('at 0% nothing is earned', () => {
    const cd = computeCd({ deposit: 5_000, apr: 0, term: 18, termUnit: 'months', compounding: 'monthly' })
    expect(cd).toMatchObject({ maturityValue: 5_000, interestEarned: 0, apy: 0 })
  })

  test('rejects invalid input with message keys', () => {
    const input: CdInput = { deposit: -1, apr: 5, term: 121, termUnit: 'months', compounding: 'monthly' }
    expect(() => computeCd(input)).toThrow(CalculatorInputError)
  })
})

describe('growth series', () => {
  test('a month term gives one point per month from the deposit to the maturity value', () => {
    const cd = computeCd({ deposit: 10_000, apr: 4.5, term: 12, termUnit: 'months', compounding: 'monthly' })
    expect(cd.growthUnit).toBe('month')
    expect(cd.growth.map((point) => point.elapsed)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(cd.growth[0]).toEqual({ elapsed: 0, balance: 10_000, interest: 0 })
    expect(cd.growth[1]).toEqual({ elapsed: 1, balance: 10_037.5, interest: 37.5 })
    expect(cd.growth.at(-1)).toEqual({ elapsed: 12, balance: cd.maturityValue, interest: cd.interestEarned })
  })

  test('a long day term is sampled every few days, at most a few hundred points', () => {
    const cd = computeCd({ deposit: 10_000, apr: 4.5, term: 3_650, termUnit: 'days', compounding: 'daily' })
    expect(cd.growthUnit).toBe('day')
    expect(cd.growth.length).toBe(366)
    expect(cd.growth[1]?.elapsed).toBe(10)
    expect(cd.growth.at(-1)?.balance).toBe(cd.maturityValue)
  })

  test('an odd day term still ends on the last day', () => {
    const cd = computeCd({ deposit: 1_000, apr: 3, term: 1_001, termUnit: 'days', compounding: 'monthly' })
    expect(cd.growth.length).toBeLessThanOrEqual(367)
    expect(cd.growth.at(-2)?.elapsed).toBe(999)
    expect(cd.growth.at(-1)?.elapsed).toBe(1_001)
  })
})

const anyCd = fc.record({
  deposit: fc.integer({ min: 1, max: 10_000_000_000 }).map((cents) => cents / 100),
  apr: fc.integer({ min: 0, max: 100_000 }).map((thousandths) => thousandths / 1000),
  termUnit: fc.constantFrom<CdInput['termUnit']>('months', 'days'),
  compounding: fc.constantFrom(...COMPOUNDING_OPTIONS),
  term: fc.integer({ min: 1, max: 3_650 }),
})
const validCd = anyCd.map((input) =>
  input.termUnit === 'months' ? { ...input, term: (input.term % 120) + 1 } : input,
)

describe('against financial.fv (numpy-financial), 1,000 cases each', () => {
  // The engine rounds half-up to the cent, so it is within half a cent of the exact value; the float64 oracle
  // raises (1 + r/m) to up to 3,650 periods, which costs up to ~1e-12 of the value, allowed on top (plus a
  // billionth of a dollar for values that sit exactly on a half cent).
  test('maturity value within half a cent', () => {
    fc.assert(
      fc.property(validCd, (input) => {
        const m = PERIODS_PER_YEAR[input.compounding]
        const years = input.term / (input.termUnit === 'days' ? 365 : 12)
        const oracle = financial.fv(input.apr / 100 / m, m * years, 0, -input.deposit)
        const cd = computeCd(input)
        expect(Math.abs(cd.maturityValue - oracle)).toBeLessThanOrEqual(0.005 + 1e-9 + 1e-12 * oracle)
        expect(Math.round(cd.interestEarned * 100)).toBe(
          Math.round(cd.maturityValue * 100) - Math.round(input.deposit * 100),
        )
      }),
      { numRuns: 1000 },
    )
  })

  test('APY follows Regulation DD from the rounded interest, and nothing is NaN or Infinity', () => {
    fc.assert(
      fc.property(validCd, (input) => {
        const cd = computeCd(input)
        const days = input.termUnit === 'days' ? input.term : (input.term * 365) / 12
        const expected = 100 * ((1 + cd.interestEarned / input.deposit) ** (365 / days) - 1)
        expect(Math.abs(cd.apy - expected)).toBeLessThanOrEqual(0.005 + 1e-9 * Math.abs(expected))
        const numbers = [cd.maturityValue, cd.interestEarned, cd.apy, cd.termDays]
        for (const point of cd.growth) numbers.push(point.balance, point.interest, point.elapsed)
        expect(numbers.every(Number.isFinite)).toBe(true)
        expect(cd.growth.length).toBeLessThanOrEqual(367)
        expect(
          cd.growth.every(
            (point, index) => index === 0 || point.balance >= (cd.growth[index - 1]?.balance ?? 0),
          ),
        ).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  test('the summary, which lead snapshots use, is the full result without its growth curve', () => {
    fc.assert(
      fc.property(validCd, (input) => {
        const { growth: _growth, ...withoutGrowth } = computeCd(input)
        expect(computeCdSummary(input)).toEqual(withoutGrowth)
      }),
      { numRuns: 300 },
    )
  })
})

describe('the APY as the page shows it', () => {
  test('always two decimals, as Regulation DD rounds it: 4.50%, not 4.5%', () => {
    const result = computeCdSummary({
      deposit: 10_000,
      apr: 4.5,
      term: 12,
      termUnit: 'months',
      compounding: 'annually',
    })
    expect(result.apy).toBe(4.5)
    expect(cdFigures(result, 'en').find((figure) => figure.fills === 'apy')?.value).toBe('4.50%')
    expect(cdFigures({ ...result, apy: 5 }, 'es').find((figure) => figure.fills === 'apy')?.value).toBe(
      '5.00%',
    )
  })
})
