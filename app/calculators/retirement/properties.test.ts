import fc from 'fast-check'
import * as financial from 'financial'
import { describe, expect, test } from 'vitest'
import {
  computeRetirement,
  sustainableMonthlyIncome,
  yearsSavingsLast,
  type RetirementResult,
} from './engine'
import { Decimal } from '../money'
import type { RetirementInput } from './schema'

const runs = { numRuns: 1000 }
const percent = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((bp) => bp / 100)
const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100)

const validInput: fc.Arbitrary<RetirementInput> = fc
  .record({
    currentAge: fc.integer({ min: 18, max: 99 }),
    span: fc.integer({ min: 1, max: 82 }),
    currentSavings: dollars(1_000_000_000),
    contributionMode: fc.constantFrom('monthly', 'percent'),
    monthlyContribution: dollars(1_000_000),
    contributionPercent: percent(0, 100),
    annualSalary: fc.integer({ min: 1, max: 10_000_000_000 }).map((value) => value / 100),
    salaryRaise: percent(0, 20),
    employerMatch: percent(0, 100),
    employerMatchCap: percent(0, 100),
    returnBefore: percent(-20, 30),
    returnAfter: percent(-20, 30),
    inflation: percent(-5, 20),
    timing: fc.constantFrom('start', 'end'),
    monthlyWithdrawal: dollars(10_000_000),
    yearsInRetirement: fc.integer({ min: 1, max: 60 }),
  })
  .map(({ span, ...input }) => ({ ...input, retirementAge: Math.min(100, input.currentAge + span) }))

function allFinite(result: RetirementResult): boolean {
  const { years, savingsLast, ...totals } = result
  const values = [...Object.values(totals), ...years.flatMap((row) => Object.values(row))]
  if (!savingsLast.forever) values.push(savingsLast.months, savingsLast.years)
  return values.every((value) => new Decimal(value).isFinite())
}

describe('retirement balance against financial.fv (numpy-financial), 1,000 cases', () => {
  // With no raise, contributions and match are level, so the whole plan is one fv() call. The engine rounds
  // the exact value half-up (half a cent). The float64 oracle loses ~1e-13 of the terms' magnitude (`scale`)
  // compounding over up to 984 months, and storing 1 + i costs up to 1.1e-16 / i of it at tiny rates; both
  // are allowed for with a 2× margin, plus a billionth of a dollar for values exactly on a half cent.
  test('within half a cent (plus the float error of the oracle)', () => {
    fc.assert(
      fc.property(validInput, (generated) => {
        const input = { ...generated, salaryRaise: 0 }
        const result = computeRetirement(input)
        const i = input.returnBefore / 1200
        const n = 12 * (input.retirementAge - input.currentAge)
        const employee =
          input.contributionMode === 'percent'
            ? (input.annualSalary * input.contributionPercent) / 100
            : input.monthlyContribution * 12
        const match =
          (input.employerMatch / 100) *
          Math.min(employee, (input.annualSalary * input.employerMatchCap) / 100)
        const monthly = (employee + match) / 12
        const when = input.timing === 'start' ? financial.PaymentDueTime.Begin : financial.PaymentDueTime.End
        const oracle = financial.fv(i, n, -monthly, -input.currentSavings, when)
        const growth = (1 + Math.abs(i)) ** n
        const scale = input.currentSavings * growth + monthly * n * growth
        const floatError = scale * (1e-12 + (i === 0 ? 0 : 2.2e-16 / Math.abs(i)))
        expect(Math.abs(result.balanceAtRetirement.toNumber() - oracle)).toBeLessThanOrEqual(
          0.005 + 1e-9 + 2 * floatError,
        )
      }),
      runs,
    )
  })
})

// Money results are Decimals rounded to the cent, so the parts add up exactly at any magnitude.
function expectSum(parts: (number | Decimal)[], expected: Decimal): void {
  const sum = parts.reduce<Decimal>((total, part) => total.plus(part), new Decimal(0))
  expect(sum.toFixed(2)).toBe(expected.toFixed(2))
}

describe('invariants, 1,000 cases', () => {
  test('finite results; the parts sum to the balance minus savings, in total and each year', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const result = computeRetirement(input)
        expect(allFinite(result)).toBe(true)
        const totals = [result.totalContributions, result.totalEmployerMatch, result.totalGrowth]
        expectSum([input.currentSavings, ...totals], result.balanceAtRetirement)
        expect(result.years.length).toBe(input.retirementAge - input.currentAge)
        let previous: number | Decimal = input.currentSavings
        for (const row of result.years) {
          expectSum([previous, row.contributions, row.match, row.growth], row.endBalance)
          previous = row.endBalance
        }
        expect(previous.toString()).toBe(result.balanceAtRetirement.toString())
      }),
      runs,
    )
  })
})

describe('withdrawals against financial.nper and financial.pmt, 1,000 cases each', () => {
  const balance = fc.integer({ min: 1, max: 100_000_000_000 }).map((value) => value / 100)
  const rate = percent(-20, 30)

  test('yearsSavingsLast', () => {
    fc.assert(
      fc.property(balance, dollars(10_000_000), rate, (b, w, annual) => {
        const r = annual / 1200
        const result = yearsSavingsLast(b, w, annual)
        if (w === 0 || w <= b * r) {
          expect(result).toEqual({ forever: true })
          return
        }
        expect(result.forever).toBe(false)
        if (result.forever) return
        const oracle = financial.nper(r, -w, b)
        // Rounded to 2 decimals; the oracle's float error is far below 1e-9 of the months.
        expect(Math.abs(result.months - oracle)).toBeLessThanOrEqual(0.005 + 1e-9 * oracle)
        expect(Math.abs(result.years - oracle / 12)).toBeLessThanOrEqual(0.005 + 1e-9 * oracle)
      }),
      runs,
    )
  })

  test('sustainableMonthlyIncome', () => {
    fc.assert(
      fc.property(balance, fc.integer({ min: 1, max: 60 }), rate, (b, years, annual) => {
        const income = sustainableMonthlyIncome(b, years, annual)
        const oracle = -financial.pmt(annual / 1200, years * 12, b)
        expect(income.isFinite()).toBe(true)
        expect(Math.abs(income.toNumber() - oracle)).toBeLessThanOrEqual(0.005 + 1e-11 * Math.abs(b))
      }),
      runs,
    )
  })
})
