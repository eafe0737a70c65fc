import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import { refinanceMessages } from './texts'
import {
  parseRefinanceParams,
  refinanceDefaults,
  refinanceInputSchema,
  refinanceQueryNames,
  type RefinanceInput,
} from './schema'

const valid: RefinanceInput = { ...refinanceDefaults }

function messagesFor(input: unknown): string[] {
  const result = refinanceInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('refinanceInputSchema', () => {
  test('accepts sensible input, costs paid or rolled in', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(messagesFor({ ...valid, rollCosts: 1, costs: 0 })).toEqual([])
  })

  test.each([
    ['a zero balance', { balance: 0 }, 'refinance.balance.min'],
    ['a negative rate', { apr: -1 }, 'refinance.rate.range'],
    ['no months left', { months: 0 }, 'refinance.months.range'],
    ['a fractional number of months', { months: 12.5 }, 'refinance.months.integer'],
    ['a new rate over 100%', { newApr: 101 }, 'refinance.newRate.range'],
    ['a new term over 600 months', { newMonths: 601 }, 'refinance.newMonths.range'],
    ['negative costs', { costs: -1 }, 'refinance.costs.min'],
    ['rollCosts of 2', { rollCosts: 2 }, 'refinance.rollCosts.range'],
    ['rollCosts of 0.5', { rollCosts: 0.5 }, 'refinance.rollCosts.integer'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
  })
})

describe('parseRefinanceParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseRefinanceParams(new URLSearchParams())).toEqual({
      values: { ...refinanceDefaults },
      errors: {},
    })
  })

  test('reads every query name', () => {
    const params = new URLSearchParams(
      'balance=200000&rate=6.5&months=300&newRate=5.5&newMonths=360&costs=4000&rollCosts=1',
    )
    expect(parseRefinanceParams(params)).toEqual({
      values: {
        balance: 200_000,
        apr: 6.5,
        months: 300,
        newApr: 5.5,
        newMonths: 360,
        costs: 4_000,
        rollCosts: 1,
      },
      errors: {},
    })
  })

  test('an unreadable rollCosts falls back to paying the costs and says why', () => {
    const result = parseRefinanceParams(new URLSearchParams('rollCosts=yes'))
    expect(result.values.rollCosts).toBe(0)
    expect(result.errors).toEqual({ rollCosts: 'refinance.rollCosts.number' })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseRefinanceParams,
      refinanceQueryNames,
      (values) => refinanceInputSchema.safeParse(values).success,
      refinanceMessages,
    )
  })
})
