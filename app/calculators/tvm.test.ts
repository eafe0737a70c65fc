import fc from 'fast-check'
import * as financial from 'financial'
import { describe, expect, test } from 'vitest'
import { Decimal, roundCents } from './money'
import { fv, fvGrowingAnnuity, ipmt, nper, pmt, ppmt, type PaymentTiming } from './tvm'

function six(value: { toDecimalPlaces(places: number): { toNumber(): number } }): number {
  return value.toDecimalPlaces(6).toNumber()
}

function dueTime(when: PaymentTiming): financial.PaymentDueTime {
  return when === 'begin' ? financial.PaymentDueTime.Begin : financial.PaymentDueTime.End
}

// The oracle computes ((1+r)^n − 1)/r in float64, which loses up to five of its ~16 digits at the smallest
// rates generated here (r = 1/120000), and terms can cancel; so compare to 1e-9 of the magnitude of the terms
// (`scale`, the same result with every amount made positive), plus half a millionth for tiny results.
function closeTo(actual: number, expected: number, scale: number): boolean {
  return Math.abs(actual - expected) <= 5e-7 + 1e-9 * Math.abs(scale)
}

describe('reference values (calculator-references.md)', () => {
  test('pmt', () => {
    expect(six(pmt(0.08 / 12, 60, 15000))).toBe(-304.145914)
    expect(six(pmt(new Decimal(0.08).div(12), 60, 15000, 0, 'begin'))).toBe(-302.131703)
    expect(six(pmt(0, 60, 15000))).toBe(-250)
    expect(six(pmt(new Decimal(0.075).div(12), 180, 200000))).toBe(-1854.02472)
    expect(roundCents(pmt(new Decimal(0.08).div(12), 10, 10000)).toNumber()).toBe(-1037.03)
    expect(roundCents(pmt(new Decimal(0.08).div(12), 10, 10000, 0, 'begin')).toNumber()).toBe(-1030.16)
    expect(roundCents(pmt(new Decimal(0.06).div(12), 216, 0, 50000)).toNumber()).toBe(-129.08)
  })

  test('ipmt and ppmt', () => {
    const rate = new Decimal(0.1).div(12)
    const interest = [1, 2, 3, 4].map((per) => six(ipmt(rate, per, 24, 2000)))
    expect(interest).toEqual([-16.666667, -16.036473, -15.401029, -14.760288])
    expect(six(ppmt(rate, 1, 60, 55000))).toBe(-710.254126)
  })

  test('fv', () => {
    expect(six(fv(0.075, 20, -2000, 0))).toBe(86609.362673)
    expect(six(fv(0.075, 20, -2000, 0, 'begin'))).toBe(93105.064874)
    expect(six(fv(new Decimal(0.05).div(12), 120, -100, -100))).toBe(15692.928894)
    expect(roundCents(fv(new Decimal(0.06).div(12), 10, -200, -500, 'begin')).toNumber()).toBe(2581.4)
    expect(roundCents(fv(new Decimal(0.12).div(12), 12, -1000, 0)).toNumber()).toBe(12682.5)
    expect(roundCents(fv(new Decimal(0.11).div(12), 35, -2000, 0, 'begin')).toNumber()).toBe(82846.25)
  })

  test('nper', () => {
    expect(six(nper(0.075, -2000, 0, 100000))).toBe(21.544944)
    expect(six(nper(0.075, -2000, 0, 100000, 'begin'))).toBe(20.761564)
    expect(six(nper(new Decimal(0.07).div(12), -150, 8000))).toBe(64.073349)
    expect(six(nper(0, -100, 1000))).toBe(10)
  })
})

describe('guards: a RangeError instead of NaN or Infinity', () => {
  test.each([
    ['pmt with zero periods', () => pmt(0.01, 0, 1000)],
    ['pmt with NaN', () => pmt(Number.NaN, 10, 1000)],
    ['fv with Infinity', () => fv(0.01, Number.POSITIVE_INFINITY, -10, 0)],
    ['nper with zero payment and rate', () => nper(0, 0, 1000)],
    ['nper when the payment only covers interest', () => nper(0.01, -10, 1000)],
    ['nper at a rate of -100%', () => nper(-1, -10, 1000)],
    ['ipmt outside 1..nper', () => ipmt(0.01, 0, 12, 1000)],
    ['ppmt past the last period', () => ppmt(0.01, 13, 12, 1000)],
  ])('%s', (_name, call) => {
    expect(call).toThrow(RangeError)
  })
})

