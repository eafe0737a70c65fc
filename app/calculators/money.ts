import DecimalJs from 'decimal.js'

// 40 significant digits keep cent-exact results for amounts far beyond any realistic balance, and
// ROUND_HALF_UP matches how banks and the published reference values round (27,300.625 → 27,300.63).
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
})
export type Decimal = DecimalJs

export type DecimalInput = DecimalJs.Value

export const ZERO = new Decimal(0)
export const ONE = new Decimal(1)
export const HUNDRED = new Decimal(100)

export function toDecimal(value: DecimalInput): Decimal {
  return value instanceof Decimal ? value : new Decimal(value)
}

/** Rounds half-up to whole cents, staying in Decimal. */
export function roundCents(value: DecimalInput): Decimal {
  return toDecimal(value).toDecimalPlaces(2, DecimalJs.ROUND_HALF_UP)
}

/** Converts to a plain number rounded half-up to `places` decimals; throws rather than leak NaN/Infinity. */
export function toRoundedNumber(value: DecimalInput, places: number): number {
  const decimal = toDecimal(value)
  if (!decimal.isFinite()) throw new RangeError(`Non-finite result: ${decimal.toString()}`)
  const result = decimal.toDecimalPlaces(places, DecimalJs.ROUND_HALF_UP).toNumber()
  return Object.is(result, -0) ? 0 : result
}

/** Converts to a plain number rounded half-up to the cent (safe for display). */
export function toCents(value: DecimalInput): number {
  return toRoundedNumber(value, 2)
}

const NUMBER_PATTERN = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i

/**
 * Reads a user-typed number ("25,000", "$1,000.50", "6.5%"). Returns undefined for blank input and NaN for
 * anything unreadable so callers can tell "missing" from "invalid".
 */
export function parseNumber(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined) return undefined
  const cleaned = text.trim().replace(/[\s,_$%]/g, '')
  if (cleaned === '') return undefined
  if (!NUMBER_PATTERN.test(cleaned)) return Number.NaN
  return Number(cleaned)
}

/** Sums money amounts exactly (each already in cents) without floating-point drift. */
export function sumCents(values: readonly number[]): number {
  let cents = 0
  for (const value of values) cents += Math.round(value * 100)
  return cents / 100
}

export interface NumberParam {
  /** Always finite: the parsed number, or the fallback when the text is missing or unreadable. */
  value: number
  /** True when text was given but is not a finite number. */
  invalid: boolean
}

/** Reads one numeric query-string parameter, never producing NaN or Infinity. */
export function readNumberParam(searchParams: URLSearchParams, name: string, fallback: number): NumberParam {
  const parsed = parseNumber(searchParams.get(name))
  if (parsed === undefined) return { value: fallback, invalid: false }
  if (!Number.isFinite(parsed)) return { value: fallback, invalid: true }
  return { value: parsed, invalid: false }
}

/** `value / divisor` (APR 8.24 / 1200) kept exact: as integers 824 / 120000 when those are safe. `divisor` > 0. */
export interface ExactRatio {
  value: Decimal
  divisor: number
  /** Integer numerator and denominator, or undefined when they would not be exact as plain numbers. */
  integers: { numerator: number; denominator: number } | undefined
}

const SAFE_PRODUCT = 2 ** 52

export function exactRatio(value: DecimalInput, divisor: number): ExactRatio {
  const decimal = toDecimal(value)
  const scale = 10 ** decimal.decimalPlaces()
  const numerator = decimal.times(scale).toNumber()
  const denominator = divisor * scale
  const safe =
    Number.isSafeInteger(numerator) && Number.isSafeInteger(denominator) && denominator < SAFE_PRODUCT
  return { value: decimal, divisor, integers: safe ? { numerator, denominator } : undefined }
}

/**
 * Rounds cents × ratio half-up to whole cents. Plain integer arithmetic is exact while the product stays
 * below 2^52, which covers every realistic loan and is ~20× faster than Decimal; beyond that, Decimal.
 */
export function applyRatioToCents(cents: number, ratio: ExactRatio): number {
  const integers = ratio.integers
  const product = integers === undefined ? Number.POSITIVE_INFINITY : cents * integers.numerator
  if (integers === undefined || Math.abs(product) >= SAFE_PRODUCT) {
    return new Decimal(cents).times(ratio.value).div(ratio.divisor).round().toNumber()
  }
  // Half-up means away from zero, like Decimal: round the magnitude, then restore the sign.
  const { denominator } = integers
  const magnitude = Math.abs(product)
  let quotient = Math.floor(magnitude / denominator)
  let remainder = magnitude - quotient * denominator
  if (remainder < 0) {
    quotient -= 1
    remainder += denominator
  } else if (remainder >= denominator) {
    quotient += 1
    remainder -= denominator
  }
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient
  return product < 0 ? -rounded : rounded
}

/** r2(cents × (1 + percent/100)^periods), exact: the percent as a ratio of integers and BigInt powers. */
export function grownCents(cents: number, percent: number, periods: number): number {
  const exact = new Decimal(percent)
  const places = exact.decimalPlaces()
  const denominator = 100n * 10n ** BigInt(places)
  const numerator = denominator + BigInt(exact.times(new Decimal(10).pow(places)).toFixed(0))
  const top = BigInt(cents) * numerator ** BigInt(periods)
  const bottom = denominator ** BigInt(periods)
  // Half-up for a non-negative quotient: floor((2·top + bottom) / (2·bottom)).
  return Number((2n * top + bottom) / (2n * bottom))
}
