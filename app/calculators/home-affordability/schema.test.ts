import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import { affordabilityMessages } from './texts'
import {
  affordabilityDefaults,
  affordabilityInputSchema,
  affordabilityQueryNames,
  parseAffordabilityParams,
  type AffordabilityInput,
} from './schema'

const valid: AffordabilityInput = { ...affordabilityDefaults }

function messagesFor(input: unknown): string[] {
  const result = affordabilityInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('affordabilityInputSchema', () => {
  test('the defaults use the issue’s 28/36 ratios', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(affordabilityDefaults).toMatchObject({ front: 28, back: 36 })
  })

  test.each([
    ['no income', { income: 0 }, 'affordability.income.min'],
    ['negative debts', { debts: -1 }, 'affordability.debts.min'],
    ['a negative down payment', { down: -1 }, 'affordability.down.min'],
    ['a negative rate', { apr: -1 }, 'affordability.rate.range'],
    ['a fractional term', { years: 15.5 }, 'affordability.years.integer'],
    ['a property tax over 10%', { taxRate: 11 }, 'affordability.tax.range'],
    ['insurance over $1M', { insurance: 1_000_001 }, 'affordability.insurance.max'],
    ['a zero front ratio', { front: 0 }, 'affordability.front.range'],
    ['a back ratio over 100%', { back: 101 }, 'affordability.back.range'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
  })
})

describe('parseAffordabilityParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseAffordabilityParams(new URLSearchParams())).toEqual({
      values: { ...affordabilityDefaults },
      errors: {},
    })
  })

  test('reads every query name', () => {
    const params = new URLSearchParams(
      'income=120000&debts=600&down=50000&rate=7&years=30&tax=1.2&insurance=1800&front=28&back=36',
    )
    expect(parseAffordabilityParams(params)).toEqual({
      values: {
        income: 120_000,
        debts: 600,
        down: 50_000,
        apr: 7,
        years: 30,
        taxRate: 1.2,
        insurance: 1_800,
        front: 28,
        back: 36,
      },
      errors: {},
    })
  })

  test('an unreadable value falls back to the default and says why', () => {
    const result = parseAffordabilityParams(new URLSearchParams('front=twenty-eight'))
    expect(result.values.front).toBe(28)
    expect(result.errors).toEqual({ front: 'affordability.front.number' })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseAffordabilityParams,
      affordabilityQueryNames,
      (values) => affordabilityInputSchema.safeParse(values).success,
      affordabilityMessages,
    )
  })
})
