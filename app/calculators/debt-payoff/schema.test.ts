import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import {
  debtPayoffDefaults,
  debtPayoffInputSchema,
  debtPayoffQueryNames,
  parseDebtPayoffParams,
} from './schema'
import { debtPayoffMessages } from './texts'

describe('debt payoff parameters', () => {
  test('applies the defaults (three debts) when parameters are missing', () => {
    expect(parseDebtPayoffParams(new URLSearchParams())).toEqual({
      values: { ...debtPayoffDefaults },
      errors: {},
    })
  })

  test('the query names are budget and b1, r1, m1 … b5, r5, m5', () => {
    expect(Object.values(debtPayoffQueryNames)).toEqual([
      'budget',
      ...[1, 2, 3, 4, 5].flatMap((slot) => [`b${slot}`, `r${slot}`, `m${slot}`]),
    ])
  })

  test('unreadable values fall back to the default and say why; out-of-range ones say why', () => {
    const result = parseDebtPayoffParams(new URLSearchParams('budget=abc&b1=-5&r2=60'))
    expect(result.values).toMatchObject({ budget: debtPayoffDefaults.budget, b1: -5, r2: 60 })
    expect(result.errors).toEqual({
      budget: 'debtPayoff.budget.number',
      b1: 'debtPayoff.b1.min',
      r2: 'debtPayoff.r2.range',
    })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseDebtPayoffParams,
      debtPayoffQueryNames,
      (values) => debtPayoffInputSchema.safeParse(values).success,
      debtPayoffMessages,
    )
  })
})
