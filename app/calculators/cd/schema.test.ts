import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { en } from './texts'
import { cdDefaults, cdInputSchema, parseCdParams, type CdInput } from './schema'

const valid: CdInput = { deposit: 10_000, apr: 4.5, term: 12, termUnit: 'months', compounding: 'monthly' }

function messagesFor(input: unknown): string[] {
  const result = cdInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('cdInputSchema', () => {
  test('accepts sensible input', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(messagesFor({ ...valid, term: 3_650, termUnit: 'days', compounding: 'daily', apr: 0 })).toEqual([])
    expect(messagesFor({ ...valid, term: 120 })).toEqual([])
  })

  test.each([
    ['a negative deposit', { deposit: -100 }, 'cd.deposit.positive'],
    ['a zero deposit', { deposit: 0 }, 'cd.deposit.positive'],
    ['a huge deposit', { deposit: 1e9 }, 'cd.deposit.max'],
    ['a missing deposit', { deposit: undefined }, 'cd.deposit.number'],
    ['a rate over 100%', { apr: 101 }, 'cd.rate.range'],
    ['a negative rate', { apr: -1 }, 'cd.rate.range'],
    ['a zero term', { term: 0 }, 'cd.term.min'],
    ['a fractional term', { term: 1.5 }, 'cd.term.integer'],
    ['more than 120 months', { term: 121 }, 'cd.months.max'],
    ['more than 3,650 days', { term: 3_651, termUnit: 'days' }, 'cd.days.max'],
    ['an unknown term unit', { termUnit: 'weeks' }, 'cd.termUnit.invalid'],
    ['an unknown compounding', { compounding: 'hourly' }, 'cd.compounding.invalid'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
    expect(en[key as keyof typeof en]).toBeTruthy()
  })
})

describe('parseCdParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseCdParams(new URLSearchParams())).toEqual({ values: { ...cdDefaults }, errors: {} })
    expect(cdDefaults).toEqual({
      deposit: 10_000,
      apr: 4.5,
      term: 12,
      termUnit: 'months',
      compounding: 'monthly',
    })
  })

  test('reads months or days', () => {
    const months = parseCdParams(new URLSearchParams('deposit=8000&rate=5.5&months=18&compounding=quarterly'))
    expect(months).toEqual({
      values: { deposit: 8_000, apr: 5.5, term: 18, termUnit: 'months', compounding: 'quarterly' },
      errors: {},
    })
    const days = parseCdParams(new URLSearchParams('days=182&compounding=Daily'))
    expect(days.values).toMatchObject({ term: 182, termUnit: 'days', compounding: 'daily' })
    expect(parseCdParams(new URLSearchParams('days=')).values).toMatchObject({ term: 12, termUnit: 'months' })
  })

  test('reports impossible values with keys', () => {
    const result = parseCdParams(new URLSearchParams('deposit=-5&rate=abc&days=0&compounding=weekly'))
    expect(result.errors).toEqual({
      deposit: 'cd.deposit.positive',
      apr: 'cd.rate.number',
      term: 'cd.term.min',
      compounding: 'cd.compounding.invalid',
    })
    expect(result.values).toEqual({
      deposit: -5,
      apr: 4.5,
      term: 0,
      termUnit: 'days',
      compounding: 'monthly',
    })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    const names = ['deposit', 'rate', 'months', 'days', 'compounding']
    const query = fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string(), fc.double().map(String)))
    fc.assert(
      fc.property(query, (entries) => {
        const { values, errors } = parseCdParams(new URLSearchParams(entries))
        expect([values.deposit, values.apr, values.term].every(Number.isFinite)).toBe(true)
        if (!cdInputSchema.safeParse(values).success) expect(Object.keys(errors).length).toBeGreaterThan(0)
        for (const key of Object.values(errors)) expect(en[key]).toBeTruthy()
      }),
      { numRuns: 1000 },
    )
  })
})
