import { Decimal } from '~/calculators/money'

/**
 * The amount a printed figure states, when it is one: '$1,037.03' → '1037.03', '-$50.00' → '-50.00',
 * '6.695%' → '6.695', '290 (24 years 2 months)' → '290'. A date ('Nov 2031') or a sentence is no amount.
 */
export function figureAmount(printed: string): string | undefined {
  const match = /^(-?)\$?(-?)([\d,]*\.?\d+)\s*%?(\s*\(.*\))?$/.exec(printed.trim())
  if (!match) return undefined
  const sign = match[1] || match[2] ? '-' : ''
  return `${sign}${match[3]!.replaceAll(',', '')}`
}

/** A bank's expected or tolerance cell: '$1,234.56', '1234.56', '5.39%', '-14509.87'; undefined if it is none. */
export function cellAmount(text: string): string | undefined {
  const cleaned = text.trim().replace(/[\s,_$%]/g, '')
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? new Decimal(cleaned).toFixed() : undefined
}

export interface Comparison {
  /** As the published calculator prints it; '—' when it printed no such figure. */
  computed: string
  /** Computed − expected (amounts only), with the decimals of either. */
  difference: string
  pass: boolean
}

function decimals(text: string): number {
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0
}

/**
 * Expected against computed (decision 0082). Amounts: without a tolerance, equal once both are rounded half-up
 * to the cent ("to the cent"); with one, |computed − expected| ≤ tolerance. Anything else (a date, a payoff
 * order) must read the same, ignoring case and spacing.
 */
export function compareExpected(
  expected: string,
  computed: string | undefined,
  tolerance: string | undefined,
): Comparison {
  if (computed === undefined) return { computed: '—', difference: '', pass: false }
  const got = figureAmount(computed)
  const want = cellAmount(expected)
  if (got === undefined || want === undefined) {
    const same = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()
    return { computed, difference: '', pass: same(expected) === same(computed) }
  }
  const difference = new Decimal(got).minus(want)
  const places = Math.max(decimals(got), decimals(want), 2)
  const pass =
    tolerance === undefined
      ? new Decimal(got).toDecimalPlaces(2).equals(new Decimal(want).toDecimalPlaces(2))
      : difference.abs().lte(tolerance)
  return { computed, difference: difference.toFixed(places), pass }
}
