// Conventions: rates are annual percents compounded monthly at i = annual / 12; contributions and the
// employer match are spread evenly over the 12 months of each year (start or end of month); the salary,
// and so percent contributions and the match, rise once a year. Money is rounded to cents only in results.
import { CalculatorInputError } from '../messages'
import { Decimal, HUNDRED, ONE, ZERO, roundCents, toDecimal, toRoundedNumber } from '../money'
import { pmt } from '../tvm'
import { retirementInputSchema, type RetirementField, type RetirementInput } from './schema'
import { retirementMessages, type RetirementKey } from './texts'

/*
 * Money results stay Decimal (rounded to the cent) up to the page: at the extremes the schema allows (a billion
 * saved for 82 years at 30 %) a balance has 20 digits before the point, more than a double holds.
 */
export interface RetirementYearRow {
  /** Age at the end of the year. */
  age: number
  /** 1 for the first year of saving. */
  year: number
  contributions: Decimal
  match: Decimal
  /** Investment growth; contributions + match + growth = endBalance − previous endBalance. */
  growth: Decimal
  endBalance: Decimal
}

export type SavingsDuration = { forever: true } | { forever: false; months: number; years: number }

export interface RetirementResult {
  /** Balance at retirement in future dollars. */
  balanceAtRetirement: Decimal
  /** The same balance in today's money: ÷ (1 + inflation)^years. */
  balanceInTodaysMoney: Decimal
  yearsToRetirement: number
  /** totalContributions + totalEmployerMatch + totalGrowth = balanceAtRetirement − currentSavings, to the cent. */
  totalContributions: Decimal
  totalEmployerMatch: Decimal
  totalGrowth: Decimal
  years: RetirementYearRow[]
  /** How long the planned monthly withdrawal lasts at the return after retirement. */
  savingsLast: SavingsDuration
  /** Level monthly withdrawal that exhausts the balance over yearsInRetirement. */
  sustainableMonthlyIncome: Decimal
}

/** Monthly rate i = annual % / 12 / 100. */
function monthlyRate(annualPercent: number | Decimal): Decimal {
  return toDecimal(annualPercent).div(1200)
}

/** Projects retirement savings year by year; throws CalculatorInputError for invalid input. */
export function computeRetirement(input: RetirementInput): RetirementResult {
  const parsed = retirementInputSchema.safeParse(input)
  if (!parsed.success)
    throw new CalculatorInputError(retirementMessages.issuesToErrors<RetirementField>(parsed.error.issues))
  const data = parsed.data
  const yearsToRetirement = data.retirementAge - data.currentAge
  const savings = roundCents(data.currentSavings)
  const { balance, years } = projectYears(data, savings)
  const finalBalance = roundCents(balance)
  const totalContributions = sumColumn(years, 'contributions')
  const totalMatch = sumColumn(years, 'match')
  const inflation = toDecimal(data.inflation).div(HUNDRED).plus(ONE).pow(yearsToRetirement)
  return {
    balanceAtRetirement: finalBalance,
    balanceInTodaysMoney: roundCents(balance.div(inflation)),
    yearsToRetirement,
    totalContributions: roundCents(totalContributions),
    totalEmployerMatch: roundCents(totalMatch),
    totalGrowth: roundCents(finalBalance.minus(savings).minus(totalContributions).minus(totalMatch)),
    years,
    savingsLast: yearsSavingsLast(finalBalance, data.monthlyWithdrawal, data.returnAfter),
    sustainableMonthlyIncome: sustainableMonthlyIncome(
      finalBalance,
      data.yearsInRetirement,
      data.returnAfter,
    ),
  }
}

