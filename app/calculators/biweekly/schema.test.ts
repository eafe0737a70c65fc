import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import { biweeklyDefaults, biweeklyInputSchema, biweeklyQueryNames, parseBiweeklyParams } from './schema'
import { biweeklyMessages } from './texts'

describe('biweekly parameters', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseBiweeklyParams(new URLSearchParams())).toEqual({
      values: { ...biweeklyDefaults },
      errors: {},
    })
  })

  test('reads every query name of the specification', () => {
    expect(parseBiweeklyParams(new URLSearchParams('amount=250,000&rate=7&years=15'))).toEqual({
      values: { amount: 250_000, rate: 7, years: 15 },
      errors: {},
    })
  })

  test('unreadable values fall back to the default and say why; out-of-range ones say why', () => {
    const result = parseBiweeklyParams(new URLSearchParams('amount=10&rate=x&years=41'))
    expect(result.values).toMatchObject({ amount: 10, rate: biweeklyDefaults.rate, years: 41 })
    expect(result.errors).toEqual({
      amount: 'biweekly.amount.min',
      rate: 'biweekly.rate.number',
      years: 'biweekly.years.range',
    })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseBiweeklyParams,
      biweeklyQueryNames,
      (values) => biweeklyInputSchema.safeParse(values).success,
      biweeklyMessages,
    )
  })
})
