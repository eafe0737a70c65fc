import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import { autoLoanMessages } from './texts'
import {
  autoLoanDefaults,
  autoLoanInputSchema,
  autoLoanQueryNames,
  parseAutoLoanParams,
  type AutoLoanInput,
} from './schema'

const valid: AutoLoanInput = { ...autoLoanDefaults }

function messagesFor(input: unknown): string[] {
  const result = autoLoanInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('autoLoanInputSchema', () => {
  test('accepts sensible input, negative equity included', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(messagesFor({ ...valid, tradeIn: 8_000, tradeOwed: 12_000, salesTax: 0, fees: 0 })).toEqual([])
  })

  test.each([
    ['a zero price', { price: 0 }, 'autoLoan.price.min'],
    ['a price over $10M', { price: 10_000_000.01 }, 'autoLoan.price.max'],
    ['a negative down payment', { down: -1 }, 'autoLoan.down.min'],
    ['nothing left to finance', { down: 35_000, fees: 0, salesTax: 0 }, 'autoLoan.down.nothingToFinance'],
    ['a trade-in worth more than the car', { tradeIn: 35_000.01 }, 'autoLoan.tradeIn.abovePrice'],
    ['a negative amount owed', { tradeOwed: -1 }, 'autoLoan.tradeOwed.min'],
    ['a sales tax over 20%', { salesTax: 21 }, 'autoLoan.salesTax.range'],
    ['negative fees', { fees: -1 }, 'autoLoan.fees.min'],
    ['a rate over 100%', { apr: 101 }, 'autoLoan.rate.range'],
    ['a term over 120 months', { months: 121 }, 'autoLoan.months.range'],
    ['a fractional term', { months: 36.5 }, 'autoLoan.months.integer'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
  })

  test('cross-field rules wait until every amount is valid', () => {
    expect(messagesFor({ ...valid, price: -1, tradeIn: 5 })).toEqual(['autoLoan.price.min'])
  })
})

describe('parseAutoLoanParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseAutoLoanParams(new URLSearchParams())).toEqual({
      values: { ...autoLoanDefaults },
      errors: {},
    })
  })

  test('reads every query name', () => {
    const params = new URLSearchParams(
      'price=25000&down=2000&tradeIn=5000&tradeOwed=0&salesTax=5&fees=300&rate=5.9&months=48',
    )
    expect(parseAutoLoanParams(params)).toEqual({
      values: {
        price: 25_000,
        down: 2_000,
        tradeIn: 5_000,
        tradeOwed: 0,
        salesTax: 5,
        fees: 300,
        apr: 5.9,
        months: 48,
      },
      errors: {},
    })
  })

  test('an unreadable value falls back to the default and says why', () => {
    const result = parseAutoLoanParams(new URLSearchParams('salesTax=six'))
    expect(result.values.salesTax).toBe(autoLoanDefaults.salesTax)
    expect(result.errors).toEqual({ salesTax: 'autoLoan.salesTax.number' })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseAutoLoanParams,
      autoLoanQueryNames,
      (values) => autoLoanInputSchema.safeParse(values).success,
      autoLoanMessages,
    )
  })
})
