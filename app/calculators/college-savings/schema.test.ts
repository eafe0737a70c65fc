import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import {
  collegeSavingsDefaults,
  collegeSavingsInputSchema,
  collegeSavingsQueryNames,
  parseCollegeSavingsParams,
  type CollegeSavingsInput,
} from './schema'
import { collegeSavingsMessages } from './texts'

const valid: CollegeSavingsInput = { ...collegeSavingsDefaults }

function messagesFor(input: unknown): string[] {
  const result = collegeSavingsInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('collegeSavingsInputSchema', () => {
  test('accepts sensible input and the limits', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(
      messagesFor({ ...valid, age: 0, startAge: 1, cost: 0, savings: 0, monthly: 0, return: 0 }),
    ).toEqual([])
    expect(
      messagesFor({ ...valid, age: 17, startAge: 25, inflation: 15, years: 8, return: 15, monthly: 50_000 }),
    ).toEqual([])
  })

  test.each([
    ['an age over 17', { age: 18 }, 'collegeSavings.age.range'],
    ['a fractional age', { age: 5.5 }, 'collegeSavings.age.integer'],
    ['a start age over 25', { startAge: 26 }, 'collegeSavings.startAge.range'],
    ['a start age equal to the age', { age: 10, startAge: 10 }, 'collegeSavings.startAge.afterAge'],
    ['a start age below the age', { age: 12, startAge: 11 }, 'collegeSavings.startAge.afterAge'],
    ['a negative cost', { cost: -1 }, 'collegeSavings.cost.min'],
    ['a cost over $200,000', { cost: 200_000.01 }, 'collegeSavings.cost.max'],
    ['inflation over 15%', { inflation: 15.1 }, 'collegeSavings.inflation.range'],
    ['nine years of college', { years: 9 }, 'collegeSavings.years.range'],
    ['savings over $5M', { savings: 5_000_001 }, 'collegeSavings.savings.max'],
    ['a negative contribution', { monthly: -1 }, 'collegeSavings.monthly.min'],
    ['a return over 15%', { return: 16 }, 'collegeSavings.return.range'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
  })
})

describe('parseCollegeSavingsParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseCollegeSavingsParams(new URLSearchParams())).toEqual({
      values: { ...collegeSavingsDefaults },
      errors: {},
    })
  })

  test('reads every query name', () => {
    const params = new URLSearchParams(
      'age=3&startAge=19&cost=30000&inflation=4.5&years=5&savings=2000&monthly=150&return=7',
    )
    expect(parseCollegeSavingsParams(params)).toEqual({
      values: {
        age: 3,
        startAge: 19,
        cost: 30_000,
        inflation: 4.5,
        years: 5,
        savings: 2_000,
        monthly: 150,
        return: 7,
      },
      errors: {},
    })
  })

  test('an unreadable value falls back to the default and says why', () => {
    const result = parseCollegeSavingsParams(new URLSearchParams('cost=lots'))
    expect(result.values.cost).toBe(collegeSavingsDefaults.cost)
    expect(result.errors).toEqual({ cost: 'collegeSavings.cost.number' })
  })

  test('a start age not after the age is reported on the start age', () => {
    const result = parseCollegeSavingsParams(new URLSearchParams('age=12&startAge=12'))
    expect(result.errors).toEqual({ startAge: 'collegeSavings.startAge.afterAge' })
    expect(collegeSavingsMessages.translate('collegeSavings.startAge.afterAge')).toBe(
      "College start age must be greater than the child's age.",
    )
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseCollegeSavingsParams,
      collegeSavingsQueryNames,
      (values) => collegeSavingsInputSchema.safeParse(values).success,
      collegeSavingsMessages,
    )
  })
})
