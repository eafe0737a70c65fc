import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import { creditCardMessages } from './texts'
import {
  creditCardDefaults,
  creditCardInputSchema,
  creditCardQueryNames,
  parseCreditCardParams,
  type CreditCardInput,
} from './schema'

const valid: CreditCardInput = { ...creditCardDefaults }

function messagesFor(input: unknown): string[] {
  const result = creditCardInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('creditCardInputSchema', () => {
  test('the defaults include the issue’s minimum payment rule: 1% and a $25 floor', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(creditCardDefaults).toMatchObject({ minPercent: 1, minFloor: 25 })
  })

  test.each([
    ['a zero balance', { balance: 0 }, 'creditCard.balance.min'],
    ['a balance over $1M', { balance: 1_000_000.01 }, 'creditCard.balance.max'],
    ['an APR over 100%', { apr: 100.5 }, 'creditCard.apr.range'],
    ['a zero payment', { payment: 0 }, 'creditCard.payment.min'],
    ['a negative minimum percentage', { minPercent: -1 }, 'creditCard.minPercent.range'],
    ['a negative floor', { minFloor: -1 }, 'creditCard.minFloor.min'],
    ['a floor over $10,000', { minFloor: 10_001 }, 'creditCard.minFloor.max'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
  })
})

describe('parseCreditCardParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseCreditCardParams(new URLSearchParams())).toEqual({
      values: { ...creditCardDefaults },
      errors: {},
    })
  })

  test('reads every query name', () => {
    const params = new URLSearchParams('balance=3000&apr=19.99&payment=150&minPercent=2&minFloor=35')
    expect(parseCreditCardParams(params)).toEqual({
      values: { balance: 3_000, apr: 19.99, payment: 150, minPercent: 2, minFloor: 35 },
      errors: {},
    })
  })

  test('unreadable values fall back to the defaults and say why', () => {
    const result = parseCreditCardParams(new URLSearchParams('payment=&apr=high'))
    expect(result.values.apr).toBe(creditCardDefaults.apr)
    expect(result.values.payment).toBe(creditCardDefaults.payment)
    expect(result.errors).toEqual({ apr: 'creditCard.apr.number' })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseCreditCardParams,
      creditCardQueryNames,
      (values) => creditCardInputSchema.safeParse(values).success,
      creditCardMessages,
    )
  })
})
