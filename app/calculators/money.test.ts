import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cdMessages } from './cd/texts'
import { loanMessages } from './loan/texts'
import { retirementMessages } from './retirement/texts'
import {
  Decimal,
  applyRatioToCents,
  exactRatio,
  parseNumber,
  readNumberParam,
  roundCents,
  sumCents,
  toCents,
  toRoundedNumber,
} from './money'

describe('money helpers', () => {
  test('rounds half-up to the cent, including the float trap 27,300.625', () => {
    expect(roundCents(new Decimal(25000).times(new Decimal(1.045).pow(2))).toNumber()).toBe(27300.63)
    expect(toCents(0.125)).toBe(0.13)
    expect(toCents(2.675)).toBe(2.68)
    expect(toCents(-1.005)).toBe(-1.01)
    expect(toCents(-0.001)).toBe(0)
    expect(Object.is(toCents(-0.001), -0)).toBe(false)
  })

  test('refuses to turn NaN or Infinity into a number', () => {
    expect(() => toCents(new Decimal(Number.NaN))).toThrow(RangeError)
    expect(() => toRoundedNumber(new Decimal(1).div(0), 2)).toThrow(RangeError)
  })

  test('parses user-typed numbers', () => {
    expect(parseNumber('25,000')).toBe(25000)
    expect(parseNumber(' $1,000.50 ')).toBe(1000.5)
    expect(parseNumber('6.5%')).toBe(6.5)
    expect(parseNumber('.5')).toBe(0.5)
    expect(parseNumber('-3')).toBe(-3)
    expect(parseNumber('')).toBeUndefined()
    expect(parseNumber(null)).toBeUndefined()
    expect(parseNumber('abc')).toBeNaN()
    expect(parseNumber('1e999')).toBe(Number.POSITIVE_INFINITY)
    expect(parseNumber('0x10')).toBeNaN()
  })

  test('reads query parameters without ever producing NaN or Infinity', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (text, fallback) => {
        const param = readNumberParam(new URLSearchParams({ x: text }), 'x', fallback)
        expect(Number.isFinite(param.value)).toBe(true)
      }),
      { numRuns: 1000 },
    )
    expect(readNumberParam(new URLSearchParams('x=1e999'), 'x', 7)).toEqual({ value: 7, invalid: true })
    expect(readNumberParam(new URLSearchParams(''), 'x', 7)).toEqual({ value: 7, invalid: false })
  })

  test('sums cents exactly', () => {
    expect(sumCents([0.1, 0.2, 0.3])).toBe(0.6)
    expect(sumCents(Array.from({ length: 360 }, () => 1037.03))).toBe(373330.8)
  })

  test('integer interest rounding matches Decimal for any balance and rate', () => {
    const apr = fc.oneof(
      fc.integer({ min: -10000, max: 10000 }).map((basisPoints) => basisPoints / 100),
      fc.integer({ min: 0, max: 100_000_000 }).map((millionths) => millionths / 1_000_000),
      fc.double({ min: 0, max: 100, noNaN: true }),
    )
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), apr, (cents, rate) => {
        const expected = new Decimal(cents).times(new Decimal(rate).div(1200)).round().toNumber()
        expect(applyRatioToCents(cents, exactRatio(rate, 1200)) + 0).toBe(expected + 0)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('messages', () => {
  test('every key has English and Spanish text', () => {
    for (const { en, es } of [loanMessages, cdMessages, retirementMessages]) {
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
      for (const text of [...Object.values(en), ...Object.values(es)]) expect(text.trim()).not.toBe('')
    }
  })

  test('translates keys and leaves unknown text alone', () => {
    expect(loanMessages.translate('loan.rate.range')).toBe('Interest rate must be between 0% and 100%')
    expect(loanMessages.translate('loan.rate.range', 'es')).toBe(
      'La tasa de interés debe estar entre 0% y 100%',
    )
    expect(loanMessages.translate('not a key', 'es')).toBe('not a key')
  })

  test('keeps the first known key per field', () => {
    const issues = [
      { path: ['principal'], message: 'loan.principal.positive' },
      { path: ['principal'], message: 'loan.principal.max' },
      { path: ['apr'], message: 'Invalid input' },
    ]
    expect(loanMessages.issuesToErrors(issues)).toEqual({ principal: 'loan.principal.positive' })
  })

  test("a calculator's messages are not another's", () => {
    expect(cdMessages.translate('loan.rate.range')).toBe('loan.rate.range')
    expect(cdMessages.issuesToErrors([{ path: ['apr'], message: 'loan.rate.range' }])).toEqual({})
  })
})
