import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import { aprDefaults, aprInputSchema, aprQueryNames, parseAprParams } from './schema'
import { aprMessages } from './texts'

describe('APR parameters', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseAprParams(new URLSearchParams())).toEqual({ values: { ...aprDefaults }, errors: {} })
  })

  test('reads every query name of the specification', () => {
    const params = new URLSearchParams('amount=300,000&rate=6.5&months=360&fees=$4,500&points=1')
    expect(parseAprParams(params)).toEqual({
      values: { amount: 300_000, rate: 6.5, months: 360, fees: 4_500, points: 1 },
      errors: {},
    })
  })

  test('unreadable values fall back to the default and say why; out-of-range ones say why', () => {
    const result = parseAprParams(new URLSearchParams('amount=lots&months=481&points=11&rate=6.5.1'))
    expect(result.values).toMatchObject({ amount: aprDefaults.amount, months: 481, points: 11 })
    expect(result.errors).toEqual({
      amount: 'apr.amount.number',
      months: 'apr.months.range',
      points: 'apr.points.range',
      rate: 'apr.rate.number',
    })
  })

  test('fees plus points of at least the amount are refused on the fees field', () => {
    expect(parseAprParams(new URLSearchParams('amount=10000&fees=9900&points=1')).errors).toEqual({
      fees: 'apr.fees.belowAmount',
    })
    expect(parseAprParams(new URLSearchParams('amount=10000&fees=9899.99&points=1')).errors).toEqual({})
    expect(aprMessages.en['apr.fees.belowAmount']).toBe('Fees and points must be less than the loan amount.')
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseAprParams,
      aprQueryNames,
      (values) => aprInputSchema.safeParse(values).success,
      aprMessages,
    )
  })
})
