import { describe, expect, test } from 'vitest'
import { medianMs } from '../../../bench/recompute'
import { CalculatorInputError } from '../messages'
import heaviestRecompute from './heaviest'
import {
  computeLoan,
  firstOfNextMonth,
  loanMonthlyPayment,
  loanScheduleByYear,
  type LoanResult,
} from './engine'
import { loanSavingNote } from './figures'

const today = '2025-03-14'

function cents(value: number): number {
  return Math.round(value * 100)
}

function catchError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

function sumOf(result: LoanResult, pick: (row: LoanResult['schedule'][number]) => number): number {
  return result.schedule.reduce((total, row) => total + cents(pick(row)), 0) / 100
}

describe('reference loans (calculator-references.md)', () => {
  test('$10,000 at 8% for 10 months', () => {
    const loan = computeLoan({ principal: 10_000, apr: 8, months: 10 }, { today })
    expect(loan.monthlyPayment).toBe(1037.03)
    expect(loan.schedule.slice(0, 9).every((row) => row.payment === 1037.03)).toBe(true)
    expect(loan.finalPayment).toBe(1037.07)
    expect(loan.schedule.at(-1)?.payment).toBe(1037.07)
    expect(loan.totalInterest).toBe(370.34)
    expect(loan.totalPaid).toBe(10_370.34)
    expect(loan.numberOfPayments).toBe(10)
  })

  test('$2,500 at 8.24% for 12 months', () => {
    const loan = computeLoan({ principal: 2_500, apr: 8.24, months: 12 }, { today })
    expect(loan.monthlyPayment).toBe(217.75)
    expect(loan.schedule.slice(0, 11).every((row) => row.payment === 217.75)).toBe(true)
    expect(loan.schedule[0]).toEqual({
      period: 1,
      date: '2025-04-01',
      payment: 217.75,
      interest: 17.17,
      principal: 200.58,
      balance: 2299.42,
    })
    expect(loan.finalPayment).toBe(217.72)
    expect(loan.totalInterest).toBe(112.97)
  })

  test('the payment helper matches', () => {
    expect(loanMonthlyPayment(10_000, 8, 10)).toBe(1037.03)
    expect(loanMonthlyPayment(2_500, 8.24, 12)).toBe(217.75)
  })
})

describe('schedule', () => {
  test('at 0% the payment is P / n and the last payment takes the remainder', () => {
    const loan = computeLoan({ principal: 1_000, apr: 0, months: 3 }, { today })
    expect(loan.schedule.map((row) => row.payment)).toEqual([333.33, 333.33, 333.34])
    expect(loan.totalInterest).toBe(0)
  })

  test('rows are consistent: payment = interest + principal, balance falls by principal + extra', () => {
    const loan = computeLoan({ principal: 31_415.92, apr: 7.3, months: 72, extra: 150 }, { today })
    let balance = cents(31_415.92)
    for (const row of loan.schedule) {
      expect(cents(row.payment)).toBe(cents(row.interest) + cents(row.principal))
      balance -= cents(row.principal) + cents(row.extra ?? 0)
      expect(cents(row.balance)).toBe(balance)
    }
    expect(balance).toBe(0)
  })

  test('an extra payment ends the loan early and reports the savings', () => {
    const input = { principal: 300_000, apr: 6.5, months: 360 }
    const plain = computeLoan(input, { today })
    const faster = computeLoan({ ...input, extra: 200 }, { today })
    expect(faster.monthlyPayment).toBe(plain.monthlyPayment)
    expect(faster.numberOfPayments).toBeLessThan(360)
    expect(faster.monthsSaved).toBe(360 - faster.numberOfPayments)
    expect(faster.interestSaved).toBe((cents(plain.totalInterest) - cents(faster.totalInterest)) / 100)
    expect(faster.payoffDate).toBe(faster.schedule.at(-1)?.date)
    expect(faster.schedule[0]?.extra).toBe(200)
    expect(plain.monthsSaved).toBe(0)
    expect(plain.interestSaved).toBe(0)
    expect(plain.schedule.some((row) => 'extra' in row)).toBe(false)
  })

  test('an extra payment that saves interest but no whole month still says what it saves', () => {
    const input = { principal: 10_000, apr: 6, months: 12 }
    const plain = computeLoan(input, { today })
    const faster = computeLoan({ ...input, extra: 1 }, { today })
    expect(faster.monthsSaved).toBe(0)
    expect(faster.interestSaved).toBe((cents(plain.totalInterest) - cents(faster.totalInterest)) / 100)
    expect(faster.interestSaved).toBeGreaterThan(0)
    const interest = `$${faster.interestSaved.toFixed(2)}`
    expect(loanSavingNote(faster, 'en')).toBe(`Extra payments save ${interest} of interest.`)
    expect(loanSavingNote(faster, 'es')).toBe(`Los pagos adicionales ahorran ${interest} de interés.`)
    const months = computeLoan({ principal: 300_000, apr: 6.5, months: 360, extra: 200 }, { today })
    expect(loanSavingNote(months, 'en')).toMatch(
      /^Extra payments save \d+ months and \$[\d,]+\.\d\d of interest\.$/,
    )
    expect(loanSavingNote(plain, 'en')).toBeUndefined()
  })

  test('an extra payment larger than the balance stops at zero', () => {
    const loan = computeLoan({ principal: 1_000, apr: 12, months: 12, extra: 1_000 }, { today })
    expect(loan.numberOfPayments).toBe(1)
    expect(loan.schedule[0]).toMatchObject({ interest: 10, principal: 78.85, extra: 921.15, balance: 0 })
    expect(loan.finalPayment).toBe(1010)
  })

  test('amounts are rounded to the cent before amortizing', () => {
    const exact = computeLoan({ principal: 1_000.004, apr: 5, months: 12 }, { today })
    expect(exact).toEqual(computeLoan({ principal: 1_000, apr: 5, months: 12 }, { today }))
  })

  test('rejects invalid input with message keys instead of returning NaN', () => {
    expect(() => computeLoan({ principal: -1, apr: 5, months: 12 })).toThrow(CalculatorInputError)
    const error = catchError(() => computeLoan({ principal: Number.NaN, apr: 120, months: 0 }))
    expect(error).toBeInstanceOf(CalculatorInputError)
    expect((error as CalculatorInputError).errors).toEqual({
      principal: 'loan.principal.number',
      apr: 'loan.rate.range',
      months: 'loan.months.min',
    })
  })
})

