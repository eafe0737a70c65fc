import { z } from '~/lib/zod-mini'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { retirementIncomeMessages, type RetirementIncomeMessageKey } from './texts'

/** Money in dollars, rates in percent (5 means 5% a year). */
export interface RetirementIncomeInput {
  /** Savings at retirement. */
  savings: number
  /** Withdrawal each month (the first year's). */
  withdrawal: number
  /** Annual return, compounded monthly at return / 12. */
  return: number
  /** Yearly increase of the withdrawal. */
  increase: number
  /** Years the level withdrawal must last, 1 to 60. */
  years: number
}

export type RetirementIncomeField = keyof RetirementIncomeInput

export const RETIREMENT_INCOME_LIMITS = {
  minSavings: 1_000,
  maxSavings: 100_000_000,
  minWithdrawal: 1,
  maxWithdrawal: 1_000_000,
  maxReturn: 15,
  maxIncrease: 10,
  maxYears: 60,
} as const

export const retirementIncomeDefaults = {
  savings: 1_000_000,
  withdrawal: 6_000,
  return: 5,
  increase: 0,
  years: 30,
} as const satisfies RetirementIncomeInput

export const retirementIncomeQueryNames = {
  savings: 'savings',
  withdrawal: 'withdrawal',
  return: 'return',
  increase: 'increase',
  years: 'years',
} as const satisfies Record<RetirementIncomeField, string>

const L = RETIREMENT_INCOME_LIMITS

export const retirementIncomeInputSchema = z.object({
  savings: moneyAmount('retirementIncome.savings', L.minSavings, L.maxSavings),
  withdrawal: moneyAmount('retirementIncome.withdrawal', L.minWithdrawal, L.maxWithdrawal),
  return: rangeNumber('retirementIncome.return', 0, L.maxReturn),
  increase: rangeNumber('retirementIncome.increase', 0, L.maxIncrease),
  years: wholeNumber('retirementIncome.years', 1, L.maxYears),
}) satisfies z.ZodMiniType<RetirementIncomeInput>

const NUMBER_KEYS = {
  savings: 'retirementIncome.savings.number',
  withdrawal: 'retirementIncome.withdrawal.number',
  return: 'retirementIncome.return.number',
  increase: 'retirementIncome.increase.number',
  years: 'retirementIncome.years.number',
} as const satisfies Record<RetirementIncomeField, RetirementIncomeMessageKey>

export type RetirementIncomeParamsResult = NumericParamsResult<
  RetirementIncomeField,
  RetirementIncomeMessageKey
>

/** Reads retirement-income inputs from a query string (see retirementIncomeQueryNames); never throws. */
export function parseRetirementIncomeParams(searchParams: URLSearchParams): RetirementIncomeParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: retirementIncomeQueryNames,
    defaults: retirementIncomeDefaults,
    numberKeys: NUMBER_KEYS,
    schema: retirementIncomeInputSchema,
    texts: retirementIncomeMessages.en,
  })
}
