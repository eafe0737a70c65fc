import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import { mortgageMessages } from './texts'
import {
  mortgageDefaults,
  mortgageInputSchema,
  mortgageQueryNames,
  parseMortgageParams,
  type MortgageInput,
} from './schema'

const valid: MortgageInput = { ...mortgageDefaults }

function messagesFor(input: unknown): string[] {
  const result = mortgageInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('mortgageInputSchema', () => {
  test('accepts sensible input and the limits', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(messagesFor({ ...valid, down: 0, apr: 0, pmiRate: 0, taxRate: 0, insurance: 0 })).toEqual([])
    expect(
      messagesFor({ ...valid, price: 100_000_000, years: 50, apr: 100, taxRate: 10, pmiRate: 5 }),
    ).toEqual([])
  })

  test.each([
    ['a zero price', { price: 0 }, 'mortgage.price.min'],
    ['a huge price', { price: 100_000_000.01 }, 'mortgage.price.max'],
    ['NaN', { price: Number.NaN }, 'mortgage.price.number'],
    ['a negative down payment', { down: -1 }, 'mortgage.down.min'],
    ['a down payment of the whole price', { down: 400_000 }, 'mortgage.down.belowPrice'],
    ['a negative rate', { apr: -0.1 }, 'mortgage.rate.range'],
    ['a fractional term', { years: 29.5 }, 'mortgage.years.integer'],
    ['a zero term', { years: 0 }, 'mortgage.years.range'],
    ['a property tax over 10%', { taxRate: 10.5 }, 'mortgage.tax.range'],
    ['negative insurance', { insurance: -5 }, 'mortgage.insurance.min'],
    ['PMI over 5%', { pmiRate: 6 }, 'mortgage.pmi.range'],
    ['negative HOA dues', { hoa: -1 }, 'mortgage.hoa.min'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
    expect(mortgageMessages.en[key as keyof typeof mortgageMessages.en]).toBeTruthy()
  })

  test('a down payment is not compared with an invalid price', () => {
    expect(messagesFor({ ...valid, price: -5, down: 10 })).toEqual(['mortgage.price.min'])
  })
})

describe('parseMortgageParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseMortgageParams(new URLSearchParams())).toEqual({
      values: { ...mortgageDefaults },
      errors: {},
    })
  })

  test('reads every query name, accepting thousands separators', () => {
    const params = new URLSearchParams(
      'price=300,000&down=$30,000&rate=7&years=30&tax=1.25&insurance=1200&pmi=0.6&hoa=50',
    )
    expect(parseMortgageParams(params)).toEqual({
      values: {
        price: 300_000,
        down: 30_000,
        apr: 7,
        years: 30,
        taxRate: 1.25,
        insurance: 1_200,
        pmiRate: 0.6,
        hoa: 50,
      },
      errors: {},
    })
  })

  test('unreadable values fall back to the default and say why; out-of-range ones say why', () => {
    const result = parseMortgageParams(new URLSearchParams('price=a lot&years=100&down=-3'))
    expect(result.values).toMatchObject({ price: mortgageDefaults.price, years: 100, down: -3 })
    expect(result.errors).toEqual({
      price: 'mortgage.price.number',
      years: 'mortgage.years.range',
      down: 'mortgage.down.min',
    })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseMortgageParams,
      mortgageQueryNames,
      (values) => mortgageInputSchema.safeParse(values).success,
      mortgageMessages,
    )
  })
})
