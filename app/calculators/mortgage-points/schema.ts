import { z } from '~/lib/zod-mini'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { mortgagePointsMessages, type MortgagePointsMessageKey } from './texts'

/** Money in dollars, rates in percent (7 means 7% a year). */
export interface MortgagePointsInput {
  amount: number
  /** Term, 12 to 480 months. */
  months: number
  /** Rate without points. */
  rate: number
  /** Rate with points. */
  pointsRate: number
  /** Number of points bought (0 to 10). */
  points: number
  /** Cost of one point, percent of the loan (0 to 5). */
  pointCost: number
  /** Years the loan is expected to be kept, 1 to 40. */
  holdYears: number
}

export type MortgagePointsField = keyof MortgagePointsInput

export const MORTGAGE_POINTS_LIMITS = {
  minAmount: 1_000,
  maxAmount: 10_000_000,
  minMonths: 12,
  maxMonths: 480,
  maxRate: 20,
  maxPoints: 10,
  maxPointCost: 5,
  maxHoldYears: 40,
} as const

export const mortgagePointsDefaults = {
  amount: 400_000,
  months: 360,
  rate: 7,
  pointsRate: 6.75,
  points: 1,
  pointCost: 1,
  holdYears: 7,
} as const satisfies MortgagePointsInput

export const mortgagePointsQueryNames = {
  amount: 'amount',
  months: 'months',
  rate: 'rate',
  pointsRate: 'pointsRate',
  points: 'points',
  pointCost: 'pointCost',
  holdYears: 'holdYears',
} as const satisfies Record<MortgagePointsField, string>

const L = MORTGAGE_POINTS_LIMITS

export const mortgagePointsInputSchema = z.object({
  amount: moneyAmount('mortgagePoints.amount', L.minAmount, L.maxAmount),
  months: wholeNumber('mortgagePoints.months', L.minMonths, L.maxMonths),
  rate: rangeNumber('mortgagePoints.rate', 0, L.maxRate),
  pointsRate: rangeNumber('mortgagePoints.pointsRate', 0, L.maxRate),
  points: rangeNumber('mortgagePoints.points', 0, L.maxPoints),
  pointCost: rangeNumber('mortgagePoints.pointCost', 0, L.maxPointCost),
  holdYears: wholeNumber('mortgagePoints.holdYears', 1, L.maxHoldYears),
}) satisfies z.ZodMiniType<MortgagePointsInput>

const NUMBER_KEYS = {
  amount: 'mortgagePoints.amount.number',
  months: 'mortgagePoints.months.number',
  rate: 'mortgagePoints.rate.number',
  pointsRate: 'mortgagePoints.pointsRate.number',
  points: 'mortgagePoints.points.number',
  pointCost: 'mortgagePoints.pointCost.number',
  holdYears: 'mortgagePoints.holdYears.number',
} as const satisfies Record<MortgagePointsField, MortgagePointsMessageKey>

export type MortgagePointsParamsResult = NumericParamsResult<MortgagePointsField, MortgagePointsMessageKey>

/** Reads mortgage-points inputs from a query string (see mortgagePointsQueryNames); never throws. */
export function parseMortgagePointsParams(searchParams: URLSearchParams): MortgagePointsParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: mortgagePointsQueryNames,
    defaults: mortgagePointsDefaults,
    numberKeys: NUMBER_KEYS,
    schema: mortgagePointsInputSchema,
    texts: mortgagePointsMessages.en,
  })
}
