import { z } from '~/lib/zod-mini'
import { toWholeCents } from '../amortization'
import { applyRatioToCents, exactRatio } from '../money'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { aprMessages, type AprMessageKey } from './texts'

/** Money in dollars, rates in percent (6.5 means 6.5%). Query names are the field names. */
export interface AprInput {
  /** Loan amount, 1,000 to 10,000,000. */
  amount: number
  /** Note (contract) rate, 0 to 30. */
  rate: number
  /** Term in whole months, 1 to 480. */
  months: number
  /** Prepaid finance charges other than points, 0 to 1,000,000. */
  fees: number
  /** Discount points, percent of the amount, 0 to 10. */
  points: number
}

export type AprField = keyof AprInput

export const aprDefaults = {
  amount: 300_000,
  rate: 6.5,
  months: 360,
  fees: 3_000,
  points: 1,
} as const satisfies AprInput

export const aprQueryNames = {
  amount: 'amount',
  rate: 'rate',
  months: 'months',
  fees: 'fees',
  points: 'points',
} as const satisfies Record<AprField, string>

/** Cost of the points in cents: r2(amount × points / 100), the exact product rounded once. */
export function pointsCostCents(amount: number, points: number): number {
  return applyRatioToCents(toWholeCents(amount), exactRatio(points, 100))
}

export const aprInputSchema = z
  .object({
    amount: moneyAmount('apr.amount', 1_000, 10_000_000),
    rate: rangeNumber('apr.rate', 0, 30),
    months: wholeNumber('apr.months', 1, 480),
    fees: moneyAmount('apr.fees', 0, 1_000_000),
    points: rangeNumber('apr.points', 0, 10),
  })
  .check((ctx) => {
    const { amount, fees, points } = ctx.value
    // Compared only when each is valid on its own, so one mistake yields one message.
    const valid = amount >= 1_000 && amount <= 10_000_000 && fees >= 0 && points >= 0 && points <= 10
    if (valid && toWholeCents(fees) + pointsCostCents(amount, points) >= toWholeCents(amount)) {
      ctx.issues.push({ code: 'custom', message: 'apr.fees.belowAmount', input: fees, path: ['fees'] })
    }
  }) satisfies z.ZodMiniType<AprInput>

const NUMBER_KEYS = {
  amount: 'apr.amount.number',
  rate: 'apr.rate.number',
  months: 'apr.months.number',
  fees: 'apr.fees.number',
  points: 'apr.points.number',
} as const satisfies Record<AprField, AprMessageKey>

export type AprParamsResult = NumericParamsResult<AprField, AprMessageKey>

/** Reads APR inputs from a query string; never throws. */
export function parseAprParams(searchParams: URLSearchParams): AprParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: aprQueryNames,
    defaults: aprDefaults,
    numberKeys: NUMBER_KEYS,
    schema: aprInputSchema,
    texts: aprMessages.en,
  })
}
