import { z } from '~/lib/zod-mini'
import { toWholeCents } from '../amortization'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { mortgageMessages, type MortgageMessageKey } from './texts'

/** Money in dollars, rates in percent (6.5 means 6.5%). */
export interface MortgageInput {
  /** Home price (at least a cent, at most 100,000,000). */
  price: number
  /** Down payment, from 0 to less than the price. */
  down: number
  /** Annual percentage rate, 0 to 100. */
  apr: number
  /** Term in whole years, 1 to 50. */
  years: number
  /** Property tax a year, percent of the price (0 to 10). */
  taxRate: number
  /** Homeowners insurance a year. */
  insurance: number
  /** Private mortgage insurance a year, percent of the loan (0 to 5). */
  pmiRate: number
  /** Homeowners association dues a month. */
  hoa: number
}

export type MortgageField = keyof MortgageInput

export const MORTGAGE_LIMITS = {
  maxPrice: 100_000_000,
  maxApr: 100,
  maxYears: 50,
  maxTaxRate: 10,
  maxInsurance: 1_000_000,
  maxPmiRate: 5,
  maxHoa: 100_000,
} as const

// A typical US purchase: 10% down, so PMI is shown too.
export const mortgageDefaults = {
  price: 400_000,
  down: 40_000,
  apr: 6.75,
  years: 30,
  taxRate: 1.1,
  insurance: 1_800,
  pmiRate: 0.5,
  hoa: 0,
} as const satisfies MortgageInput

export const mortgageQueryNames = {
  price: 'price',
  down: 'down',
  apr: 'rate',
  years: 'years',
  taxRate: 'tax',
  insurance: 'insurance',
  pmiRate: 'pmi',
  hoa: 'hoa',
} as const satisfies Record<MortgageField, string>

export const mortgageInputSchema = z
  .object({
    price: moneyAmount('mortgage.price', 0.01, MORTGAGE_LIMITS.maxPrice),
    down: moneyAmount('mortgage.down', 0, MORTGAGE_LIMITS.maxPrice),
    apr: rangeNumber('mortgage.rate', 0, MORTGAGE_LIMITS.maxApr),
    years: wholeNumber('mortgage.years', 1, MORTGAGE_LIMITS.maxYears),
    taxRate: rangeNumber('mortgage.tax', 0, MORTGAGE_LIMITS.maxTaxRate),
    insurance: moneyAmount('mortgage.insurance', 0, MORTGAGE_LIMITS.maxInsurance),
    pmiRate: rangeNumber('mortgage.pmi', 0, MORTGAGE_LIMITS.maxPmiRate),
    hoa: moneyAmount('mortgage.hoa', 0, MORTGAGE_LIMITS.maxHoa),
  })
  .check((ctx) => {
    const { price, down } = ctx.value
    // Compared only when both are valid on their own, so one mistake yields one message.
    const bothValid = price >= 0.01 && price <= MORTGAGE_LIMITS.maxPrice && down >= 0
    if (bothValid && toWholeCents(down) >= toWholeCents(price)) {
      ctx.issues.push({ code: 'custom', message: 'mortgage.down.belowPrice', input: down, path: ['down'] })
    }
  }) satisfies z.ZodMiniType<MortgageInput>

const NUMBER_KEYS = {
  price: 'mortgage.price.number',
  down: 'mortgage.down.number',
  apr: 'mortgage.rate.number',
  years: 'mortgage.years.number',
  taxRate: 'mortgage.tax.number',
  insurance: 'mortgage.insurance.number',
  pmiRate: 'mortgage.pmi.number',
  hoa: 'mortgage.hoa.number',
} as const satisfies Record<MortgageField, MortgageMessageKey>

export type MortgageParamsResult = NumericParamsResult<MortgageField, MortgageMessageKey>

/** Reads mortgage inputs from a query string (see mortgageQueryNames); never throws. */
export function parseMortgageParams(searchParams: URLSearchParams): MortgageParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: mortgageQueryNames,
    defaults: mortgageDefaults,
    numberKeys: NUMBER_KEYS,
    schema: mortgageInputSchema,
    texts: mortgageMessages.en,
  })
}
