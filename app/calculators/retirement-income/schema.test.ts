import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import {
  parseRetirementIncomeParams,
  retirementIncomeDefaults,
  retirementIncomeInputSchema,
  retirementIncomeQueryNames,
  type RetirementIncomeInput,
} from './schema'
import { retirementIncomeMessages } from './texts'

const valid: RetirementIncomeInput = { ...retirementIncomeDefaults }

function messagesFor(input: unknown): string[] {
  const result = retirementIncomeInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('retirementIncomeInputSchema', () => {
  test('accepts sensible input and the limits', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(messagesFor({ savings: 1_000, withdrawal: 1, return: 0, increase: 0, years: 1 })).toEqual([])
    expect(
      messagesFor({ savings: 100_000_000, withdrawal: 1_000_000, return: 15, increase: 10, years: 60 }),
    ).toEqual([])
  })

  test.each([
    ['savings under $1,000', { savings: 999.99 }, 'retirementIncome.savings.min'],
    ['savings over $100M', { savings: 100_000_001 }, 'retirementIncome.savings.max'],
    ['a withdrawal under $1', { withdrawal: 0.5 }, 'retirementIncome.withdrawal.min'],
    ['a return over 15%', { return: 16 }, 'retirementIncome.return.range'],
    ['an increase over 10%', { increase: 10.5 }, 'retirementIncome.increase.range'],
    ['61 years', { years: 61 }, 'retirementIncome.years.range'],
    ['a fractional number of years', { years: 20.5 }, 'retirementIncome.years.integer'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
  })
})

describe('parseRetirementIncomeParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseRetirementIncomeParams(new URLSearchParams())).toEqual({
      values: { ...retirementIncomeDefaults },
      errors: {},
    })
  })

  test('reads every query name', () => {
    const params = new URLSearchParams('savings=500000&withdrawal=2500&return=4&increase=2&years=25')
    expect(parseRetirementIncomeParams(params)).toEqual({
      values: { savings: 500_000, withdrawal: 2_500, return: 4, increase: 2, years: 25 },
      errors: {},
    })
  })

  test('an unreadable value falls back to the default and says why', () => {
    const result = parseRetirementIncomeParams(new URLSearchParams('withdrawal=plenty'))
    expect(result.values.withdrawal).toBe(retirementIncomeDefaults.withdrawal)
    expect(result.errors).toEqual({ withdrawal: 'retirementIncome.withdrawal.number' })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseRetirementIncomeParams,
      retirementIncomeQueryNames,
      (values) => retirementIncomeInputSchema.safeParse(values).success,
      retirementIncomeMessages,
    )
  })
})
