import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeApr } from './engine'
import { aprInputSchema, type AprInput } from './schema'

const runs = { numRuns: 200 }

const anyLoan = fc.record({
  amount: fc.integer({ min: 100_000, max: 200_000_000 }).map((value) => value / 100),
  rate: fc.integer({ min: 0, max: 3_000 }).map((basisPoints) => basisPoints / 100),
  months: fc.integer({ min: 1, max: 480 }),
  fees: fc.constant(0),
  points: fc.constant(0),
})

const withCharges = anyLoan.chain((loan) =>
  fc.record({
    loan: fc.constant(loan),
    feeShare: fc.integer({ min: 0, max: 5_000 }),
    points: fc.integer({ min: 0, max: 400 }).map((value) => value / 100),
    more: fc.integer({ min: 1, max: 100_000 }),
  }),
)

// Up to half the amount in whole cents (as a visitor types them), within the $1,000,000 limit.
const feesOf = (amount: number, share: number) =>
  Math.min(Math.floor((cents(amount) * share) / 10_000) / 100, 1_000_000)

describe('APR invariants', () => {
  test('the totals add up: prepaid = fees + points, finance charge = total of payments − amount financed', () => {
    fc.assert(
      fc.property(withCharges, ({ loan, feeShare, points }) => {
        const input: AprInput = { ...loan, fees: feesOf(loan.amount, feeShare), points }
        const result = computeApr(input)
        expect(cents(result.prepaid)).toBe(cents(input.fees) + cents(result.pointsCost))
        expect(cents(result.amountFinanced)).toBe(cents(input.amount) - cents(result.prepaid))
        expect(cents(result.financeCharge)).toBe(cents(result.totalOfPayments) - cents(result.amountFinanced))
      }),
      runs,
    )
  })

  test('without fees or points the APR is the note rate, but for a payment’s rounding', () => {
    fc.assert(
      fc.property(anyLoan, (input) => {
        const result = computeApr(input)
        // Each month's interest is rounded to the cent: up to half a cent on a balance averaging at least half
        // the amount moves the monthly rate by 0.005 / (amount / 2), the APR by 1,200 times that, plus the
        // APR's own rounding to 0.001 (found: $1,000.18 over 4 months at 29.94 % gives 29.947).
        expect(Math.abs(Number(result.apr) - input.rate)).toBeLessThanOrEqual(0.0005 + 12 / input.amount)
      }),
      runs,
    )
  })

  test('more fees never lower the APR', () => {
    fc.assert(
      fc.property(withCharges, ({ loan, feeShare, points, more }) => {
        const fees = feesOf(loan.amount, feeShare)
        const higherInput = { ...loan, fees: (cents(fees) + more) / 100, points }
        fc.pre(aprInputSchema.safeParse(higherInput).success)
        const base = computeApr({ ...loan, fees, points })
        const higher = computeApr(higherInput)
        if (base.apr === undefined) return
        if (higher.apr !== undefined) expect(Number(higher.apr)).toBeGreaterThanOrEqual(Number(base.apr))
      }),
      runs,
    )
  })
})
