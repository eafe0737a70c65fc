import { Decimal, ONE, ZERO, toDecimal, type DecimalInput } from './money'

// Time-value-of-money functions with the numpy-financial / Excel sign convention: money paid out is negative.
// `rate` is the rate per period as a fraction (0.08 / 12), not a percent. Every function throws a RangeError
// instead of returning NaN or Infinity when the inputs have no finite answer.

export type PaymentTiming = 'end' | 'begin'

function timingFactor(when: PaymentTiming): number {
  return when === 'begin' ? 1 : 0
}

function finite(value: Decimal, name: string): Decimal {
  if (!value.isFinite()) throw new RangeError(`${name}: no finite result for these inputs`)
  return value
}

function decimals<T extends DecimalInput[]>(name: string, ...values: T): { [K in keyof T]: Decimal } {
  return values.map((value) => finite(toDecimal(value), name)) as { [K in keyof T]: Decimal }
}

/** Future value of a present value `pv` and level payments `pmt` after `nper` periods. */
export function fv(
  rate: DecimalInput,
  nper: DecimalInput,
  pmt: DecimalInput,
  pv: DecimalInput,
  when: PaymentTiming = 'end',
): Decimal {
  const [r, n, payment, present] = decimals('fv', rate, nper, pmt, pv)
  if (r.isZero()) return finite(present.plus(payment.times(n)).neg(), 'fv')
  const growth = r.plus(ONE).pow(n)
  const annuity = payment
    .times(r.times(timingFactor(when)).plus(ONE))
    .div(r)
    .times(growth.minus(ONE))
  return finite(present.times(growth).plus(annuity).neg(), 'fv')
}

/** Level payment per period that turns `pv` into `fv` over `nper` periods. */
export function pmt(
  rate: DecimalInput,
  nper: DecimalInput,
  pv: DecimalInput,
  fvTarget: DecimalInput = 0,
  when: PaymentTiming = 'end',
): Decimal {
  const [r, n, present, future] = decimals('pmt', rate, nper, pv, fvTarget)
  const growth = r.plus(ONE).pow(n)
  const factor = r.isZero() ? n : r.times(timingFactor(when)).plus(ONE).times(growth.minus(ONE)).div(r)
  if (factor.isZero()) throw new RangeError('pmt: the number of periods must not be zero')
  return finite(future.plus(present.times(growth)).neg().div(factor), 'pmt')
}

/** Number of periods needed to turn `pv` into `fv` with payment `pmt` (may be fractional). */
export function nper(
  rate: DecimalInput,
  pmt: DecimalInput,
  pv: DecimalInput,
  fvTarget: DecimalInput = 0,
  when: PaymentTiming = 'end',
): Decimal {
  const [r, payment, present, future] = decimals('nper', rate, pmt, pv, fvTarget)
  if (r.isZero()) {
    if (payment.isZero()) throw new RangeError('nper: a zero payment at a zero rate never reaches the target')
    return finite(future.plus(present).neg().div(payment), 'nper')
  }
  if (r.lte(-1)) throw new RangeError('nper: the rate must be greater than -100%')
  const z = payment.times(r.times(timingFactor(when)).plus(ONE)).div(r)
  const denominator = present.plus(z)
  if (denominator.isZero()) throw new RangeError('nper: the payment never reaches the target')
  const ratio = z.minus(future).div(denominator)
  if (ratio.lte(ZERO)) throw new RangeError('nper: the payment never reaches the target')
  return finite(ratio.ln().div(r.plus(ONE).ln()), 'nper')
}

/** Interest part of payment number `per` (1-based). */
export function ipmt(
  rate: DecimalInput,
  per: DecimalInput,
  nper: DecimalInput,
  pv: DecimalInput,
  fvTarget: DecimalInput = 0,
  when: PaymentTiming = 'end',
): Decimal {
  const [r, period, n] = decimals('ipmt', rate, per, nper)
  if (period.lt(ONE) || period.gt(n)) throw new RangeError('ipmt: the period must be between 1 and nper')
  const payment = pmt(r, n, pv, fvTarget, when)
  const balance = fv(r, period.minus(ONE), payment, pv, when)
  const interest = balance.times(r)
  if (when === 'end') return finite(interest, 'ipmt')
  return period.eq(ONE) ? new Decimal(0) : finite(interest.div(r.plus(ONE)), 'ipmt')
}

/** Principal part of payment number `per` (1-based). */
export function ppmt(
  rate: DecimalInput,
  per: DecimalInput,
  nper: DecimalInput,
  pv: DecimalInput,
  fvTarget: DecimalInput = 0,
  when: PaymentTiming = 'end',
): Decimal {
  const payment = pmt(rate, nper, pv, fvTarget, when)
  return finite(payment.minus(ipmt(rate, per, nper, pv, fvTarget, when)), 'ppmt')
}

/**
 * Future value of end-of-period payments that grow by `growth` each period, first payment `payment`:
 * C·((1+r)^n − (1+g)^n)/(r − g), or n·C·(1+r)^(n−1) when r = g. Amounts are positive (no sign convention).
 */
export function fvGrowingAnnuity(
  rate: DecimalInput,
  growth: DecimalInput,
  nper: DecimalInput,
  payment: DecimalInput,
): Decimal {
  const [r, g, n, c] = decimals('fvGrowingAnnuity', rate, growth, nper, payment)
  if (r.eq(g)) return finite(n.times(c).times(r.plus(ONE).pow(n.minus(ONE))), 'fvGrowingAnnuity')
  const difference = r.plus(ONE).pow(n).minus(g.plus(ONE).pow(n))
  return finite(c.times(difference).div(r.minus(g)), 'fvGrowingAnnuity')
}
