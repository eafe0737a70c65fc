import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import { parseRmdParams, rmdDefaults, rmdInputSchema, rmdQueryNames, type RmdInput } from './schema'
import { rmdMessages } from './texts'

const valid: RmdInput = { ...rmdDefaults }

function messagesFor(input: unknown): string[] {
  const result = rmdInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('rmdInputSchema', () => {
  test('accepts sensible input and the limits', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(messagesFor({ age: 73, balance: 0, return: 0, years: 1 })).toEqual([])
    expect(messagesFor({ age: 120, balance: 100_000_000, return: 15, years: 30 })).toEqual([])
  })

  test.each([
    ['age 72', { age: 72 }, 'rmd.age.range'],
    ['age 121', { age: 121 }, 'rmd.age.range'],
    ['a fractional age', { age: 75.5 }, 'rmd.age.integer'],
    ['a negative balance', { balance: -1 }, 'rmd.balance.min'],
    ['a balance over $100M', { balance: 100_000_000.01 }, 'rmd.balance.max'],
    ['a return over 15%', { return: 15.5 }, 'rmd.return.range'],
    ['no years', { years: 0 }, 'rmd.years.range'],
    ['31 years', { years: 31 }, 'rmd.years.range'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
  })
})

describe('parseRmdParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseRmdParams(new URLSearchParams())).toEqual({ values: { ...rmdDefaults }, errors: {} })
  })

  test('reads every query name', () => {
    expect(parseRmdParams(new URLSearchParams('age=80&balance=250000&return=4.5&years=7'))).toEqual({
      values: { age: 80, balance: 250_000, return: 4.5, years: 7 },
      errors: {},
    })
  })

  test('an unreadable value falls back to the default and says why', () => {
    const result = parseRmdParams(new URLSearchParams('balance=abc'))
    expect(result.values.balance).toBe(rmdDefaults.balance)
    expect(result.errors).toEqual({ balance: 'rmd.balance.number' })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseRmdParams,
      rmdQueryNames,
      (values) => rmdInputSchema.safeParse(values).success,
      rmdMessages,
    )
  })
})
