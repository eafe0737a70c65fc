import DecimalJs from 'decimal.js'
import { Decimal } from '~/calculators/money'

// Values are carried with 40 significant digits, so 1/3 × 3 is 0.999…9 (40 nines). A value is first taken to
// 30 significant digits before it is rounded, so such a value rounds as the exact one would (ROUNDDOWN(1/3*3, 0)
// is 1, and an interest of exactly half a cent rounds up even when the rate per period does not terminate).
const SNAP_DIGITS = 30

export type RoundingMode = 'half-up' | 'up' | 'down'

const MODES: Record<RoundingMode, DecimalJs.Rounding> = {
  'half-up': DecimalJs.ROUND_HALF_UP,
  // Away from zero and toward zero, as Excel's ROUNDUP and ROUNDDOWN.
  up: DecimalJs.ROUND_UP,
  down: DecimalJs.ROUND_DOWN,
}

/** Rounds to `places` decimals (negative: to tens, hundreds…) in Excel's way, after the 30-digit snap. */
export function roundTo(value: DecimalJs, places: number, mode: RoundingMode = 'half-up'): DecimalJs {
  const snapped = value.toSignificantDigits(SNAP_DIGITS, DecimalJs.ROUND_HALF_UP)
  if (places >= 0) return snapped.toDecimalPlaces(places, MODES[mode])
  const scale = new Decimal(10).pow(-places)
  return snapped.div(scale).toDecimalPlaces(0, MODES[mode]).times(scale)
}

/** Half-up to the cent, after the snap. */
export function roundToCents(value: DecimalJs): DecimalJs {
  return roundTo(value, 2)
}
