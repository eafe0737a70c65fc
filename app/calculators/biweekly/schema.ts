import { z } from '~/lib/zod-mini'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { biweeklyMessages, type BiweeklyMessageKey } from './texts'

/** Money in dollars, the rate in percent (6.5 means 6.5%). Query names are the field names. */
export interface BiweeklyInput {
  /** Loan amount, 1,000 to 10,000,000. */
  amount: number
  /** Interest rate, 0 to 20. */
  rate: number
  /** Term in whole years, 1 to 40. */
  years: number
}

export type BiweeklyField = keyof BiweeklyInput

export const biweeklyDefaults = { amount: 300_000, rate: 6.5, years: 30 } as const satisfies BiweeklyInput

export const biweeklyQueryNames = {
  amount: 'amount',
  rate: 'rate',
  years: 'years',
} as const satisfies Record<BiweeklyField, string>

export const biweeklyInputSchema = z.object({
  amount: moneyAmount('biweekly.amount', 1_000, 10_000_000),
  rate: rangeNumber('biweekly.rate', 0, 20),
  years: wholeNumber('biweekly.years', 1, 40),
}) satisfies z.ZodMiniType<BiweeklyInput>

const NUMBER_KEYS = {
  amount: 'biweekly.amount.number',
  rate: 'biweekly.rate.number',
  years: 'biweekly.years.number',
} as const satisfies Record<BiweeklyField, BiweeklyMessageKey>

export type BiweeklyParamsResult = NumericParamsResult<BiweeklyField, BiweeklyMessageKey>

/** Reads biweekly inputs from a query string; never throws. */
export function parseBiweeklyParams(searchParams: URLSearchParams): BiweeklyParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: biweeklyQueryNames,
    defaults: biweeklyDefaults,
    numberKeys: NUMBER_KEYS,
    schema: biweeklyInputSchema,
    texts: biweeklyMessages.en,
  })
}
