import type DecimalJs from 'decimal.js'
import { Decimal, ONE, ZERO } from '~/calculators/money'
import * as tvm from '~/calculators/tvm'
import type { StepBudget } from './budget'
import { fail } from './errors'

// Excel's time-value-of-money functions, argument for argument: money paid out is negative, money received is
// positive; `type` 0 (or omitted) means payments at the end of each period, any other value at the beginning.
// The rate is per period (8% a year paid monthly is 8%/12).

type D = DecimalJs

function timing(type: D | undefined): tvm.PaymentTiming {
  return type === undefined || type.isZero() ? 'end' : 'begin'
}

function solved(compute: () => D): D {
  try {
    return compute()
  } catch (error) {
    if (error instanceof RangeError) fail('no-finite-result', `${error.message}.`)
    throw error
  }
}

/** PMT(rate, nper, pv, [fv], [type]) */
export function pmt(rate: D, nper: D, pv: D, fv: D = ZERO, type?: D): D {
  return solved(() => tvm.pmt(rate, nper, pv, fv, timing(type)))
}

/** FV(rate, nper, pmt, [pv], [type]) */
export function fv(rate: D, nper: D, payment: D, pv: D = ZERO, type?: D): D {
  return solved(() => tvm.fv(rate, nper, payment, pv, timing(type)))
}

/** NPER(rate, pmt, pv, [fv], [type]) */
export function nper(rate: D, payment: D, pv: D, fv: D = ZERO, type?: D): D {
  return solved(() => tvm.nper(rate, payment, pv, fv, timing(type)))
}

/** PV(rate, nper, pmt, [fv], [type]) */
export function pv(rate: D, nper: D, payment: D, fv: D = ZERO, type?: D): D {
  if (rate.isZero()) return fv.plus(payment.times(nper)).neg()
  if (rate.lte(-1)) fail('no-finite-result', 'PV: the rate must be greater than -100%.')
  const growth = rate.plus(ONE).pow(nper)
  const begin = timing(type) === 'begin' ? 1 : 0
  const annuity = payment.times(rate.times(begin).plus(ONE)).times(growth.minus(ONE)).div(rate)
  return fv.plus(annuity).neg().div(growth)
}

/** EFFECT(nominal_rate, npery): npery is truncated to an integer, as in Excel. */
export function effect(nominal: D, periodsPerYear: D): D {
  const periods = periodsPerYear.trunc()
  if (nominal.lte(ZERO) || periods.lt(ONE)) {
    fail('invalid-argument', 'EFFECT needs a nominal rate above 0 and at least 1 period a year.')
  }
  return nominal.div(periods).plus(ONE).pow(periods).minus(ONE)
}

/** NOMINAL(effect_rate, npery): npery is truncated to an integer, as in Excel. */
export function nominal(effective: D, periodsPerYear: D): D {
  const periods = periodsPerYear.trunc()
  if (effective.lte(ZERO) || periods.lt(ONE)) {
    fail('invalid-argument', 'NOMINAL needs an effective rate above 0 and at least 1 period a year.')
  }
  return effective.plus(ONE).pow(ONE.div(periods)).minus(ONE).times(periods)
}

/** RATE stops when two successive guesses differ by less than this, and gives up after RATE_MAX_ITERATIONS. */
export const RATE_TOLERANCE = new Decimal('1e-12')
export const RATE_MAX_ITERATIONS = 100
const DEFAULT_GUESS = new Decimal('0.1')

/**
 * RATE(nper, pmt, pv, [fv], [type], [guess]): Newton's method on
 * pv·(1+r)^n + pmt·(1 + r·type)·((1+r)^n − 1)/r + fv = 0 from `guess` (10% when omitted).
 */
export function rate(
  periods: D,
  payment: D,
  present: D,
  future: D = ZERO,
  type?: D,
  guess: D = DEFAULT_GUESS,
  budget?: StepBudget,
): D {
  const begin = timing(type) === 'begin' ? ONE : ZERO
  let r = guess
  for (let iteration = 0; iteration < RATE_MAX_ITERATIONS; iteration++) {
    budget?.spend()
    if (!r.isFinite() || r.lte(-1)) break
    const { value, slope } = rateEquation(r, periods, payment, present, future, begin)
    if (slope.isZero() || !slope.isFinite()) break
    const next = r.minus(value.div(slope))
    if (next.minus(r).abs().lt(RATE_TOLERANCE)) {
      if (!next.isFinite() || next.lte(-1)) break
      return next
    }
    r = next
  }
  return fail(
    'cannot-solve',
    `RATE cannot solve these values: no rate found within ${RATE_MAX_ITERATIONS} iterations to a tolerance of 1e-12 (try another guess).`,
  )
}

function rateEquation(r: D, n: D, payment: D, present: D, future: D, begin: D): { value: D; slope: D } {
  const growth = r.plus(ONE).pow(n)
  const growthSlope = n.times(r.plus(ONE).pow(n.minus(ONE)))
  if (r.isZero()) {
    const annuity = n
    const annuitySlope = n.times(n.minus(ONE)).div(2).plus(begin.times(n))
    return {
      value: present.plus(payment.times(annuity)).plus(future),
      slope: present.times(growthSlope).plus(payment.times(annuitySlope)),
    }
  }
  const lead = r.times(begin).plus(ONE)
  const annuity = lead.times(growth.minus(ONE)).div(r)
  const annuitySlope = begin
    .times(growth.minus(ONE))
    .div(r)
    .plus(lead.times(growthSlope.times(r).minus(growth.minus(ONE))).div(r.times(r)))
  return {
    value: present.times(growth).plus(payment.times(annuity)).plus(future),
    slope: present.times(growthSlope).plus(payment.times(annuitySlope)),
  }
}
