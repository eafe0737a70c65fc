import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import {
  homeEquityDefaults,
  homeEquityInputSchema,
  homeEquityQueryNames,
  parseHomeEquityParams,
} from './schema'
import { homeEquityMessages } from './texts'

describe('home equity parameters', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseHomeEquityParams(new URLSearchParams())).toEqual({
      values: { ...homeEquityDefaults },
      errors: {},
    })
  })

  test('reads every query name of the specification', () => {
    const params = new URLSearchParams('value=400000&balance=250000&cltv=80&wanted=50000&rate=8.25&years=15')
    expect(parseHomeEquityParams(params)).toEqual({
      values: { value: 400_000, balance: 250_000, cltv: 80, wanted: 50_000, rate: 8.25, years: 15 },
      errors: {},
    })
  })

  test('unreadable values fall back to the default and say why; out-of-range ones say why', () => {
    const result = parseHomeEquityParams(new URLSearchParams('value=x&cltv=40&years=2.5'))
    expect(result.values).toMatchObject({ value: homeEquityDefaults.value, cltv: 40, years: 2.5 })
    expect(result.errors).toEqual({
      value: 'homeEquity.value.number',
      cltv: 'homeEquity.cltv.range',
      years: 'homeEquity.years.integer',
    })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseHomeEquityParams,
      homeEquityQueryNames,
      (values) => homeEquityInputSchema.safeParse(values).success,
      homeEquityMessages,
    )
  })
})
