import {
  amortizationTotals,
  amortize,
  monthlyPayment,
  toWholeCents,
  type AmortizationRow,
  type AmortizationTotals,
} from '../amortization'
import { CalculatorInputError } from '../messages'
import { loanInputSchema, type LoanField, type LoanInput } from './schema'
import { loanMessages } from './texts'

export interface LoanScheduleRow extends AmortizationRow {
  /** Payment date, yyyy-mm-dd. */
  date: string
}

export interface LoanResult {
  /** Regular monthly payment, rounded half-up to the cent. */
  monthlyPayment: number
  /** Everything paid in the last period (its payment plus any extra); absorbs the rounding. */
  finalPayment: number
  numberOfPayments: number
  schedule: LoanScheduleRow[]
  /** Sum of the rounded monthly interest amounts. */
  totalInterest: number
  /** Principal + total interest. */
  totalPaid: number
  firstPaymentDate: string
  payoffDate: string
  /** Payments saved by the extra payment versus the same loan without it (0 without extra). */
  monthsSaved: number
  /** Interest saved by the extra payment versus the same loan without it (0 without extra). */
  interestSaved: number
}

export interface LoanOptions {
  /** "Today" for the default first payment date (first day of the next month); a Date uses its local date. */
  today?: string | Date
}

/** Payment P·r / (1 − (1 + r)^−n) with r = APR / 12 / 100, or P / n at 0%, rounded half-up to the cent. */
export function loanMonthlyPayment(principal: number, apr: number, months: number): number {
  return monthlyPayment(principal, apr, months)
}

/** Amortization schedule for a fixed-rate loan; throws CalculatorInputError for input the schema rejects. */
export function computeLoan(input: LoanInput, options: LoanOptions = {}): LoanResult {
  return calculateLoan(input, options, datedSchedule)
}

/** Everything `computeLoan` gives but the schedule (the result summary of a lead), without building it. */
export function computeLoanSummary(input: LoanInput, options: LoanOptions = {}): LoanSummary {
  return calculateLoan(input, options, (terms, extraCents) =>
    summary(terms, amortizationTotals({ ...terms, extraCents })),
  )
}

export type LoanSummary = Omit<LoanResult, 'schedule'>

function calculateLoan<Result extends LoanSummary>(
  input: LoanInput,
  options: LoanOptions,
  amortized: (terms: LoanTerms, extraCents: number) => Result,
): Result {
  const parsed = loanInputSchema.safeParse(input)
  if (!parsed.success)
    throw new CalculatorInputError(loanMessages.issuesToErrors<LoanField>(parsed.error.issues))
  const { principal, apr, months, extra = 0, firstPaymentDate } = parsed.data
  const terms: LoanTerms = {
    // Amounts are money: anything below a cent is rounded away before amortizing.
    principalCents: toWholeCents(principal),
    apr,
    months,
    firstPaymentDate: firstPaymentDate ?? firstOfNextMonth(options.today ?? new Date()),
  }
  const extraCents = toWholeCents(extra)
  const result = amortized(terms, extraCents)
  if (extraCents > 0) {
    const baseline = amortizationTotals({ ...terms, extraCents: 0 })
    result.monthsSaved = baseline.payments - result.numberOfPayments
    result.interestSaved = (baseline.totalInterestCents - toWholeCents(result.totalInterest)) / 100
  }
  return result
}

interface LoanTerms {
  principalCents: number
  apr: number
  months: number
  firstPaymentDate: string
}

function datedSchedule(terms: LoanTerms, extraCents: number): LoanResult {
  const { rows, paymentCents, totalInterestCents, finalPaidCents } = amortize({ ...terms, extraCents })
  const dates = monthlyDates(terms.firstPaymentDate)
  // Dated in place: copying 360 rows would triple the cost of a recompute.
  const schedule: LoanScheduleRow[] = rows.map((row) => Object.assign(row, { date: dates(row.period) }))
  return {
    ...summary(terms, { paymentCents, totalInterestCents, finalPaidCents, payments: schedule.length }),
    schedule,
  }
}

function summary(terms: LoanTerms, totals: AmortizationTotals): LoanSummary {
  const { paymentCents, totalInterestCents, finalPaidCents, payments } = totals
  return {
    monthlyPayment: paymentCents / 100,
    finalPayment: finalPaidCents / 100,
    numberOfPayments: payments,
    totalInterest: totalInterestCents / 100,
    totalPaid: (terms.principalCents + totalInterestCents) / 100,
    firstPaymentDate: terms.firstPaymentDate,
    payoffDate: payments > 0 ? monthlyDates(terms.firstPaymentDate)(payments) : terms.firstPaymentDate,
    monthsSaved: 0,
    interestSaved: 0,
  }
}

export interface LoanYearRow {
  /** Calendar year of the payment dates. */
  year: number
  payments: number
  /** Everything paid in the year: payments plus extra payments. */
  totalPaid: number
  interest: number
  principal: number
  extra: number
  endBalance: number
}

/** Groups schedule rows by calendar year for a by-year table (sums are exact to the cent). */
export function loanScheduleByYear(schedule: readonly LoanScheduleRow[]): LoanYearRow[] {
  const years: LoanYearRow[] = []
  const cents = { paid: 0, interest: 0, principal: 0, extra: 0 }
  let current: LoanYearRow | undefined
  for (const row of schedule) {
    const year = Number(row.date.slice(0, 4))
    if (current?.year !== year) {
      current = { year, payments: 0, totalPaid: 0, interest: 0, principal: 0, extra: 0, endBalance: 0 }
      years.push(current)
      Object.assign(cents, { paid: 0, interest: 0, principal: 0, extra: 0 })
    }
    const extraCents = Math.round((row.extra ?? 0) * 100)
    cents.paid += Math.round(row.payment * 100) + extraCents
    cents.interest += Math.round(row.interest * 100)
    cents.principal += Math.round(row.principal * 100)
    cents.extra += extraCents
    current.payments += 1
    current.totalPaid = cents.paid / 100
    current.interest = cents.interest / 100
    current.principal = cents.principal / 100
    current.extra = cents.extra / 100
    current.endBalance = row.balance
  }
  return years
}

/** First day of the month after `today` (yyyy-mm-dd string, or a Date read in local time). */
export function firstOfNextMonth(today: string | Date): string {
  const [year, month] =
    typeof today === 'string'
      ? [Number(today.slice(0, 4)), Number(today.slice(5, 7))]
      : [today.getFullYear(), today.getMonth() + 1]
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Invalid today date: ${String(today)}`)
  }
  return month === 12 ? isoDate(year + 1, 1, 1) : isoDate(year, month + 1, 1)
}

/** Date of payment `period` (1-based): same day of month as the first, clamped to shorter months. */
function monthlyDates(first: string): (period: number) => string {
  const year = Number(first.slice(0, 4))
  const month = Number(first.slice(5, 7)) - 1
  const day = Number(first.slice(8, 10))
  return (period) => {
    const index = month + period - 1
    const y = year + Math.floor(index / 12)
    const m = (index % 12) + 1
    return isoDate(y, m, Math.min(day, daysInMonth(y, m)))
  }
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 31)
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