function projectYears(
  data: RetirementInput,
  savings: Decimal,
): { balance: Decimal; years: RetirementYearRow[] } {
  const i = monthlyRate(data.returnBefore)
  const yearGrowth = i.plus(ONE).pow(12)
  // Year-end value of 1 paid each month: ((1+i)^12 − 1)/i · (1 + i·w), or 12 at a zero rate.
  const timing = data.timing === 'start' ? i.plus(ONE) : ONE
  const monthsFactor = i.isZero() ? new Decimal(12) : yearGrowth.minus(ONE).div(i).times(timing)
  const raise = toDecimal(data.salaryRaise).div(HUNDRED).plus(ONE)
  const matchRate = toDecimal(data.employerMatch).div(HUNDRED)
  const fixedContributions = toDecimal(data.monthlyContribution).times(12)
  const years: RetirementYearRow[] = []
  let salary = toDecimal(data.annualSalary)
  let balance = savings
  let previous = savings
  for (let year = 1; year <= data.retirementAge - data.currentAge; year++) {
    const contributions =
      data.contributionMode === 'percent'
        ? salary.times(data.contributionPercent).div(HUNDRED)
        : fixedContributions
    // salary × match rate × min(employee rate, cap) = match rate × min(contributions, cap × salary)
    const match = matchRate.times(
      Decimal.min(contributions, salary.times(data.employerMatchCap).div(HUNDRED)),
    )
    balance = balance.times(yearGrowth).plus(contributions.plus(match).div(12).times(monthsFactor))
    const end = roundCents(balance)
    const [paidIn, matched] = [roundCents(contributions), roundCents(match)]
    years.push({
      age: data.currentAge + year,
      year,
      contributions: paidIn,
      match: matched,
      // Growth is what remains of the rounded change, so each row adds up to the cent.
      growth: end.minus(previous).minus(paidIn).minus(matched),
      endBalance: end,
    })
    previous = end
    salary = salary.times(raise)
  }
  return { balance, years }
}

function sumColumn(rows: readonly RetirementYearRow[], column: 'contributions' | 'match'): Decimal {
  return rows.reduce((total, row) => total.plus(row[column]), ZERO)
}

function assertInput(ok: boolean, field: RetirementField, key: RetirementKey): void {
  if (!ok) throw new CalculatorInputError({ [field]: key })
}

function isAmount(balance: number | Decimal): boolean {
  const value = toDecimal(balance)
  return value.isFinite() && value.gte(0)
}

function assertRate(annualPercent: number): void {
  assertInput(Number.isFinite(annualPercent), 'returnAfter', 'retirement.returnAfter.number')
  assertInput(annualPercent >= -20 && annualPercent <= 30, 'returnAfter', 'retirement.returnAfter.range')
}

/**
 * How long `balance` lasts paying `monthlyWithdrawal` at the end of each month, earning `annualReturnPercent`
 * compounded monthly: n = −ln(1 − B·r/W) / ln(1 + r) months. Never runs out when W ≤ B·r.
 */
export function yearsSavingsLast(
  balance: number | Decimal,
  monthlyWithdrawal: number,
  annualReturnPercent: number,
): SavingsDuration {
  assertInput(isAmount(balance), 'currentSavings', 'retirement.savings.nonnegative')
  assertInput(
    Number.isFinite(monthlyWithdrawal) && monthlyWithdrawal >= 0,
    'monthlyWithdrawal',
    'retirement.withdrawal.nonnegative',
  )
  assertRate(annualReturnPercent)
  const b = toDecimal(balance)
  if (b.isZero()) return { forever: false, months: 0, years: 0 }
  const w = toDecimal(monthlyWithdrawal)
  const r = monthlyRate(annualReturnPercent)
  // A zero withdrawal never empties the balance, even when a negative return shrinks it.
  if (w.isZero() || w.lte(b.times(r))) return { forever: true }
  const months = r.isZero() ? b.div(w) : ONE.minus(b.times(r).div(w)).ln().neg().div(r.plus(ONE).ln())
  return { forever: false, months: toRoundedNumber(months, 2), years: toRoundedNumber(months.div(12), 2) }
}

/** Level end-of-month withdrawal that turns `balance` into exactly 0 after `years`, earning the given return. */
export function sustainableMonthlyIncome(
  balance: number | Decimal,
  years: number,
  annualReturnPercent: number,
): Decimal {
  assertInput(isAmount(balance), 'currentSavings', 'retirement.savings.nonnegative')
  assertInput(
    Number.isFinite(years) && years > 0 && years <= 100,
    'yearsInRetirement',
    'retirement.years.range',
  )
  assertRate(annualReturnPercent)
  return roundCents(pmt(monthlyRate(annualReturnPercent), toDecimal(years).times(12), balance).neg())
}