const rate = fc.integer({ min: -500, max: 3000 }).map((basisPoints) => basisPoints / 120000)
const periods = fc.integer({ min: 1, max: 480 })
const amount = fc.integer({ min: -100_000_000, max: 100_000_000 }).map((cents) => cents / 100)
const timing = fc.constantFrom<PaymentTiming>('end', 'begin')

describe('against numpy-financial (the `financial` package), 1,000 cases each', () => {
  test('pmt', () => {
    fc.assert(
      fc.property(rate, periods, amount, amount, timing, (r, n, pv, future, when) => {
        const expected = financial.pmt(r, n, pv, future, dueTime(when))
        const scale = pmt(r, n, Math.abs(pv), Math.abs(future), when).toNumber()
        expect(closeTo(pmt(r, n, pv, future, when).toNumber(), expected, scale)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  test('fv', () => {
    fc.assert(
      fc.property(rate, periods, amount, amount, timing, (r, n, payment, pv, when) => {
        const expected = financial.fv(r, n, payment, pv, dueTime(when))
        const scale = fv(r, n, Math.abs(payment), Math.abs(pv), when).toNumber()
        expect(closeTo(fv(r, n, payment, pv, when).toNumber(), expected, scale)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  test('ipmt and ppmt', () => {
    const schedule = periods.chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 1, max: n })))
    fc.assert(
      fc.property(rate, schedule, amount, timing, (r, [n, per], pv, when) => {
        const due = dueTime(when)
        const scale = pmt(r, n, Math.abs(pv), 0, when).toNumber()
        const interest = ipmt(r, per, n, pv, 0, when).toNumber()
        const principal = ppmt(r, per, n, pv, 0, when).toNumber()
        expect(closeTo(interest, financial.ipmt(r, per, n, pv, 0, due), scale)).toBe(true)
        expect(closeTo(principal, financial.ppmt(r, per, n, pv, 0, due), scale)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  test('nper round-trips pmt and matches the oracle', () => {
    const positiveRate = fc.integer({ min: 1, max: 3000 }).map((basisPoints) => basisPoints / 120000)
    const principal = fc.integer({ min: 100, max: 100_000_000 }).map((cents) => cents / 100)
    fc.assert(
      fc.property(positiveRate, periods, principal, timing, (r, n, pv, when) => {
        const payment = pmt(r, n, pv, 0, when)
        const periodsNeeded = nper(r, payment, pv, 0, when).toNumber()
        expect(Math.abs(periodsNeeded - n)).toBeLessThan(1e-9)
        const oracle = financial.nper(r, payment.toNumber(), pv, 0, dueTime(when))
        expect(Math.abs(periodsNeeded - oracle)).toBeLessThan(1e-6)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('fvGrowingAnnuity', () => {
  test('matches summing each growing payment', () => {
    fc.assert(
      fc.property(rate, fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 80 }), (r, g, n) => {
        const growth = g / 10000
        let sum = new Decimal(0)
        const [rise, grow] = [new Decimal(r).plus(1), new Decimal(growth).plus(1)]
        for (let k = 0; k < n; k++) sum = sum.plus(grow.pow(k).times(rise.pow(n - 1 - k)))
        const closed = fvGrowingAnnuity(r, growth, n, 1)
        expect(closed.minus(sum).abs().toNumber()).toBeLessThan(1e-20 * Math.max(1, sum.toNumber()))
      }),
      { numRuns: 1000 },
    )
  })

  test('uses n·C·(1+r)^(n−1) when the rates are equal', () => {
    expect(fvGrowingAnnuity(0.05, 0.05, 3, 100).toNumber()).toBe(330.75)
  })
})
