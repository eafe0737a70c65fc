import { z } from '~/lib/zod-mini'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { affordabilityMessages, type AffordabilityMessageKey } from './texts'

/** Money in dollars, rates in percent (7 means 7%). */
export interface AffordabilityInput {
  /** Gross income a year (at least a dollar, at most 100,000,000). */
  income: number
  /** Other debt payments a month (car, cards, student loans). */
  debts: number
  /** Cash for the down payment. */
  down: number
  /** Mortgage annual percentage rate, 0 to 100. */
  apr: number
  /** Mortgage term in whole years, 1 to 50. */
  years: number
  /** Property tax a year, percent of the price (0 to 10). */
  taxRate: number
  /** Homeowners insurance a year. */
  insurance: number
  /** Front-end ratio: housing costs at most this percent of gross monthly income. */
  front: number
  /** Back-end ratio: housing costs plus debts at most this percent of gross monthly income. */
  back: number
}

export type AffordabilityField = keyof AffordabilityInput

export const AFFORDABILITY_LIMITS = {
  maxIncome: 100_000_000,
  maxDebts: 10_000_000,
  maxDown: 100_000_000,
  maxApr: 100,
  maxYears: 50,
  maxTaxRate: 10,
  maxInsurance: 1_000_000,
} as const

export const affordabilityDefaults = {
  income: 100_000,
  debts: 500,
  down: 40_000,
  apr: 6.75,
  years: 30,
  taxRate: 1.1,
  insurance: 1_800,
  front: 28,
  back: 36,
} as const satisfies AffordabilityInput

export const affordabilityQueryNames = {
  income: 'income',
  debts: 'debts',
  down: 'down',
  apr: 'rate',
  years: 'years',
  taxRate: 'tax',
  insurance: 'insurance',
  front: 'front',
  back: 'back',
} as const satisfies Record<AffordabilityField, string>

const limits = AFFORDABILITY_LIMITS

export const affordabilityInputSchema = z.object({
  income: moneyAmount('affordability.income', 1, limits.maxIncome),
  debts: moneyAmount('affordability.debts', 0, limits.maxDebts),
  down: moneyAmount('affordability.down', 0, limits.maxDown),
  apr: rangeNumber('affordability.rate', 0, limits.maxApr),
  years: wholeNumber('affordability.years', 1, limits.maxYears),
  taxRate: rangeNumber('affordability.tax', 0, limits.maxTaxRate),
  insurance: moneyAmount('affordability.insurance', 0, limits.maxInsurance),
  front: rangeNumber('affordability.front', 1, 100),
  back: rangeNumber('affordability.back', 1, 100),
}) satisfies z.ZodMiniType<AffordabilityInput>

const NUMBER_KEYS = {
  income: 'affordability.income.number',
  debts: 'affordability.debts.number',
  down: 'affordability.down.number',
  apr: 'affordability.rate.number',
  years: 'affordability.years.number',
  taxRate: 'affordability.tax.number',
  insurance: 'affordability.insurance.number',
  front: 'affordability.front.number',
  back: 'affordability.back.number',
} as const satisfies Record<AffordabilityField, AffordabilityMessageKey>

export type AffordabilityParamsResult = NumericParamsResult<AffordabilityField, AffordabilityMessageKey>

/** Reads home-affordability inputs from a query string (see affordabilityQueryNames); never throws. */
export function parseAffordabilityParams(searchParams: URLSearchParams): AffordabilityParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: affordabilityQueryNames,
    defaults: affordabilityDefaults,
    numberKeys: NUMBER_KEYS,
    schema: affordabilityInputSchema,
    texts: affordabilityMessages.en,
  })
}
