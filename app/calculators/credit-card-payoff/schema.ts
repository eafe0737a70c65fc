import { z } from '~/lib/zod-mini'
import { moneyAmount, parseNumericParams, rangeNumber, type NumericParamsResult } from '../query-params'
import { creditCardMessages, type CreditCardMessageKey } from './texts'

/** Money in dollars, rates in percent (19.99 means 19.99%). */
export interface CreditCardInput {
  /** Balance owed today (at least a cent, at most 1,000,000). */
  balance: number
  /** Annual percentage rate, 0 to 100. */
  apr: number
  /** Fixed payment each month. */
  payment: number
  /** The card's minimum payment: this percent of the balance plus the month's interest… */
  minPercent: number
  /** …but never less than this amount. */
  minFloor: number
}

export type CreditCardField = keyof CreditCardInput

export const CREDIT_CARD_LIMITS = { maxBalance: 1_000_000, maxApr: 100, maxFloor: 10_000 } as const

export const creditCardDefaults = {
  balance: 5_000,
  apr: 22,
  payment: 200,
  minPercent: 1,
  minFloor: 25,
} as const satisfies CreditCardInput

export const creditCardQueryNames = {
  balance: 'balance',
  apr: 'apr',
  payment: 'payment',
  minPercent: 'minPercent',
  minFloor: 'minFloor',
} as const satisfies Record<CreditCardField, string>

export const creditCardInputSchema = z.object({
  balance: moneyAmount('creditCard.balance', 0.01, CREDIT_CARD_LIMITS.maxBalance),
  apr: rangeNumber('creditCard.apr', 0, CREDIT_CARD_LIMITS.maxApr),
  payment: moneyAmount('creditCard.payment', 0.01, CREDIT_CARD_LIMITS.maxBalance),
  minPercent: rangeNumber('creditCard.minPercent', 0, 100),
  minFloor: moneyAmount('creditCard.minFloor', 0, CREDIT_CARD_LIMITS.maxFloor),
}) satisfies z.ZodMiniType<CreditCardInput>

const NUMBER_KEYS = {
  balance: 'creditCard.balance.number',
  apr: 'creditCard.apr.number',
  payment: 'creditCard.payment.number',
  minPercent: 'creditCard.minPercent.number',
  minFloor: 'creditCard.minFloor.number',
} as const satisfies Record<CreditCardField, CreditCardMessageKey>

export type CreditCardParamsResult = NumericParamsResult<CreditCardField, CreditCardMessageKey>

/** Reads credit-card inputs from a query string (see creditCardQueryNames); never throws. */
export function parseCreditCardParams(searchParams: URLSearchParams): CreditCardParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: creditCardQueryNames,
    defaults: creditCardDefaults,
    numberKeys: NUMBER_KEYS,
    schema: creditCardInputSchema,
    texts: creditCardMessages.en,
  })
}
