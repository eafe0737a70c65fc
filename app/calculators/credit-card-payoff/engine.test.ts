import { describe, expect, test } from 'vitest'
import { Decimal } from '../money'
import { CalculatorInputError } from '../messages'
import { sumDollars } from '../test-support'
import { cardInterest, computeCreditCard, CREDIT_CARD_MAX_MONTHS } from './engine'
import { creditCardDefaults, type CreditCardInput } from './schema'

// Worked example of issue 12.
const example: CreditCardInput = { balance: 3_000, apr: 19.99, payment: 150, minPercent: 1, minFloor: 25 }

describe('a floor above what is owed', () => {
  test('the first minimum payment is what is owed ($301.57 + interest), not the $9,227.04 floor', () => {
    const result = computeCreditCard({ ...example, balance: 301.57, minFloor: 9_227.04 })
    expect(result.firstMonthInterest).toBe(5.02)
    expect(result.firstMinimumPayment).toBe(306.59)
    expect(result.minimum.firstPayment).toBe(306.59)
  })

  test('the result summary (page, lead snapshot and PDF report) shows $306.59', async () => {
    const { default: calculator } = await import('./calculator')
    const search = new URLSearchParams({ balance: '301.57', apr: '19.99', minFloor: '9227.04' })
    const figures = calculator.headline(search, 'en', '2026-01-01')
    expect(figures.find((figure) => figure.label === 'First minimum payment')?.value).toBe('$306.59')
  })
})

describe('worked example: $3,000 at 19.99%', () => {
  const result = computeCreditCard(example)

  test('a fixed $150 pays it off in 25 months with $679.36 of interest', () => {
    expect(result.fixed.outcome).toBe('paidOff')
    expect(result.fixed.months).toBe(25)
    expect(result.fixed.totalInterest).toBe(679.36)
    expect(result.fixed.totalPaid).toBe(3_679.36)
    expect(result.fixed.balances.at(-1)).toBe(0)
  })

  test('the minimum only (1% + interest, $25 floor) takes 176 months and $3,981.14 of interest', () => {
    expect(result.minimum.outcome).toBe('paidOff')
    expect(result.minimum.months).toBe(176)
    expect(result.minimum.totalInterest).toBe(3_981.14)
  })

  test('the difference', () => {
    expect(result.monthsSaved).toBe(151)
    expect(result.interestSaved).toBe(3_301.78)
  })

  // 3,000 × 19.99% / 12 is exactly 49.975; the example's totals need 49.97 (see cardInterest).
  test('the first month accrues $49.97 and the first minimum payment is $79.97', () => {
    expect(result.firstMonthInterest).toBe(49.97)
    expect(result.firstMinimumPayment).toBe(79.97)
    expect(result.minimum.firstPayment).toBe(79.97)
  })
})

describe('monthly interest', () => {
  test('is balance × APR / 12 rounded half-up, with APR / 12 as a 40-digit decimal', () => {
    const at18 = cardInterest(18)
    expect(at18(10_010)).toBe(150) // 100.10 × 1.5% = 1.5015 → 1.50
    expect(at18(3_300)).toBe(50) // 33.00 × 1.5% = 0.495 → 0.50 (exactly half a cent, rounded up)
    expect(cardInterest(19.99)(300_000)).toBe(4_997) // × 0.01665833…33 = 49.974999… → 49.97
    expect(cardInterest(19.99)(60_000)).toBe(999) // $600 × 0.01665833…33 = 9.99499… → 9.99
    expect(cardInterest(29.99)(60_000)).toBe(1_500) // $600 × 0.02499166…67 = 14.995000…2 → 15.00
    expect(cardInterest(19.99)(100_000)).toBe(1_666) // 16.658… → 16.66
  })

  test('equals the decimal computation for every balance, half cents included', () => {
    for (const apr of [19.99, 24.99, 17.5, 29.99, 7.3, 0.001]) {
      const rate = new Decimal(apr).div(1200)
      const interestOn = cardInterest(apr)
      for (let balance = 1; balance < 2_000_000; balance += 997) {
        expect(interestOn(balance)).toBe(rate.times(balance).round().toNumber())
      }
    }
  })
})

describe('payments that never pay off', () => {
  test('a fixed payment not above the first month’s interest is reported, not looped on', () => {
    const result = computeCreditCard({ ...example, payment: 49.97 })
    expect(result.fixed.outcome).toBe('never')
    expect(result.fixed.months).toBe(0)
    expect(result.minimum.outcome).toBe('paidOff')
    expect(result.monthsSaved).toBeUndefined()
    expect(result.interestSaved).toBeUndefined()
  })

  test('a cent more does pay it off', () => {
    expect(computeCreditCard({ ...example, payment: 49.98 }).fixed.outcome).toBe('paidOff')
  })

  test('a minimum of only the interest (0%, no floor) never pays off', () => {
    const result = computeCreditCard({ ...example, minPercent: 0, minFloor: 0 })
    expect(result.minimum.outcome).toBe('never')
  })

  test('a payoff beyond 100 years is reported as too long', () => {
    const result = computeCreditCard({ ...example, balance: 1_000_000, apr: 1, payment: 833.34 })
    expect(result.fixed.outcome).toBe('tooLong')
    expect(result.fixed.months).toBe(CREDIT_CARD_MAX_MONTHS)
  })
})

describe('plans', () => {
  test('the last payment is whatever is left; interest sums to the total', () => {
    const result = computeCreditCard(example)
    const payments = 24 * 150 + result.fixed.finalPayment
    expect(result.fixed.finalPayment).toBeLessThanOrEqual(150)
    expect(sumDollars([payments])).toBe(result.fixed.totalPaid)
  })

  test('at 0% the balance is simply divided by the payment', () => {
    const result = computeCreditCard({ ...example, apr: 0, payment: 700 })
    expect(result.fixed.months).toBe(5)
    expect(result.fixed.totalInterest).toBe(0)
    expect(result.fixed.finalPayment).toBe(200)
  })

  test('invalid input throws', () => {
    expect(() => computeCreditCard({ ...example, payment: 0 })).toThrow(CalculatorInputError)
  })

  test('the defaults compute', () => {
    expect(computeCreditCard(creditCardDefaults).fixed.outcome).toBe('paidOff')
  })
})
