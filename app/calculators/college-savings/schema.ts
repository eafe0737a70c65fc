import { z } from '~/lib/zod-mini'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { collegeSavingsMessages, type CollegeSavingsMessageKey } from './texts'

/** Money in dollars, rates in percent (5 means 5% a year); ages and years are whole numbers. */
export interface CollegeSavingsInput {
  /** Child's age now, 0 to 17. */
  age: number
  /** Age when college starts, 1 to 25, greater than `age`. */
  startAge: number
  /** Annual college cost in today's dollars. */
  cost: number
  /** College cost inflation a year. */
  inflation: number
  /** Years of college, 1 to 8. */
  years: number
  /** Current college savings. */
  savings: number
  /** Contribution at the end of each month. */
  monthly: number
  /** Expected return a year, compounded monthly. */
  return: number
}

export type CollegeSavingsField = keyof CollegeSavingsInput

export const COLLEGE_SAVINGS_LIMITS = {
  maxAge: 17,
  minStartAge: 1,
  maxStartAge: 25,
  maxCost: 200_000,
  maxInflation: 15,
  maxYears: 8,
  maxSavings: 5_000_000,
  maxMonthly: 50_000,
  maxReturn: 15,
} as const

export const collegeSavingsDefaults = {
  age: 5,
  startAge: 18,
  cost: 25_000,
  inflation: 5,
  years: 4,
  savings: 10_000,
  monthly: 300,
  return: 6,
} as const satisfies CollegeSavingsInput

export const collegeSavingsQueryNames = {
  age: 'age',
  startAge: 'startAge',
  cost: 'cost',
  inflation: 'inflation',
  years: 'years',
  savings: 'savings',
  monthly: 'monthly',
  return: 'return',
} as const satisfies Record<CollegeSavingsField, string>

const L = COLLEGE_SAVINGS_LIMITS

export const collegeSavingsInputSchema = z
  .object({
    age: wholeNumber('collegeSavings.age', 0, L.maxAge),
    startAge: wholeNumber('collegeSavings.startAge', L.minStartAge, L.maxStartAge),
    cost: moneyAmount('collegeSavings.cost', 0, L.maxCost),
    inflation: rangeNumber('collegeSavings.inflation', 0, L.maxInflation),
    years: wholeNumber('collegeSavings.years', 1, L.maxYears),
    savings: moneyAmount('collegeSavings.savings', 0, L.maxSavings),
    monthly: moneyAmount('collegeSavings.monthly', 0, L.maxMonthly),
    return: rangeNumber('collegeSavings.return', 0, L.maxReturn),
  })
  .check((ctx) => {
    const { age, startAge } = ctx.value
    // Compared only when both are valid on their own, so one mistake yields one message.
    const bothValid =
      Number.isInteger(age) &&
      Number.isInteger(startAge) &&
      age >= 0 &&
      age <= L.maxAge &&
      startAge >= L.minStartAge &&
      startAge <= L.maxStartAge
    if (bothValid && startAge <= age) {
      ctx.issues.push({
        code: 'custom',
        message: 'collegeSavings.startAge.afterAge',
        input: startAge,
        path: ['startAge'],
      })
    }
  }) satisfies z.ZodMiniType<CollegeSavingsInput>

const NUMBER_KEYS = {
  age: 'collegeSavings.age.number',
  startAge: 'collegeSavings.startAge.number',
  cost: 'collegeSavings.cost.number',
  inflation: 'collegeSavings.inflation.number',
  years: 'collegeSavings.years.number',
  savings: 'collegeSavings.savings.number',
  monthly: 'collegeSavings.monthly.number',
  return: 'collegeSavings.return.number',
} as const satisfies Record<CollegeSavingsField, CollegeSavingsMessageKey>

export type CollegeSavingsParamsResult = NumericParamsResult<CollegeSavingsField, CollegeSavingsMessageKey>

/** Reads college-savings inputs from a query string (see collegeSavingsQueryNames); never throws. */
export function parseCollegeSavingsParams(searchParams: URLSearchParams): CollegeSavingsParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: collegeSavingsQueryNames,
    defaults: collegeSavingsDefaults,
    numberKeys: NUMBER_KEYS,
    schema: collegeSavingsInputSchema,
    texts: collegeSavingsMessages.en,
  })
}
