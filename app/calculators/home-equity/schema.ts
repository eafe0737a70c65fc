import { z } from '~/lib/zod-mini'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { homeEquityMessages, type HomeEquityMessageKey } from './texts'

/** Money in dollars, rates in percent (8.5 means 8.5%). Query names are the field names. */
export interface HomeEquityInput {
  /** Home value, 10,000 to 10,000,000. */
  value: number
  /** First-mortgage balance, 0 to 10,000,000. */
  balance: number
  /** Maximum combined loan-to-value, 50 to 100 percent. */
  cltv: number
  /** Amount wanted, 0 to 5,000,000. */
  wanted: number
  /** Interest rate, 0 to 25. */
  rate: number
  /** Term in whole years, 1 to 30. */
  years: number
}

export type HomeEquityField = keyof HomeEquityInput

export const homeEquityDefaults = {
  value: 400_000,
  balance: 250_000,
  cltv: 80,
  wanted: 50_000,
  rate: 8.5,
  years: 15,
} as const satisfies HomeEquityInput

export const homeEquityQueryNames = {
  value: 'value',
  balance: 'balance',
  cltv: 'cltv',
  wanted: 'wanted',
  rate: 'rate',
  years: 'years',
} as const satisfies Record<HomeEquityField, string>

export const homeEquityInputSchema = z.object({
  value: moneyAmount('homeEquity.value', 10_000, 10_000_000),
  balance: moneyAmount('homeEquity.balance', 0, 10_000_000),
  cltv: rangeNumber('homeEquity.cltv', 50, 100),
  wanted: moneyAmount('homeEquity.wanted', 0, 5_000_000),
  rate: rangeNumber('homeEquity.rate', 0, 25),
  years: wholeNumber('homeEquity.years', 1, 30),
}) satisfies z.ZodMiniType<HomeEquityInput>

const NUMBER_KEYS = {
  value: 'homeEquity.value.number',
  balance: 'homeEquity.balance.number',
  cltv: 'homeEquity.cltv.number',
  wanted: 'homeEquity.wanted.number',
  rate: 'homeEquity.rate.number',
  years: 'homeEquity.years.number',
} as const satisfies Record<HomeEquityField, HomeEquityMessageKey>

export type HomeEquityParamsResult = NumericParamsResult<HomeEquityField, HomeEquityMessageKey>

/** Reads home equity inputs from a query string; never throws. */
export function parseHomeEquityParams(searchParams: URLSearchParams): HomeEquityParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: homeEquityQueryNames,
    defaults: homeEquityDefaults,
    numberKeys: NUMBER_KEYS,
    schema: homeEquityInputSchema,
    texts: homeEquityMessages.en,
  })
}
