import { describe, expect, it } from 'vitest'
import { mortgageFields } from '../mortgage/fields'
import { fieldErrors, limitsMessage, OUTSIDE_LIMITS } from './calculator-fields'

const texts = {
  price: '2,000,000',
  down: '40000',
  rate: '6.75',
  years: '30',
  tax: '1.1',
  insurance: '1800',
  pmi: '0.5',
  hoa: '0',
} as const

describe("a client's min/max on typed values (issue 23 §4)", () => {
  it('marks a typed value beyond the max, and nothing without limits', () => {
    expect(fieldErrors(mortgageFields, texts, {}, { price: { max: 1_500_000 } })).toEqual({
      price: OUTSIDE_LIMITS,
    })
    expect(fieldErrors(mortgageFields, texts, {})).toEqual({})
    expect(
      fieldErrors(mortgageFields, { ...texts, price: '1500000' }, {}, { price: { max: 1_500_000 } }),
    ).toEqual({})
  })

  it('marks a value below the min, and keeps the schema’s own message first', () => {
    const limits = { down: { min: 50_000 } }
    expect(fieldErrors(mortgageFields, texts, {}, limits)).toEqual({ down: OUTSIDE_LIMITS })
    expect(fieldErrors(mortgageFields, texts, { down: 'mortgage.down.belowPrice' }, limits)).toEqual({
      down: 'mortgage.down.belowPrice',
    })
  })

  it('words the message like the calculators’ range messages, in the calculator’s language', () => {
    expect(limitsMessage('Home price', 'money', { max: 1_500_000 }, 'en')).toBe(
      'Home price must be at most $1,500,000',
    )
    expect(limitsMessage('Home price', 'money', { min: 100_000, max: 1_500_000 }, 'en')).toBe(
      'Home price must be between $100,000 and $1,500,000',
    )
    expect(limitsMessage('Precio', 'money', { min: 100_000 }, 'es')).toMatch(/^Precio debe ser como mínimo /)
  })
})
