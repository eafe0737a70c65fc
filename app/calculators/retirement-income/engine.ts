import DecimalJs from 'decimal.js'
import { toWholeCents } from '../amortization'
import { applyRatioToCents, Decimal, exactRatio, grownCents, type ExactRatio } from '../money'
import { requireValid } from '../query-params'
import { retirementIncomeInputSchema, type RetirementIncomeInput } from './schema'
import { retirementIncomeMessages } from './texts'

/** Months simulated: past them the savings count as lasting "more than 100 years". */
export const RETIREMENT_INCOME_MAX_MONTHS = 1200

export interface RetirementIncomeRow {
  month: number
  /** Interest credited before the withdrawal: the balance × return / 1200, rounded. */
  interest: number
  /** Paid this month: the full withdrawal, or the final partial one. */
  withdrawal: number
  balance: number
}

export interface RetirementIncomeResult {
  /** Months paid in full; undefined when the savings last more than 1,200 months. */
  fullMonths: number | undefined
  /** What the last month pays when it cannot pay in full (month fullMonths + 1); undefined when none. */
  partial: number | undefined
  /** Largest whole-cent level withdrawal paid in full for `years` years. */
  level: number
  /** Month by month, until the savings run out or for 1,200 months. */
  schedule: RetirementIncomeRow[]
}

/** How long savings last at a (rising) monthly withdrawal, and the level one lasting `years`. */
export function computeRetirementIncome(input: RetirementIncomeInput): RetirementIncomeResult {
  const valid = requireValid(retirementIncomeInputSchema, input, retirementIncomeMessages.en)
  const rate = exactRatio(valid.return, 1200)
  const start = toWholeCents(valid.savings)
  const first = toWholeCents(valid.withdrawal)
  const withdrawalOf = yearlyWithdrawals(first, valid.increase)
  // No month is due more than the last year's withdrawal: a balance covering that for every month left
  // lasts past month 1,200 whatever the return, so the simulation stops there (and whole cents stay far
  // below 2^53, even for $100M at 15% over 100 years).
  const largest = withdrawalOf(RETIREMENT_INCOME_MAX_MONTHS)
  const schedule: RetirementIncomeRow[] = []
  let balance = start
  let fullMonths: number | undefined
  let partial: number | undefined
  for (let month = 1; month <= RETIREMENT_INCOME_MAX_MONTHS; month++) {
    const interest = applyRatioToCents(balance, rate)
    balance += interest
    const due = withdrawalOf(month)
    const paid = Math.min(balance, due)
    balance -= paid
    schedule.push({ month, interest: interest / 100, withdrawal: paid / 100, balance: balance / 100 })
    if (paid < due) {
      fullMonths = month - 1
      partial = paid / 100
      break
    }
    if (balance === 0) {
      fullMonths = month
      break
    }
    if (balance >= largest * (RETIREMENT_INCOME_MAX_MONTHS - month) * (1 + 1e-9)) break
  }
  return {
    fullMonths,
    partial,
    level: levelWithdrawal(start, rate, 12 * valid.years, valid.return) / 100,
    schedule,
  }
}

/**
 * Month → its withdrawal in cents: r2(first × (1 + increase/100)^year) with year = ⌊(month − 1) / 12⌋, each
 * year from the original amount, exact (`grownCents`), kept as the years are reached.
 */
export function yearlyWithdrawals(first: number, increase: number): (month: number) => number {
  const amounts = [first]
  return (month) => {
    const year = Math.floor((month - 1) / 12)
    while (amounts.length <= year) amounts.push(grownCents(first, increase, amounts.length))
    return amounts[year] ?? first
  }
}

/** True when `withdrawal` is paid in full every month for `months`: the balance after interest covers it. */
function lasts(start: number, withdrawal: number, rate: ExactRatio, months: number): boolean {
  let balance = start
  for (let month = 1; month <= months; month++) {
    balance += applyRatioToCents(balance, rate)
    if (balance < withdrawal) return false
    balance -= withdrawal
  }
  return true
}

/**
 * The largest level withdrawal in cents that lasts `months`: the closed form rounded down, then a cent at a
 * time (the monthly rounding moves it by a cent at most in practice; lasting never improves as the
 * withdrawal grows, so the walk ends at the largest).
 */
function levelWithdrawal(start: number, rate: ExactRatio, months: number, annualReturn: number): number {
  const r = new Decimal(annualReturn).div(1200)
  const closedForm = r.isZero()
    ? new Decimal(start).div(months)
    : new Decimal(start).times(r).div(new Decimal(1).minus(r.plus(1).pow(-months)))
  let level = closedForm.toDecimalPlaces(0, DecimalJs.ROUND_FLOOR).toNumber()
  while (level > 0 && !lasts(start, level, rate, months)) level -= 1
  while (lasts(start, level + 1, rate, months)) level += 1
  return level
}
