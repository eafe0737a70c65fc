import { z } from '~/lib/zod-mini'
import { toWholeCents as cents } from '../amortization'
import { applyRatioToCents, exactRatio } from '../money'
import {
  moneyAmount,
  parseNumericParams,
  rangeNumber,
  wholeNumber,
  type NumericParamsResult,
} from '../query-params'
import { autoLoanMessages, type AutoLoanMessageKey } from './texts'

/** Money in dollars, rates in percent (5.9 means 5.9%). */
export interface AutoLoanInput {
  /** Vehicle price (at least a cent, at most 10,000,000). */
  price: number
  /** Cash down payment. */
  down: number
  /** Value of the trade-in, at most the price. */
  tradeIn: number
  /** Amount still owed on the trade-in; what exceeds its value is added to the loan. */
  tradeOwed: number
  /** Sales tax, percent (0 to 20). */
  salesTax: number
  /** Title, registration and dealer fees, financed with the car. */
  fees: number
  /** Annual percentage rate, 0 to 100. */
  apr: number
  /** Term in whole months, 1 to 120. */
  months: number
}

export type AutoLoanField = keyof AutoLoanInput

export const AUTO_LOAN_LIMITS = {
  maxPrice: 10_000_000,
  maxSalesTax: 20,
  maxFees: 1_000_000,
  maxApr: 100,
  maxMonths: 120,
} as const

export const autoLoanDefaults = {
  price: 35_000,
  down: 5_000,
  tradeIn: 0,
  tradeOwed: 0,
  salesTax: 6,
  fees: 500,
  apr: 7,
  months: 60,
} as const satisfies AutoLoanInput

export const autoLoanQueryNames = {
  price: 'price',
  down: 'down',
  tradeIn: 'tradeIn',
  tradeOwed: 'tradeOwed',
  salesTax: 'salesTax',
  fees: 'fees',
  apr: 'rate',
  months: 'months',
} as const satisfies Record<AutoLoanField, string>

const { maxPrice } = AUTO_LOAN_LIMITS

export const autoLoanInputSchema = z
  .object({
    price: moneyAmount('autoLoan.price', 0.01, maxPrice),
    down: moneyAmount('autoLoan.down', 0, maxPrice),
    tradeIn: moneyAmount('autoLoan.tradeIn', 0, maxPrice),
    tradeOwed: moneyAmount('autoLoan.tradeOwed', 0, maxPrice),
    salesTax: rangeNumber('autoLoan.salesTax', 0, AUTO_LOAN_LIMITS.maxSalesTax),
    fees: moneyAmount('autoLoan.fees', 0, AUTO_LOAN_LIMITS.maxFees),
    apr: rangeNumber('autoLoan.rate', 0, AUTO_LOAN_LIMITS.maxApr),
    months: wholeNumber('autoLoan.months', 1, AUTO_LOAN_LIMITS.maxMonths),
  })
  .check((ctx) => {
    const input = ctx.value
    const money = [input.price, input.down, input.tradeIn, input.tradeOwed, input.fees]
    const salesTaxValid = input.salesTax >= 0 && input.salesTax <= AUTO_LOAN_LIMITS.maxSalesTax
    // Cross-field rules only once every amount is valid on its own, so one mistake yields one message.
    if (!money.every((value) => value >= 0 && value <= maxPrice) || !salesTaxValid || input.price < 0.01)
      return
    if (cents(input.tradeIn) > cents(input.price)) {
      const message = 'autoLoan.tradeIn.abovePrice'
      ctx.issues.push({ code: 'custom', message, input: input.tradeIn, path: ['tradeIn'] })
    } else if (autoLoanAmountFinancedCents(input) <= 0) {
      const message = 'autoLoan.down.nothingToFinance'
      ctx.issues.push({ code: 'custom', message, input: input.down, path: ['down'] })
    }
  }) satisfies z.ZodMiniType<AutoLoanInput>

/** Sales tax in cents: (price − trade-in) × rate, rounded half-up (states that tax the net of a trade-in). */
export function autoLoanSalesTaxCents(input: AutoLoanInput): number {
  return applyRatioToCents(cents(input.price) - cents(input.tradeIn), exactRatio(input.salesTax, 100))
}

/** Price − down − (trade-in − owed on it) + sales tax + fees, in cents. */
export function autoLoanAmountFinancedCents(input: AutoLoanInput): number {
  const equity = cents(input.tradeIn) - cents(input.tradeOwed)
  return cents(input.price) - cents(input.down) - equity + autoLoanSalesTaxCents(input) + cents(input.fees)
}

const NUMBER_KEYS = {
  price: 'autoLoan.price.number',
  down: 'autoLoan.down.number',
  tradeIn: 'autoLoan.tradeIn.number',
  tradeOwed: 'autoLoan.tradeOwed.number',
  salesTax: 'autoLoan.salesTax.number',
  fees: 'autoLoan.fees.number',
  apr: 'autoLoan.rate.number',
  months: 'autoLoan.months.number',
} as const satisfies Record<AutoLoanField, AutoLoanMessageKey>

export type AutoLoanParamsResult = NumericParamsResult<AutoLoanField, AutoLoanMessageKey>

/** Reads auto-loan inputs from a query string (see autoLoanQueryNames); never throws. */
export function parseAutoLoanParams(searchParams: URLSearchParams): AutoLoanParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: autoLoanQueryNames,
    defaults: autoLoanDefaults,
    numberKeys: NUMBER_KEYS,
    schema: autoLoanInputSchema,
    texts: autoLoanMessages.en,
  })
}
