import { z } from '~/lib/zod-mini'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { refinanceMessages, type RefinanceMessageKey } from './texts'

/** Money in dollars, rates in percent (6.5 means 6.5%). */
export interface RefinanceInput {
  /** Balance left on the current loan (at least a cent, at most 100,000,000). */
  balance: number
  /** Current annual percentage rate, 0 to 100. */
  apr: number
  /** Payments left on the current loan, 1 to 600. */
  months: number
  /** New loan's annual percentage rate, 0 to 100. */
  newApr: number
  /** New loan's term in months, 1 to 600. */
  newMonths: number
  /** Closing costs of the new loan. */
  costs: number
  /** 1: the costs are added to the new loan; 0: they are paid up front. */
  rollCosts: number
}

export type RefinanceField = keyof RefinanceInput

export const REFINANCE_LIMITS = {
  maxBalance: 100_000_000,
  maxApr: 100,
  maxMonths: 600,
  maxCosts: 10_000_000,
} as const

export const refinanceDefaults = {
  balance: 250_000,
  apr: 7,
  months: 300,
  newApr: 6,
  newMonths: 360,
  costs: 5_000,
  rollCosts: 0,
} as const satisfies RefinanceInput

export const refinanceQueryNames = {
  balance: 'balance',
  apr: 'rate',
  months: 'months',
  newApr: 'newRate',
  newMonths: 'newMonths',
  costs: 'costs',
  rollCosts: 'rollCosts',
} as const satisfies Record<RefinanceField, string>

const { maxMonths } = REFINANCE_LIMITS

export const refinanceInputSchema = z.object({
  balance: moneyAmount('refinance.balance', 0.01, REFINANCE_LIMITS.maxBalance),
  apr: rangeNumber('refinance.rate', 0, REFINANCE_LIMITS.maxApr),
  months: wholeNumber('refinance.months', 1, maxMonths),
  newApr: rangeNumber('refinance.newRate', 0, REFINANCE_LIMITS.maxApr),
  newMonths: wholeNumber('refinance.newMonths', 1, maxMonths),
  costs: moneyAmount('refinance.costs', 0, REFINANCE_LIMITS.maxCosts),
  rollCosts: wholeNumber('refinance.rollCosts', 0, 1),
}) satisfies z.ZodMiniType<RefinanceInput>

const NUMBER_KEYS = {
  balance: 'refinance.balance.number',
  apr: 'refinance.rate.number',
  months: 'refinance.months.number',
  newApr: 'refinance.newRate.number',
  newMonths: 'refinance.newMonths.number',
  costs: 'refinance.costs.number',
  rollCosts: 'refinance.rollCosts.number',
} as const satisfies Record<RefinanceField, RefinanceMessageKey>

export type RefinanceParamsResult = NumericParamsResult<RefinanceField, RefinanceMessageKey>

/** Reads refinance inputs from a query string (see refinanceQueryNames); never throws. */
export function parseRefinanceParams(searchParams: URLSearchParams): RefinanceParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: refinanceQueryNames,
    defaults: refinanceDefaults,
    numberKeys: NUMBER_KEYS,
    schema: refinanceInputSchema,
    texts: refinanceMessages.en,
  })
}
