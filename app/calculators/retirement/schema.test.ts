import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { en } from './texts'
import {
  parseRetirementParams,
  retirementDefaults,
  retirementInputSchema,
  retirementQueryNames,
} from './schema'

function messagesFor(change: Record<string, unknown>): string[] {
  const result = retirementInputSchema.safeParse({ ...retirementDefaults, ...change })
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('retirementInputSchema', () => {
  test('accepts the defaults and the extremes', () => {
    expect(messagesFor({})).toEqual([])
    expect(messagesFor({ currentAge: 18, retirementAge: 100, returnBefore: -20, inflation: 20 })).toEqual([])
    expect(messagesFor({ contributionMode: 'percent', contributionPercent: 100, annualSalary: 1 })).toEqual(
      [],
    )
  })

  test.each([
    ['retirement at the current age', { currentAge: 67, retirementAge: 67 }, 'retirement.retireAge.afterAge'],
    [
      'retirement before the current age',
      { currentAge: 50, retirementAge: 40 },
      'retirement.retireAge.afterAge',
    ],
    ['a current age under 18', { currentAge: 17 }, 'retirement.age.range'],
    ['a current age over 100', { currentAge: 101, retirementAge: 100 }, 'retirement.age.range'],
    ['a fractional age', { currentAge: 35.5 }, 'retirement.age.integer'],
    ['a retirement age over 100', { retirementAge: 101 }, 'retirement.retireAge.range'],
    ['a missing retirement age', { retirementAge: undefined }, 'retirement.retireAge.number'],
    ['negative savings', { currentSavings: -1 }, 'retirement.savings.nonnegative'],
    ['a negative contribution', { monthlyContribution: -50 }, 'retirement.monthly.nonnegative'],
    ['a contribution percent over 100', { contributionPercent: 101 }, 'retirement.percent.range'],
    ['a negative salary', { annualSalary: -1 }, 'retirement.salary.nonnegative'],
    [
      'a percent contribution without a salary',
      { contributionMode: 'percent', annualSalary: 0 },
      'retirement.salary.requiredForPercent',
    ],
    ['a raise over 20%', { salaryRaise: 25 }, 'retirement.raise.range'],
    ['a match over 100%', { employerMatch: 150 }, 'retirement.match.range'],
    ['a negative match cap', { employerMatchCap: -1 }, 'retirement.matchCap.range'],
    ['a return over 30%', { returnBefore: 31 }, 'retirement.return.range'],
    ['a return after retirement below -20%', { returnAfter: -21 }, 'retirement.returnAfter.range'],
    ['inflation over 20%', { inflation: 21 }, 'retirement.inflation.range'],
    ['a negative withdrawal', { monthlyWithdrawal: -1 }, 'retirement.withdrawal.nonnegative'],
    ['zero years in retirement', { yearsInRetirement: 0 }, 'retirement.years.range'],
    ['an unknown timing', { timing: 'middle' }, 'retirement.timing.invalid'],
    ['an unknown mode', { contributionMode: 'weekly' }, 'retirement.mode.invalid'],
    ['NaN savings', { currentSavings: Number.NaN }, 'retirement.savings.number'],
  ])('rejects %s', (_name, change, key) => {
    expect(messagesFor(change)).toEqual([key])
    expect(en[key as keyof typeof en]).toBeTruthy()
  })
})

describe('parseRetirementParams', () => {
  test('applies the defaults from the issue when parameters are missing', () => {
    const { values, errors } = parseRetirementParams(new URLSearchParams())
    expect(errors).toEqual({})
    expect(values).toEqual(retirementDefaults)
    expect(values).toMatchObject({
      currentAge: 35,
      retirementAge: 67,
      currentSavings: 50_000,
      monthlyContribution: 500,
      annualSalary: 75_000,
      employerMatch: 50,
      employerMatchCap: 6,
      returnBefore: 7,
      returnAfter: 5,
      inflation: 2.5,
      monthlyWithdrawal: 4_000,
    })
  })

  test('reads every query name', () => {
    const query =
      'age=40&retireAge=65&savings=1,000&monthly=250&percent=8&mode=percent&salary=90000&raise=3&match=100' +
      '&matchCap=4&return=6&returnAfter=4&inflation=3&withdrawal=3500&years=25&timing=start'
    expect(parseRetirementParams(new URLSearchParams(query))).toEqual({
      values: {
        currentAge: 40,
        retirementAge: 65,
        currentSavings: 1_000,
        contributionMode: 'percent',
        monthlyContribution: 250,
        contributionPercent: 8,
        annualSalary: 90_000,
        salaryRaise: 3,
        employerMatch: 100,
        employerMatchCap: 4,
        returnBefore: 6,
        returnAfter: 4,
        inflation: 3,
        timing: 'start',
        monthlyWithdrawal: 3_500,
        yearsInRetirement: 25,
      },
      errors: {},
    })
    expect(Object.values(retirementQueryNames)).toHaveLength(16)
  })

  test('a percent alone switches to percent mode; monthly wins when both are given', () => {
    expect(parseRetirementParams(new URLSearchParams('percent=6')).values.contributionMode).toBe('percent')
    expect(parseRetirementParams(new URLSearchParams('percent=6&monthly=1')).values.contributionMode).toBe(
      'monthly',
    )
  })

  test('reports impossible values with keys', () => {
    const result = parseRetirementParams(
      new URLSearchParams('age=70&retireAge=60&savings=-1&timing=later&return=x'),
    )
    expect(result.errors).toEqual({
      retirementAge: 'retirement.retireAge.afterAge',
      currentSavings: 'retirement.savings.nonnegative',
      timing: 'retirement.timing.invalid',
      returnBefore: 'retirement.return.number',
    })
    expect(result.values.returnBefore).toBe(7)
  })

  test('never throws and never returns NaN or Infinity, whatever the query string', () => {
    const names = [...Object.values(retirementQueryNames)]
    const query = fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string(), fc.double().map(String)))
    fc.assert(
      fc.property(query, (entries) => {
        const { values, errors } = parseRetirementParams(new URLSearchParams(entries))
        for (const value of Object.values(values))
          if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true)
        if (!retirementInputSchema.safeParse(values).success)
          expect(Object.keys(errors).length).toBeGreaterThan(0)
        for (const key of Object.values(errors)) expect(en[key]).toBeTruthy()
      }),
      { numRuns: 1000 },
    )
  })
})
