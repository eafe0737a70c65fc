import { describe, expect, test } from 'vitest'
import { checkParamsNeverFail } from '../test-support'
import { savingsGoalMessages } from './texts'
import {
  parseSavingsGoalParams,
  savingsGoalDefaults,
  savingsGoalInputSchema,
  savingsGoalQueryNames,
  type SavingsGoalInput,
} from './schema'

const valid: SavingsGoalInput = { ...savingsGoalDefaults }

function messagesFor(input: unknown): string[] {
  const result = savingsGoalInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('savingsGoalInputSchema', () => {
  test('accepts sensible input, no savings and no deposit included', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(messagesFor({ ...valid, savings: 0, deposit: 0, apr: 0 })).toEqual([])
  })

  test.each([
    ['a zero goal', { goal: 0 }, 'savingsGoal.goal.min'],
    ['a goal over $100M', { goal: 100_000_001 }, 'savingsGoal.goal.max'],
    ['negative savings', { savings: -1 }, 'savingsGoal.savings.min'],
    ['a deposit over $1M', { deposit: 1_000_001 }, 'savingsGoal.deposit.max'],
    ['a rate over 50%', { apr: 51 }, 'savingsGoal.rate.range'],
    ['a zero target', { months: 0 }, 'savingsGoal.months.range'],
    ['a fractional target', { months: 6.5 }, 'savingsGoal.months.integer'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor({ ...valid, ...change })).toEqual([key])
  })
})

describe('parseSavingsGoalParams', () => {
  test('applies the defaults when parameters are missing', () => {
    expect(parseSavingsGoalParams(new URLSearchParams())).toEqual({
      values: { ...savingsGoalDefaults },
      errors: {},
    })
  })

  test('reads every query name', () => {
    const params = new URLSearchParams('goal=10000&savings=1000&deposit=250&rate=4&months=24')
    expect(parseSavingsGoalParams(params)).toEqual({
      values: { goal: 10_000, savings: 1_000, deposit: 250, apr: 4, months: 24 },
      errors: {},
    })
  })

  test('an unreadable value falls back to the default and says why', () => {
    const result = parseSavingsGoalParams(new URLSearchParams('goal=1e400'))
    expect(result.values.goal).toBe(savingsGoalDefaults.goal)
    expect(result.errors).toEqual({ goal: 'savingsGoal.goal.number' })
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    checkParamsNeverFail(
      parseSavingsGoalParams,
      savingsGoalQueryNames,
      (values) => savingsGoalInputSchema.safeParse(values).success,
      savingsGoalMessages,
    )
  })
})
