import { z } from '~/lib/zod-mini'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { rmdMessages, type RmdMessageKey } from './texts'

/** Money in dollars, the return in percent (5 means 5% a year). */
export interface RmdInput {
  /** Age on Dec 31 of this year, 73 to 120. */
  age: number
  /** Account balance on Dec 31 of last year. */
  balance: number
  /** Expected return a year. */
  return: number
  /** Years to project, this year included, 1 to 30. */
  years: number
}

export type RmdField = keyof RmdInput

export const RMD_LIMITS = {
  minAge: 73,
  maxAge: 120,
  maxBalance: 100_000_000,
  maxReturn: 15,
  maxYears: 30,
} as const

export const rmdDefaults = { age: 75, balance: 500_000, return: 5, years: 10 } as const satisfies RmdInput

export const rmdQueryNames = {
  age: 'age',
  balance: 'balance',
  return: 'return',
  years: 'years',
} as const satisfies Record<RmdField, string>

export const rmdInputSchema = z.object({
  age: wholeNumber('rmd.age', RMD_LIMITS.minAge, RMD_LIMITS.maxAge),
  balance: moneyAmount('rmd.balance', 0, RMD_LIMITS.maxBalance),
  return: rangeNumber('rmd.return', 0, RMD_LIMITS.maxReturn),
  years: wholeNumber('rmd.years', 1, RMD_LIMITS.maxYears),
}) satisfies z.ZodMiniType<RmdInput>

const NUMBER_KEYS = {
  age: 'rmd.age.number',
  balance: 'rmd.balance.number',
  return: 'rmd.return.number',
  years: 'rmd.years.number',
} as const satisfies Record<RmdField, RmdMessageKey>

export type RmdParamsResult = NumericParamsResult<RmdField, RmdMessageKey>

/** Reads RMD inputs from a query string (see rmdQueryNames); never throws. */
export function parseRmdParams(searchParams: URLSearchParams): RmdParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: rmdQueryNames,
    defaults: rmdDefaults,
    numberKeys: NUMBER_KEYS,
    schema: rmdInputSchema,
    texts: rmdMessages.en,
  })
}
