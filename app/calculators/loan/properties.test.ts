import fc from 'fast-check'
import * as financial from 'financial'
import { describe, expect, test } from 'vitest'
import { computeLoan, computeLoanSummary, type LoanResult } from './engine'
import type { LoanInput } from './schema'

const options = { today: '2025-06-10' }
const runs = { numRuns: 1000 }

// Any input the schema accepts: $0.01 to $100M, 0–100% APR with up to 3 decimals, 1–600 months.
const anyLoan = fc.record({
  principal: fc.integer({ min: 1, max: 10_000_000_000 }).map((cents) => cents / 100),
  apr: fc.integer({ min: 0, max: 100_000 }).map((thousandths) => thousandths / 1000),
  months: fc.integer({ min: 1, max: 600 }),
})

// Ordinary consumer loans and mortgages.
const realisticLoan = fc.record({
  principal: fc.integer({ min: 100_000, max: 500_000_000 }).map((cents) => cents / 100),
  apr: fc.integer({ min: 0, max: 2500 }).map((basisPoints) => basisPoints / 100),
  months: fc.integer({ min: 1, max: 480 }),
})

function cents(value: number): number {
  return Math.round(value * 100)
}

function allFinite(result: LoanResult): boolean {
  const { schedule, ...totals } = result
  const numbers = [...Object.values(totals), ...schedule.flatMap((row) => Object.values(row))]
  return numbers.every((value) => typeof value !== 'number' || Number.isFinite(value))
}

// Checked with plain loops and a single expect each: per-row expects make 1,000 runs of 600 rows very slow.
function expectAmortizes(input: LoanInput, loan: LoanResult): void {
  const rows = loan.schedule
  let principal = 0
  let interest = 0
  let ordered = true
  let positiveUntilLast = true
  rows.forEach((row, index) => {
    principal += cents(row.principal) + cents(row.extra ?? 0)
    interest += cents(row.interest)
    ordered &&= row.period === index + 1
    positiveUntilLast &&= index === rows.length - 1 || row.balance > 0
  })
  expect(rows.at(-1)?.balance).toBe(0)
  expect(positiveUntilLast).toBe(true)
  expect(ordered).toBe(true)
  expect(principal).toBe(cents(input.principal))
  expect(interest).toBe(cents(loan.totalInterest))
  expect(cents(loan.totalPaid)).toBe(cents(input.principal) + interest)
  expect(rows.length).toBeLessThanOrEqual(input.months)
}

/**
 * Worst-case drift of the rounded schedule from the exact one: each month the payment and the interest are
 * each off by at most half a cent, and that error compounds. While it stays below the last regular
 * payment's share, the balance cannot run out before month n.
 */
function roundingCannotEndEarly(input: LoanInput, payment: number): boolean {
  const r = input.apr / 1200
  const periods = input.months - 1
  const compounded = r === 0 ? periods : ((1 + r) ** periods - 1) / r
  return 0.01 * compounded * (1 + r) ** 2 < payment
}

describe('loan payment against financial.pmt (numpy-financial), 1,000 cases', () => {
  // The engine rounds the exact payment half-up, so it is within half a cent of the exact payment. The float64
  // oracle adds its own error: about 1e-12 of the payment, plus the rounding of 1 + r, which is off by up to
  // 1.1e-16, i.e. 1.1e-16 / r relative to the rate (large at tiny rates; the oracle is exact at r = 0), and a
  // billionth of a dollar of slack for payments that sit exactly on a half cent.
  test('within half a cent', () => {
    fc.assert(
      fc.property(anyLoan, (input) => {
        const r = input.apr / 1200
        const oracle = -financial.pmt(r, input.months, input.principal)
        const floatError = oracle * (1e-12 + (r === 0 ? 0 : 2.2e-16 / r))
        const { monthlyPayment } = computeLoan(input, options)
        expect(Math.abs(monthlyPayment - oracle)).toBeLessThanOrEqual(0.005 + 1e-9 + floatError)
      }),
      runs,
    )
  })
})

describe('amortization invariants, 1,000 cases each', () => {
  test('exactly n payments, principal repaid to the cent, balance ends at 0', () => {
    fc.assert(
      fc.property(realisticLoan, (input) => {
        const loan = computeLoan(input, options)
        fc.pre(roundingCannotEndEarly(input, loan.monthlyPayment))
        expectAmortizes(input, loan)
        expect(loan.numberOfPayments).toBe(input.months)
        expect(loan.schedule.slice(0, -1).every((row) => row.payment === loan.monthlyPayment)).toBe(true)
        expect(cents(loan.finalPayment)).toBe(cents(loan.schedule.at(-1)?.payment ?? 0))
      }),
      runs,
    )
  })

  // Past realistic ranges the rounded payment can overpay so much (e.g. $1 over 150 months at 0% is $0.01 a
  // month) that the balance is gone before month n; the schedule then ends with that smaller payment.
  test('any valid loan amortizes exactly and only ends early when the payment covers the balance', () => {
    fc.assert(
      fc.property(anyLoan, (input) => {
        const loan = computeLoan(input, options)
        expect(allFinite(loan)).toBe(true)
        expectAmortizes(input, loan)
        if (loan.numberOfPayments < input.months)
          expect(loan.finalPayment).toBeLessThanOrEqual(loan.monthlyPayment)
      }),
      runs,
    )
  })

  test('an extra payment never costs more and never adds payments', () => {
    const withExtra = realisticLoan.chain((input) =>
      fc.record({
        input: fc.constant(input),
        extra: fc.integer({ min: 1, max: cents(input.principal) }).map((value) => value / 100),
      }),
    )
    fc.assert(
      fc.property(withExtra, ({ input, extra }) => {
        const plain = computeLoan(input, options)
        const faster = computeLoan({ ...input, extra }, options)
        expect(allFinite(faster)).toBe(true)
        expectAmortizes({ ...input, extra }, faster)
        expect(faster.monthsSaved).toBe(plain.numberOfPayments - faster.numberOfPayments)
        expect(faster.monthsSaved).toBeGreaterThanOrEqual(0)
        expect(cents(faster.interestSaved)).toBe(cents(plain.totalInterest) - cents(faster.totalInterest))
        expect(faster.interestSaved).toBeGreaterThanOrEqual(0)
      }),
      runs,
    )
  })

  test('the summary, which lead snapshots use, is the full result without its schedule', () => {
    const anyTerms = fc.record({
      loan: anyLoan,
      extraShare: fc.integer({ min: 0, max: 100 }),
      start: fc.option(fc.constantFrom('2024-01-31', '2024-02-29', '2025-12-15', '2026-08-01')),
    })
    fc.assert(
      fc.property(anyTerms, ({ loan, extraShare, start }) => {
        const input = {
          ...loan,
          extra: Math.floor(loan.principal * extraShare) / 100,
          ...(start ? { firstPaymentDate: start } : {}),
        }
        const { schedule: _schedule, ...withoutSchedule } = computeLoan(input, options)
        expect(computeLoanSummary(input, options)).toEqual(withoutSchedule)
      }),
      runs,
    )
  })
})
