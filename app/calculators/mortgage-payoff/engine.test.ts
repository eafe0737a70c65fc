import { describe, expect, test } from 'vitest'
import { sumDollars } from '../test-support'
import { computeMortgagePayoff } from './engine'
import { mortgagePayoffFigures, mortgagePayoffNote } from './figures'
import { mortgagePayoffDefaults, type MortgagePayoffInput } from './schema'

const example: MortgagePayoffInput = {
  balance: 250_000,
  rate: 6.5,
  months: 300,
  extra: 200,
  extraYearly: 1_000,
  lump: 5_000,
  lumpMonth: 12,
}

describe('worked example: $250,000 at 6.5%, 300 months, $200 a month, $1,000 a year, $5,000 with payment 12', () => {
  const result = computeMortgagePayoff(example)

  test('every figure to the cent, in the order of the specification', () => {
    expect(result.payment).toBe(1_688.02)
    expect(result.baselineMonths).toBe(300)
    expect(result.newMonths).toBe(209)
    expect(result.monthsSaved).toBe(91)
    expect(result.baselineInterest).toBe(256_404.68)
    expect(result.newInterest).toBe(165_019.28)
    expect(result.interestSaved).toBe(91_385.4)
    expect(result.finalPayment).toBe(311.12)
  })

  test('in words: paid off in 17 years 5 months, 7 years 7 months sooner', () => {
    expect(mortgagePayoffFigures(result, 'en').map((figure) => figure.value)).toEqual([
      '$1,688.02',
      '300',
      '209 (17 years 5 months)',
      '91 (7 years 7 months)',
      '$256,404.68',
      '$165,019.28',
      '$91,385.40',
      '$311.12',
    ])
    expect(mortgagePayoffNote(result, 'en')).toBe('Paid off in 17 years 5 months, 7 years 7 months sooner.')
  })

  test('the schedule repays the balance: principal and extras sum to it, interest to the total', () => {
    const rows = result.schedule
    expect(sumDollars(rows.flatMap((row) => [row.principal, row.extra ?? 0]))).toBe(250_000)
    expect(sumDollars(rows.map((row) => row.interest))).toBe(165_019.28)
    expect(rows.at(-1)?.balance).toBe(0)
    expect(sumDollars([rows.at(-1)?.payment ?? 0, rows.at(-1)?.extra ?? 0])).toBe(311.12)
    expect(rows[11]?.extra).toBe(6_200)
  })
})

describe('edge cases', () => {
  test('no extras: the new payoff month is the baseline and nothing is saved', () => {
    const result = computeMortgagePayoff({ ...example, extra: 0, extraYearly: 0, lump: 0 })
    expect(result.newMonths).toBe(300)
    expect(result.monthsSaved).toBe(0)
    expect(result.interestSaved).toBe(0)
    expect(mortgagePayoffNote(result, 'en')).toBe('Paid off in 25 years, 0 months sooner.')
  })

  test('zero rate: no interest either way, only the payoff month moves', () => {
    const result = computeMortgagePayoff({ ...example, rate: 0 })
    expect(result.baselineInterest).toBe(0)
    expect(result.newInterest).toBe(0)
    expect(result.newMonths).toBeLessThan(300)
  })

  test('a lump sum after the payoff is never paid, with the note', () => {
    const result = computeMortgagePayoff({ ...example, months: 60, extra: 10_000, lumpMonth: 50 })
    expect(result.lumpNotNeeded).toBe(50)
    expect(mortgagePayoffNote(result, 'en')).toContain(
      'The loan is paid off before payment 50; the lump sum is not needed.',
    )
  })

  test('a lump sum number above the remaining months is paid with the last payment', () => {
    const result = computeMortgagePayoff({ ...example, months: 24, extra: 0, extraYearly: 0, lumpMonth: 480 })
    expect(result.newMonths).toBeLessThanOrEqual(24)
    expect(result.lumpNotNeeded).toBeUndefined()
  })

  test('a lump sum bigger than what is owed is only used up to the payoff amount', () => {
    const result = computeMortgagePayoff({ ...example, lump: 1_000_000, lumpMonth: 1 })
    expect(result.newMonths).toBe(1)
    expect(result.finalPayment).toBe(251_354.17) // 250,000 + 250,000 × 6.5 / 1200 = 1,354.1666…
  })

  test('the defaults compute', () => {
    expect(computeMortgagePayoff(mortgagePayoffDefaults).baselineMonths).toBe(300)
  })
})
