import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import {
  mortgagePointsDefaults,
  mortgagePointsInputSchema,
  mortgagePointsQueryNames,
  parseMortgagePointsParams,
  type MortgagePointsInput,
} from './schema'
import { mortgagePointsMessages } from './texts'

const valid: MortgagePointsInput = { ...mortgagePointsDefaults }

function messagesFor(input: unknown): string[] {
  const result = mortgagePointsInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('mortgagePointsInputSchema', () => {
  test('accepts sensible input and the limits', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(
      messagesFor({ ...valid, amount: 1_000, months: 12, rate: 0, pointsRate: 0, points: 0, pointCost: 0 }),
    ).toEqual([])
    expect(
      messagesFor({
        ...valid,
        amount: 10_000_000,
        months: 480,
        rate: 20,
        points: 10,
        pointCost: 5,
        holdYears: 40,
      }),
    ).toEqual([])
  })

  test.each([
    ['an amount under $1,000', { amount: 999.99 }, 'mortgagePoints.amount.min'],
    ['a term over 480 months', { months: 481 }, 'mortgagePoints.months.range'],
    ['a fractional term', { months: 360.5 }, 'mortgagePoints.months.integer'],
    ['a rate over 20%', { rate: 21 }, 'mortgagePoints.rate.range'],
    ['a negative rate with points', { pointsRate: -1 }, 'mortgagePoints.pointsRate.range'],
    ['11 points', { points: 11 }, 'mortgagePoints.points.range'],
    ['a point over 5%', { pointCost: 5.5 }, 'mortgagePoints.pointCost.range'],
    ['no years of holding', { holdYears: 0 }, 'mortgagePoints.holdYears.range'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
  })
})

describe('parseMortgagePointsParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseMortgagePointsParams(new URLSearchParams())).toEqual({
      values: { ...mortgagePointsDefaults },
      errors: {},
    })
  })

  test('reads every query name', () => {
    const params = new URLSearchParams(
      'amount=300000&months=180&rate=6.5&pointsRate=6&points=2&pointCost=1.25&holdYears=10',
    )
    expect(parseMortgagePointsParams(params)).toEqual({
      values: {
        amount: 300_000,
        months: 180,
        rate: 6.5,
        pointsRate: 6,
        points: 2,
        pointCost: 1.25,
        holdYears: 10,
      },
      errors: {},
    })
  })

  test('an unreadable value falls back to the default and says why', () => {
    const result = parseMortgagePointsParams(new URLSearchParams('points=two'))
    expect(result.values.points).toBe(mortgagePointsDefaults.points)
    expect(result.errors).toEqual({ points: 'mortgagePoints.points.number' })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseMortgagePointsParams,
      mortgagePointsQueryNames,
      (values) => mortgagePointsInputSchema.safeParse(values).success,
      mortgagePointsMessages,
    )
  })
})
