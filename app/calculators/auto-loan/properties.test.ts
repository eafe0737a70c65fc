import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeAutoLoan } from './engine'
import { autoLoanInputSchema, type AutoLoanInput } from './schema'

const runs = { numRuns: 300 }
const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100)

const anyAutoLoan = fc
  .record({
    price: fc.integer({ min: 100_000, max: 20_000_000 }).map((value) => value / 100),
    down: dollars(20_000),
    tradeIn: dollars(30_000),
    tradeOwed: dollars(30_000),
    salesTax: fc.integer({ min: 0, max: 1_200 }).map((value) => value / 100),
    fees: dollars(3_000),
    apr: fc.integer({ min: 0, max: 3_000 }).map((value) => value / 100),
    months: fc.integer({ min: 1, max: 120 }),
  })
  .filter((input): input is AutoLoanInput => autoLoanInputSchema.safeParse(input).success)

describe('auto-loan invariants', () => {
  test('amount financed = price − down − (trade-in − owed) + tax + fees, and the schedule repays it', () => {
    fc.assert(
      fc.property(anyAutoLoan, (input) => {
        const result = computeAutoLoan(input)
        const expected =
          cents(input.price) -
          cents(input.down) -
          (cents(input.tradeIn) - cents(input.tradeOwed)) +
          cents(result.salesTax) +
          cents(input.fees)
        expect(cents(result.amountFinanced)).toBe(expected)
        const principal = result.schedule.reduce((sum, row) => sum + cents(row.principal), 0)
        const paid = result.schedule.reduce((sum, row) => sum + cents(row.payment), 0)
        expect(principal).toBe(expected)
        expect(paid).toBe(cents(result.totalOfPayments))
        expect(result.schedule.at(-1)?.balance).toBe(0)
      }),
      runs,
    )
  })

  test('sales tax is (price − trade-in) × rate, within half a cent', () => {
    fc.assert(
      fc.property(anyAutoLoan, (input) => {
        const exact = ((cents(input.price) - cents(input.tradeIn)) * input.salesTax) / 100
        expect(Math.abs(cents(computeAutoLoan(input).salesTax) - exact)).toBeLessThanOrEqual(0.5 + 1e-6)
      }),
      runs,
    )
  })

  test('a longer term never raises the monthly payment', () => {
    fc.assert(
      fc.property(anyAutoLoan, fc.integer({ min: 1, max: 119 }), (input, extraMonths) => {
        fc.pre(input.months + extraMonths <= 120)
        const longer = computeAutoLoan({ ...input, months: input.months + extraMonths })
        expect(longer.monthlyPayment).toBeLessThanOrEqual(computeAutoLoan(input).monthlyPayment)
      }),
      runs,
    )
  })
})
