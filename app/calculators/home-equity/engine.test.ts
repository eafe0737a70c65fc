import { describe, expect, test } from 'vitest'
import { sumDollars } from '../test-support'
import { computeHomeEquity } from './engine'
import { homeEquityFigures, homeEquityNote } from './figures'
import { homeEquityDefaults, type HomeEquityInput } from './schema'

const example: HomeEquityInput = {
  value: 400_000,
  balance: 250_000,
  cltv: 80,
  wanted: 50_000,
  rate: 8.25,
  years: 15,
}

describe('worked example: $400,000 home, $250,000 owed, 80% CLTV, $50,000 at 8.25% for 15 years', () => {
  const result = computeHomeEquity(example)

  test('every figure to the cent, in the order of the specification', () => {
    expect(result.maxCombined).toBe(320_000)
    expect(result.available).toBe(70_000)
    expect(result.loan).toBe(50_000)
    expect(result.amortized?.payment).toBe(485.07)
    expect(result.amortized?.totalInterest).toBe(37_312.67)
    expect(result.amortized?.totalOfPayments).toBe(87_312.67)
    expect(result.amortized?.cltvAfter).toBe('75.00')
    expect(result.capped).toBe(false)
    expect(homeEquityFigures(result, 'en').map((figure) => figure.value)).toEqual([
      '$320,000.00',
      '$70,000.00',
      '$50,000.00',
      '$485.07',
      '$37,312.67',
      '$87,312.67',
      '75.00%',
    ])
  })

  test('the total interest is the sum of the schedule’s rounded interest', () => {
    const schedule = result.amortized?.schedule ?? []
    expect(schedule).toHaveLength(180)
    expect(sumDollars(schedule.map((row) => row.interest))).toBe(37_312.67)
  })
})

describe('caps and messages', () => {
  test('an amount above the available equity is capped, with the note', () => {
    const result = computeHomeEquity({ ...example, wanted: 90_000 })
    expect(result.loan).toBe(70_000)
    expect(result.capped).toBe(true)
    expect(homeEquityNote(result, example, 'en')).toBe('Capped at the available equity of $70,000.00.')
  })

  test('no equity: only results 1–3 and the message naming balance, CLTV and limit', () => {
    const input = { ...example, balance: 330_000 }
    const result = computeHomeEquity(input)
    expect(result.available).toBe(0)
    expect(result.loan).toBe(0)
    expect(result.amortized).toBeUndefined()
    expect(homeEquityFigures(result, 'en')).toHaveLength(3)
    expect(homeEquityNote(result, input, 'en')).toBe(
      'No equity is available: your mortgage balance of $330,000.00 already reaches the 80% combined loan-to-value limit ($320,000.00).',
    )
  })

  test('nothing wanted: only results 1–3 and "Enter the amount you want to borrow."', () => {
    const result = computeHomeEquity({ ...example, wanted: 0 })
    expect(homeEquityFigures(result, 'en')).toHaveLength(3)
    expect(homeEquityNote(result, example, 'en')).toBe('Enter the amount you want to borrow.')
  })

  test('the maximum combined borrowing rounds the exact product half-up', () => {
    // 10,000.01 × 50.5 / 100 = 5,050.005050… → 5,050.01
    expect(computeHomeEquity({ ...example, value: 10_000.01, cltv: 50.5, balance: 0 }).maxCombined).toBe(
      5_050.01,
    )
  })

  test('the defaults compute', () => {
    expect(computeHomeEquity(homeEquityDefaults).amortized?.schedule).toHaveLength(180)
  })
})