describe('dates', () => {
  test('the first payment defaults to the first day of the next month', () => {
    expect(firstOfNextMonth('2025-03-14')).toBe('2025-04-01')
    expect(firstOfNextMonth('2025-12-31')).toBe('2026-01-01')
    expect(firstOfNextMonth(new Date(2024, 1, 29))).toBe('2024-03-01')
    expect(() => firstOfNextMonth('yesterday')).toThrow(RangeError)
  })

  test('payments fall on the same day each month, clamped to short months', () => {
    const loan = computeLoan({ principal: 5_000, apr: 5, months: 4, firstPaymentDate: '2024-01-31' })
    expect(loan.schedule.map((row) => row.date)).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ])
    expect(loan.firstPaymentDate).toBe('2024-01-31')
    expect(loan.payoffDate).toBe('2024-04-30')
  })

  test('a 30-year schedule runs for 360 consecutive months', () => {
    const loan = computeLoan({ principal: 200_000, apr: 6, months: 360 }, { today: '2025-11-05' })
    expect(loan.schedule[0]?.date).toBe('2025-12-01')
    expect(loan.payoffDate).toBe('2055-11-01')
  })
})

describe('by-year table', () => {
  test('groups by calendar year with exact sums', () => {
    const loan = computeLoan({ principal: 20_000, apr: 6, months: 36, extra: 100 }, { today: '2025-04-20' })
    const years = loanScheduleByYear(loan.schedule)
    expect(years.map((year) => year.year)).toEqual([2025, 2026, 2027])
    expect(years[0]?.payments).toBe(8)
    expect(years.reduce((total, year) => total + year.payments, 0)).toBe(loan.numberOfPayments)
    const interest = years.reduce((total, year) => total + cents(year.interest), 0)
    expect(interest / 100).toBe(loan.totalInterest)
    const principal = years.reduce((total, year) => total + cents(year.principal) + cents(year.extra), 0)
    expect(principal / 100).toBe(20_000)
    const paid = years.reduce((total, year) => total + cents(year.totalPaid), 0)
    expect(paid / 100).toBe(loan.totalPaid)
    expect(years.at(-1)?.endBalance).toBe(0)
    expect(years[0]?.endBalance).toBe(loan.schedule[7]?.balance)
    expect(sumOf(loan, (row) => row.extra ?? 0)).toBe(years.reduce((total, year) => total + year.extra, 0))
  })

  test('an empty schedule gives an empty table', () => {
    expect(loanScheduleByYear([])).toEqual([])
  })
})

describe('performance', () => {
  test('a 30-year loan with its full schedule takes at most 2 ms (median)', () => {
    expect(medianMs(heaviestRecompute, 200)).toBeLessThanOrEqual(2)
  })
})
