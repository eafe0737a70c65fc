import { z } from '~/lib/zod-mini'
import { toWholeCents } from '../amortization'
import { applyRatioToCents, exactRatio, readNumberParam } from '../money'
import { moneyAmount, parseNumericParams, rangeNumber, wholeNumber, type KeyedErrors } from '../query-params'
import { autoLeaseMessages, type AutoLeaseMessageKey } from './texts'

/** Money in dollars, rates in percent (4.8 means 4.8% a year), the residual in percent of the MSRP. */
export interface AutoLeaseInput {
  msrp: number
  /** Negotiated price (the capitalized cost before the acquisition fee). */
  price: number
  /** Down payment: a capitalized cost reduction. */
  down: number
  tradeIn: number
  /** Residual value, percent of the MSRP (1 to 100). */
  residual: number
  /** Lease rate as an APR; the money factor is apr / 2400 unless `mf` is given. */
  apr: number
  /** Money factor; when given it wins over `apr`. */
  mf?: number | undefined
  /** Lease term, 12 to 84 months. */
  months: number
  /** Sales tax on each monthly payment, percent. */
  tax: number
  /** Acquisition fee, capitalized. */
  acqFee: number
}

/** The inputs shown as fields: the money factor rides only in links (it wins over the rate when given). */
export type AutoLeaseField = Exclude<keyof AutoLeaseInput, 'mf'>

export const AUTO_LEASE_LIMITS = {
  minPrice: 1_000,
  maxPrice: 500_000,
  maxMoneyFactor: 0.01,
  maxApr: 24,
  minMonths: 12,
  maxMonths: 84,
  maxTax: 15,
  maxAcqFee: 5_000,
} as const

export const autoLeaseDefaults = {
  msrp: 40_000,
  price: 37_500,
  down: 2_500,
  tradeIn: 0,
  residual: 58,
  apr: 4.8,
  months: 36,
  tax: 7,
  acqFee: 895,
} as const satisfies AutoLeaseInput

const FIELD_QUERY_NAMES = {
  msrp: 'msrp',
  price: 'price',
  down: 'down',
  tradeIn: 'tradeIn',
  residual: 'residual',
  apr: 'apr',
  months: 'months',
  tax: 'tax',
  acqFee: 'acqFee',
} as const satisfies Record<AutoLeaseField, string>

export const autoLeaseQueryNames = { ...FIELD_QUERY_NAMES, mf: 'mf' } as const satisfies Record<
  keyof AutoLeaseInput,
  string
>

const L = AUTO_LEASE_LIMITS

/** Adjusted capitalized cost and residual value in cents (ten-calculators.md §9 steps 1–3). */
export function capitalizedCents(
  input: Pick<AutoLeaseInput, 'msrp' | 'price' | 'down' | 'tradeIn' | 'residual' | 'acqFee'>,
) {
  const gross = toWholeCents(input.price) + toWholeCents(input.acqFee)
  const reduction = toWholeCents(input.down) + toWholeCents(input.tradeIn)
  const residualValue = applyRatioToCents(toWholeCents(input.msrp), exactRatio(input.residual, 100))
  return { gross, reduction, adjusted: gross - reduction, residualValue }
}

const moneyFactor = rangeNumber('autoLease.mf', 0, L.maxMoneyFactor)

export const autoLeaseInputSchema = z
  .object({
    msrp: moneyAmount('autoLease.msrp', L.minPrice, L.maxPrice),
    price: moneyAmount('autoLease.price', L.minPrice, L.maxPrice),
    down: moneyAmount('autoLease.down', 0, L.maxPrice),
    tradeIn: moneyAmount('autoLease.tradeIn', 0, L.maxPrice),
    residual: rangeNumber('autoLease.residual', 1, 100),
    apr: rangeNumber('autoLease.apr', 0, L.maxApr),
    mf: z.optional(moneyFactor),
    months: wholeNumber('autoLease.months', L.minMonths, L.maxMonths),
    tax: rangeNumber('autoLease.tax', 0, L.maxTax),
    acqFee: moneyAmount('autoLease.acqFee', 0, L.maxAcqFee),
  })
  .check((ctx) => {
    const value = ctx.value
    const inRange = (amount: number, min: number, max: number) => amount >= min && amount <= max
    // Compared only when each amount is valid on its own, so one mistake yields one message.
    const allValid =
      inRange(value.msrp, L.minPrice, L.maxPrice) &&
      inRange(value.price, L.minPrice, L.maxPrice) &&
      inRange(value.down, 0, L.maxPrice) &&
      inRange(value.tradeIn, 0, L.maxPrice) &&
      inRange(value.residual, 1, 100) &&
      inRange(value.acqFee, 0, L.maxAcqFee)
    if (!allValid) return
    const { adjusted, residualValue } = capitalizedCents(value)
    if (adjusted < residualValue) {
      ctx.issues.push({
        code: 'custom',
        message: 'autoLease.down.belowResidual',
        input: value.down,
        path: ['down'],
      })
    }
  }) satisfies z.ZodMiniType<AutoLeaseInput>

const NUMBER_KEYS = {
  msrp: 'autoLease.msrp.number',
  price: 'autoLease.price.number',
  down: 'autoLease.down.number',
  tradeIn: 'autoLease.tradeIn.number',
  residual: 'autoLease.residual.number',
  apr: 'autoLease.apr.number',
  months: 'autoLease.months.number',
  tax: 'autoLease.tax.number',
  acqFee: 'autoLease.acqFee.number',
} as const satisfies Record<AutoLeaseField, AutoLeaseMessageKey>

export interface AutoLeaseParamsResult {
  /** Always finite; `mf` only when the link gives a valid one. */
  values: AutoLeaseInput
  /** Field → message key; `mf` when the link's money factor is unusable (the rate is used instead). */
  errors: KeyedErrors<AutoLeaseField | 'mf', AutoLeaseMessageKey>
}

/** Reads auto-lease inputs from a query string (see autoLeaseQueryNames); never throws. */
export function parseAutoLeaseParams(searchParams: URLSearchParams): AutoLeaseParamsResult {
  const { values, errors } = parseNumericParams(searchParams, {
    queryNames: FIELD_QUERY_NAMES,
    defaults: autoLeaseDefaults,
    numberKeys: NUMBER_KEYS,
    schema: autoLeaseInputSchema,
    texts: autoLeaseMessages.en,
  })
  // An absent or empty mf means "use the rate"; an unusable one falls back to that too, and says why.
  const mf = readNumberParam(searchParams, autoLeaseQueryNames.mf, Number.NaN)
  if (mf.invalid) return { values, errors: { ...errors, mf: 'autoLease.mf.number' } }
  if (Number.isNaN(mf.value)) return { values, errors }
  if (!moneyFactor.safeParse(mf.value).success)
    return { values, errors: { ...errors, mf: 'autoLease.mf.range' } }
  return { values: { ...values, mf: mf.value }, errors }
}
