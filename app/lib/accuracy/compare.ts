import DecimalJs from 'decimal.js'

/** The number a printed figure starts with: '$1,037.03' → '1037.03', '-$50.00' → '-50.00', '290 (24 years…)' → '290'. */
export function figureNumber(printed: string): string | undefined {
  const match = /(-?)\$?([\d,]+(?:\.\d+)?)/.exec(printed)
  return match ? `${match[1]}${(match[2] ?? '').replaceAll(',', '')}` : undefined
}

function decimals(text: string): number {
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0
}

export interface Comparison {
  computed: string
  /** Computed − expected, with the expected value's decimals or more. */
  difference: string
  /** The computed value, rounded half-up to the decimals the expected value is published with, equals it. */
  pass: boolean
}

/**
 * Compares a printed result with a published value at the precision the value is published with, or
 * `exact`ly (a specialty calculator's worked example: its figures as shown, equal to the cent).
 */
export function compareFigures(
  expected: string,
  computed: string | undefined,
  precision: 'published' | 'exact' = 'published',
): Comparison {
  const want = figureNumber(expected)
  const got = computed === undefined ? undefined : figureNumber(computed)
  if (want === undefined || got === undefined)
    return { computed: computed ?? '—', difference: '—', pass: false }
  const places = precision === 'exact' ? Math.max(decimals(want), decimals(got)) : decimals(want)
  const difference = new DecimalJs(got).minus(want)
  const rounded = new DecimalJs(got).toDecimalPlaces(places, DecimalJs.ROUND_HALF_UP)
  return {
    computed: computed ?? '—',
    difference: difference.toFixed(Math.max(places, decimals(got))),
    pass: rounded.equals(want),
  }
}
