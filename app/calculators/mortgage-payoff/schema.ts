import { z } from '~/lib/zod-mini'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { mortgagePayoffMessages, type MortgagePayoffMessageKey } from './texts'

/** Money in dollars, the rate in percent (6.5 means 6.5%). Query names are the field names. */
export interface MortgagePayoffInput {
  /** Current balance, 1,000 to 10,000,000. */
  balance: number
  /** Interest rate, 0 to 20. */
  rate: number
  /** Remaining whole months, 1 to 480. */
  months: number
  /** Extra with every payment, 0 to 100,000. */
  extra: number
  /** Extra with payments 12, 24, 36 …, 0 to 1,000,000. */
  extraYearly: number
  /** One-time lump sum, 0 to 10,000,000. */
  lump: number
  /** Payment number the lump sum is paid with, 1 to 480 (above `months` means the last). */
  lumpMonth: number
}

export type MortgagePayoffField = keyof MortgagePayoffInput

export const mortgagePayoffDefaults = {
  balance: 250_000,
  rate: 6.5,
  months: 300,
  extra: 200,
  extraYearly: 0,
  lump: 0,
  lumpMonth: 12,
} as const satisfies MortgagePayoffInput

export const mortgagePayoffQueryNames = {
  balance: 'balance',
  rate: 'rate',
  months: 'months',
  extra: 'extra',
  extraYearly: 'extraYearly',
  lump: 'lump',
  lumpMonth: 'lumpMonth',
} as const satisfies Record<MortgagePayoffField, string>

export const mortgagePayoffInputSchema = z.object({
  balance: moneyAmount('mortgagePayoff.balance', 1_000, 10_000_000),
  rate: rangeNumber('mortgagePayoff.rate', 0, 20),
  months: wholeNumber('mortgagePayoff.months', 1, 480),
  extra: moneyAmount('mortgagePayoff.extra', 0, 100_000),
  extraYearly: moneyAmount('mortgagePayoff.extraYearly', 0, 1_000_000),
  lump: moneyAmount('mortgagePayoff.lump', 0, 10_000_000),
  lumpMonth: wholeNumber('mortgagePayoff.lumpMonth', 1, 480),
}) satisfies z.ZodMiniType<MortgagePayoffInput>

const NUMBER_KEYS = {
  balance: 'mortgagePayoff.balance.number',
  rate: 'mortgagePayoff.rate.number',
  months: 'mortgagePayoff.months.number',
  extra: 'mortgagePayoff.extra.number',
  extraYearly: 'mortgagePayoff.extraYearly.number',
  lump: 'mortgagePayoff.lump.number',
  lumpMonth: 'mortgagePayoff.lumpMonth.number',
} as const satisfies Record<MortgagePayoffField, MortgagePayoffMessageKey>

export type MortgagePayoffParamsResult = NumericParamsResult<MortgagePayoffField, MortgagePayoffMessageKey>

/** Reads mortgage payoff inputs from a query string; never throws. */
export function parseMortgagePayoffParams(searchParams: URLSearchParams): MortgagePayoffParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: mortgagePayoffQueryNames,
    defaults: mortgagePayoffDefaults,
    numberKeys: NUMBER_KEYS,
    schema: mortgagePayoffInputSchema,
    texts: mortgagePayoffMessages.en,
  })
}
