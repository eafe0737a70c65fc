import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import {
  mortgagePayoffDefaults,
  mortgagePayoffInputSchema,
  mortgagePayoffQueryNames,
  parseMortgagePayoffParams,
} from './schema'
import { mortgagePayoffMessages } from './texts'

describe('mortgage payoff parameters', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseMortgagePayoffParams(new URLSearchParams())).toEqual({
      values: { ...mortgagePayoffDefaults },
      errors: {},
    })
  })

  test('reads every query name of the specification', () => {
    const params = new URLSearchParams(
      'balance=250000&rate=6.5&months=300&extra=200&extraYearly=1000&lump=5000&lumpMonth=12',
    )
    expect(parseMortgagePayoffParams(params)).toEqual({
      values: {
        balance: 250_000,
        rate: 6.5,
        months: 300,
        extra: 200,
        extraYearly: 1_000,
        lump: 5_000,
        lumpMonth: 12,
      },
      errors: {},
    })
  })

  test('unreadable values fall back to the default and say why; out-of-range ones say why', () => {
    const result = parseMortgagePayoffParams(new URLSearchParams('balance=?&rate=21&lumpMonth=0'))
    expect(result.values).toMatchObject({ balance: mortgagePayoffDefaults.balance, rate: 21, lumpMonth: 0 })
    expect(result.errors).toEqual({
      balance: 'mortgagePayoff.balance.number',
      rate: 'mortgagePayoff.rate.range',
      lumpMonth: 'mortgagePayoff.lumpMonth.range',
    })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseMortgagePayoffParams,
      mortgagePayoffQueryNames,
      (values) => mortgagePayoffInputSchema.safeParse(values).success,
      mortgagePayoffMessages,
    )
  })
})
