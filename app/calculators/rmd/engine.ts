import { toWholeCents } from '../amortization'
import { applyRatioToCents, Decimal, exactRatio } from '../money'
import { requireValid } from '../query-params'
import { rmdInputSchema, type RmdInput } from './schema'
import { rmdMessages } from './texts'

/**
 * The Uniform Lifetime Table of 26 CFR 1.401(a)(9)-9(c) as amended by T.D. 9930 (85 FR 72472, Nov. 12, 2020),
 * for distribution years from 2022, in tenths: ages 72 to 120 ("120 and over"). Not the pre-2022 table.
 */
// prettier-ignore
const UNIFORM_LIFETIME_TENTHS = [
  274, 265, 255, 246, 237, 229, 220, 211, 202, 194, 185, 177, 168, // 72–84
  160, 152, 144, 137, 129, 122, 115, 108, 101, 95, 89, 84, 78, // 85–97
  73, 68, 64, 60, 56, 52, 49, 46, 43, 41, 39, 37, 35, // 98–110
  34, 33, 31, 30, 29, 28, 27, 25, 23, 20, // 111–120
] as const
const FIRST_TABLE_AGE = 72
const LAST_TABLE_AGE = 120

/** The divisor for `age` in tenths (24.6 → 246); ages above 120 use the "120 and over" entry. */
export function divisorTenths(age: number): number {
  const index = Math.min(age, LAST_TABLE_AGE) - FIRST_TABLE_AGE
  const tenths = UNIFORM_LIFETIME_TENTHS[index]
  if (tenths === undefined) throw new RangeError(`No Uniform Lifetime Table entry for age ${age}`)
  return tenths
}

export interface RmdRow {
  age: number
  /** Balance on Dec 31 of the prior year. */
  balance: number
  /** The table's divisor for this age (24.6). */
  divisor: number
  rmd: number
}

export interface RmdResult {
  rows: RmdRow[]
  /** Row 1's RMD. */
  thisYear: number
  totalRmd: number
  /** The Dec 31 balance after the last projected year. */
  endBalance: number
}

/** Required minimum distributions by the Uniform Lifetime Table, year by year; throws CalculatorInputError. */
export function computeRmd(input: RmdInput): RmdResult {
  const valid = requireValid(rmdInputSchema, input, rmdMessages.en)
  const growth = exactRatio(new Decimal(100).plus(valid.return), 100)
  const rows: RmdRow[] = []
  let balance = toWholeCents(valid.balance)
  let total = 0
  for (let year = 0; year < valid.years; year++) {
    const age = valid.age + year
    const tenths = divisorTenths(age)
    // balance / (tenths / 10), exact: balance × 10 / tenths, rounded once.
    const rmd = applyRatioToCents(balance, exactRatio(10, tenths))
    rows.push({ age, balance: balance / 100, divisor: tenths / 10, rmd: rmd / 100 })
    total += rmd
    balance = applyRatioToCents(balance - rmd, growth)
  }
  return { rows, thisYear: rows[0]?.rmd ?? 0, totalRmd: total / 100, endBalance: balance / 100 }
}
