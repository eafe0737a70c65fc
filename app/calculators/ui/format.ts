import type { Lang } from '../branding'
import type { Decimal } from '../money'

/*
 * Money, percentages and dates as Intl prints them for en-US and es-US, written out by hand.
 *
 * Why not Intl: the first `Intl.NumberFormat` a page creates loads the browser's locale data, 46–67 ms of main
 * thread on this machine and four times that on a slow phone, in the middle of hydrating every calculator
 * (docs/decisions/0019-formatting-without-intl.md). The formats are few and fixed, so they are spelled out here
 * and tested against Intl itself (format.test.ts), which also keeps the server's and the browser's output equal.
 *
 * Rounding follows Intl: half away from zero, applied to the shortest decimal that reads back as the same
 * double (so 1.005 → 1.01, where `toFixed` would see 1.00499… and print 1.00).
 */

const NBSP = '\u00a0'

interface Rounded {
  negative: boolean
  /** Digits before the point, no leading zeros ('0' for zero). */
  int: string
  /** Exactly `digits` digits after the point. */
  frac: string
}

/**
 * An amount to print: a number, or the engine's Decimal itself where a double would lose digits (a double
 * holds ~16 significant digits: past $90 trillion its cents, and past that its dollars, are not the result's).
 */
export type Amount = number | Decimal

/** The shortest decimal digits of |value| and the position of the point: 1234.5 → ['12345', 4]. */
function decimalDigits(value: Amount): [string, number] {
  // Shortest round-trip form of a number, perhaps '1.5e-7' or '1e+21'; a Decimal's own digits, exactly.
  const text = typeof value === 'number' ? String(Math.abs(value)) : value.abs().toFixed()
  const [mantissa = '0', exponent = '0'] = text.split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  return [whole + fraction, whole.length + Number(exponent)]
}

/** |value| × 10^shift rounded to `digits` decimals, the shift done on the decimal digits (no binary error). */
function round(value: Amount, digits: number, shift = 0): Rounded {
  const negative = typeof value === 'number' ? value < 0 || Object.is(value, -0) : value.isNegative()
  let [all, point] = decimalDigits(value)
  point += shift
  if (point < 0) {
    all = '0'.repeat(-point) + all
    point = 0
  }
  all = all.padEnd(point + digits + 1, '0')
  const kept = all.slice(0, point + digits)
  const roundUp = all.charCodeAt(point + digits) >= 53 // '5'…'9': half away from zero
  let result = kept
  if (roundUp) {
    const chars = kept.split('')
    let i = chars.length - 1
    for (; i >= 0; i--) {
      if (chars[i] === '9') chars[i] = '0'
      else {
        chars[i] = String(Number(chars[i]) + 1)
        break
      }
    }
    result = (i < 0 ? '1' : '') + chars.join('')
  }
  const intLength = result.length - digits
  const int = result.slice(0, intLength).replace(/^0+(?=\d)/, '') || '0'
  return { negative, int, frac: result.slice(intLength) }
}

const group = (int: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** Decimals without their trailing zeros: '50' → '5', '00' → ''. */
const trimmed = (frac: string) => frac.replace(/0+$/, '')

function decimal(rounded: Rounded, grouping = true): string {
  const int = grouping ? group(rounded.int) : rounded.int
  return rounded.frac ? `${int}.${rounded.frac}` : int
}

const sign = (rounded: Rounded) => (rounded.negative ? '-' : '')

// Engines never return NaN or Infinity; this guard keeps a bad value from ever reaching the screen.
const safe = <Value extends Amount>(value: Value): Value | 0 =>
  (typeof value === 'number' ? Number.isFinite(value) : value.isFinite()) ? value : 0

/** $1,037.03 — cents always shown. */
export function formatMoney(value: Amount, _lang: Lang): string {
  const rounded = round(safe(value), 2)
  return `${sign(rounded)}$${decimal(rounded)}`
}

/** $1,037 — for axis labels and slider text. */
export function formatMoneyRounded(value: number, _lang: Lang): string {
  const rounded = round(safe(value), 0)
  return `${sign(rounded)}$${decimal(rounded)}`
}

/** Scales of the compact notation: from 10^magnitude, divide by 10^divisor and add the suffix. */
const COMPACT: Record<Lang, { from: number; divisor: number; suffix: string; grouping: boolean }[]> = {
  en: [
    { from: 12, divisor: 12, suffix: 'T', grouping: true },
    { from: 9, divisor: 9, suffix: 'B', grouping: true },
    { from: 6, divisor: 6, suffix: 'M', grouping: true },
    { from: 3, divisor: 3, suffix: 'K', grouping: true },
  ],
  es: [
    { from: 12, divisor: 12, suffix: `${NBSP}B`, grouping: false },
    { from: 10, divisor: 9, suffix: `${NBSP}mil${NBSP}M`, grouping: false },
    { from: 6, divisor: 6, suffix: `${NBSP}M`, grouping: false },
    { from: 3, divisor: 3, suffix: `${NBSP}K`, grouping: false },
  ],
}

/** Compact money for chart axes: $25K, $12.5K, $1.25M (gridlines fall on multiples of 2.5 × 10^n). */
export function formatMoneyCompact(value: number, lang: Lang): string {
  const amount = safe(value)
  const magnitudeOf = (x: number) => (x === 0 ? 0 : Math.floor(Math.log10(Math.abs(x))))
  const compact = (magnitude: number) => {
    const scale = COMPACT[lang].find((entry) => magnitude >= entry.from)
    if (!scale) return { text: round(amount, 2), suffix: '', grouping: true, divisor: 0 }
    return { text: round(amount / 10 ** scale.divisor, 2), ...scale }
  }
  const magnitude = magnitudeOf(amount)
  let chosen = compact(magnitude)
  // As Intl does: when rounding carries into a new power of ten (999,999 → 1000K), choose the scale again.
  const roundedMagnitude = chosen.text.int.length - 1 + chosen.divisor
  if (chosen.text.int !== '0' && roundedMagnitude > magnitude) chosen = compact(roundedMagnitude)
  const text = { ...chosen.text, frac: trimmed(chosen.text.frac) }
  return `${sign(text)}$${decimal(text, chosen.grouping)}${chosen.suffix}`
}

/** 6.5 → 6.5% (the value is already in percent). */
export function formatPercent(percent: number, _lang: Lang, maximumFractionDigits = 2): string {
  // Intl is given percent / 100 and multiplies the shortest decimal of that quotient back by one hundred.
  const rounded = round(safe(percent) / 100, maximumFractionDigits, 2)
  return `${sign(rounded)}${decimal({ ...rounded, frac: trimmed(rounded.frac) })}%`
}

/** 4.5 → 4.50%: exactly `digits` decimals, for a rate a regulation states to the hundredth (an APY). */
export function formatPercentFixed(percent: number, _lang: Lang, digits = 2): string {
  const rounded = round(safe(percent) / 100, digits, 2)
  return `${sign(rounded)}${decimal(rounded)}%`
}

export function formatNumber(value: number, _lang: Lang): string {
  const rounded = round(safe(value), 2)
  return `${sign(rounded)}${decimal({ ...rounded, frac: trimmed(rounded.frac) })}`
}

const MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
}

/** '2026-03-01' → 'Mar 2026' / 'mar 2026', read in UTC so server and browser agree. */
export function formatMonthYear(isoDate: string, lang: Lang): string {
  const [year = 1970, month = 1] = isoDate.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, 1))
  if (Number.isNaN(date.getTime())) return ''
  return `${MONTHS[lang][date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
