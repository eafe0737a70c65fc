import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { en } from './texts'
import { isIsoDate, loanDefaults, loanInputSchema, parseLoanParams, type LoanInput } from './schema'

const valid: LoanInput = { principal: 25_000, apr: 6.5, months: 60 }

function messagesFor(input: unknown): string[] {
  const result = loanInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('loanInputSchema', () => {
  test('accepts sensible input, with or without extras', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(messagesFor({ ...valid, apr: 0, extra: 0, firstPaymentDate: '2024-02-29' })).toEqual([])
    expect(messagesFor({ ...valid, apr: 100, months: 600, principal: 100_000_000 })).toEqual([])
  })

  test.each([
    ['a negative amount', { principal: -1 }, 'loan.principal.positive'],
    ['a zero amount', { principal: 0 }, 'loan.principal.positive'],
    ['less than a cent', { principal: 0.004 }, 'loan.principal.positive'],
    ['a huge amount', { principal: 100_000_000.01 }, 'loan.principal.max'],
    ['a missing amount', { principal: undefined }, 'loan.principal.number'],
    ['NaN', { principal: Number.NaN }, 'loan.principal.number'],
    ['Infinity', { principal: Number.POSITIVE_INFINITY }, 'loan.principal.number'],
    ['APR over 100%', { apr: 100.01 }, 'loan.rate.range'],
    ['a negative APR', { apr: -0.5 }, 'loan.rate.range'],
    ['a zero term', { months: 0 }, 'loan.months.min'],
    ['a fractional term', { months: 12.5 }, 'loan.months.integer'],
    ['a term over 50 years', { months: 601 }, 'loan.months.max'],
    ['a negative extra payment', { extra: -5 }, 'loan.extra.nonnegative'],
    ['an extra payment above the loan', { extra: 25_000.01 }, 'loan.extra.max'],
    ['an impossible date', { firstPaymentDate: '2023-02-29' }, 'loan.firstPaymentDate.invalid'],
    ['a date in another format', { firstPaymentDate: '03/01/2025' }, 'loan.firstPaymentDate.invalid'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
    expect(en[key as keyof typeof en]).toBeTruthy()
  })

  test('the extra-payment limit is not reported on top of an invalid amount', () => {
    expect(messagesFor({ ...valid, principal: -5, extra: 10 })).toEqual(['loan.principal.positive'])
  })

  test('isIsoDate', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2025-13-01')).toBe(false)
    expect(isIsoDate('2025-1-01')).toBe(false)
  })
})

describe('parseLoanParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseLoanParams(new URLSearchParams())).toEqual({ values: { ...loanDefaults }, errors: {} })
    expect(loanDefaults).toMatchObject({ principal: 25_000, apr: 6.5, months: 60 })
  })

  test('reads every query name, accepting thousands separators', () => {
    const params = new URLSearchParams('principal=10,000&rate=8&months=10&extra=50&start=2025-01-15')
    expect(parseLoanParams(params)).toEqual({
      values: { principal: 10_000, apr: 8, months: 10, extra: 50, firstPaymentDate: '2025-01-15' },
      errors: {},
    })
  })

  test('reports unreadable and impossible values with keys, keeping the values finite', () => {
    const result = parseLoanParams(new URLSearchParams('principal=lots&rate=150&months=0&extra=-1'))
    expect(result.errors).toEqual({
      principal: 'loan.principal.number',
      apr: 'loan.rate.range',
      months: 'loan.months.min',
      extra: 'loan.extra.nonnegative',
    })
    expect(result.values).toEqual({ principal: 25_000, apr: 150, months: 0, extra: -1 })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    const names = ['principal', 'rate', 'months', 'extra', 'start']
    const query = fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string(), fc.double().map(String)))
    fc.assert(
      fc.property(query, (entries) => {
        const { values, errors } = parseLoanParams(new URLSearchParams(entries))
        for (const value of [values.principal, values.apr, values.months, values.extra]) {
          expect(Number.isFinite(value)).toBe(true)
        }
        if (!loanInputSchema.safeParse(values).success) expect(Object.keys(errors).length).toBeGreaterThan(0)
        for (const key of Object.values(errors)) expect(en[key]).toBeTruthy()
      }),
      { numRuns: 1000 },
    )
  })
})
