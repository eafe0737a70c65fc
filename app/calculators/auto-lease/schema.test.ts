import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import {
  autoLeaseDefaults,
  autoLeaseInputSchema,
  autoLeaseQueryNames,
  parseAutoLeaseParams,
  type AutoLeaseInput,
} from './schema'
import { autoLeaseMessages } from './texts'

const valid: AutoLeaseInput = { ...autoLeaseDefaults }

function messagesFor(input: unknown): string[] {
  const result = autoLeaseInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('autoLeaseInputSchema', () => {
  test('accepts sensible input, a money factor and the limits', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(messagesFor({ ...valid, mf: 0.0025 })).toEqual([])
    expect(messagesFor({ ...valid, apr: 0, tax: 0, acqFee: 0, months: 12 })).toEqual([])
    expect(messagesFor({ ...valid, apr: 24, tax: 15, acqFee: 5_000, months: 84, mf: 0.01 })).toEqual([])
  })

  test.each([
    ['an MSRP under $1,000', { msrp: 999 }, 'autoLease.msrp.min'],
    ['a price over $500,000', { price: 500_001 }, 'autoLease.price.max'],
    ['a negative down payment', { down: -1 }, 'autoLease.down.min'],
    ['a negative trade-in', { tradeIn: -1 }, 'autoLease.tradeIn.min'],
    ['a residual of 0%', { residual: 0 }, 'autoLease.residual.range'],
    ['a rate over 24%', { apr: 25 }, 'autoLease.apr.range'],
    ['a money factor over 0.01', { mf: 0.011 }, 'autoLease.mf.range'],
    ['a term of 11 months', { months: 11 }, 'autoLease.months.range'],
    ['a fractional term', { months: 36.5 }, 'autoLease.months.integer'],
    ['tax over 15%', { tax: 16 }, 'autoLease.tax.range'],
    ['a fee over $5,000', { acqFee: 5_001 }, 'autoLease.acqFee.max'],
    ['a cap cost below the residual', { down: 10_000, tradeIn: 5_195.01 }, 'autoLease.down.belowResidual'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
  })

  test('the message for a cap cost below the residual is the spec’s', () => {
    expect(autoLeaseMessages.translate('autoLease.down.belowResidual')).toBe(
      'The down payment and trade-in bring the capitalized cost below the residual value. Lower them.',
    )
  })
})

describe('parseAutoLeaseParams', () => {
  test('applies the defaults when parameters are missing: no money factor', () => {
    expect(parseAutoLeaseParams(new URLSearchParams())).toEqual({
      values: { ...autoLeaseDefaults },
      errors: {},
    })
    expect(parseAutoLeaseParams(new URLSearchParams('mf=')).values).not.toHaveProperty('mf')
  })

  test('reads every query name, the money factor included', () => {
    const params = new URLSearchParams(
      'msrp=30000&price=29000&down=1000&tradeIn=500&residual=55&apr=3&mf=0.0021&months=24&tax=6&acqFee=650',
    )
    expect(parseAutoLeaseParams(params)).toEqual({
      values: {
        msrp: 30_000,
        price: 29_000,
        down: 1_000,
        tradeIn: 500,
        residual: 55,
        apr: 3,
        mf: 0.0021,
        months: 24,
        tax: 6,
        acqFee: 650,
      },
      errors: {},
    })
  })

  test('an unusable money factor falls back to the rate and says why', () => {
    const notNumber = parseAutoLeaseParams(new URLSearchParams('mf=low'))
    expect(notNumber.values).not.toHaveProperty('mf')
    expect(notNumber.errors).toEqual({ mf: 'autoLease.mf.number' })
    const tooHigh = parseAutoLeaseParams(new URLSearchParams('mf=0.2'))
    expect(tooHigh.values).not.toHaveProperty('mf')
    expect(tooHigh.errors).toEqual({ mf: 'autoLease.mf.range' })
  })

  test('an unreadable value falls back to the default and says why', () => {
    const result = parseAutoLeaseParams(new URLSearchParams('price=cheap'))
    expect(result.values.price).toBe(autoLeaseDefaults.price)
    expect(result.errors).toEqual({ price: 'autoLease.price.number' })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      (params) => {
        const { values, errors } = parseAutoLeaseParams(params)
        return { values: { ...values }, errors }
      },
      autoLeaseQueryNames,
      (values) => autoLeaseInputSchema.safeParse(values).success,
      autoLeaseMessages,
    )
  })
})
