import { z } from '~/lib/zod-mini'
import type { FieldErrors } from '../messages'
import { readNumberParam } from '../money'
import { retirementMessages, type RetirementKey } from './texts'

export type ContributionMode = 'monthly' | 'percent'
export type ContributionTiming = 'start' | 'end'

/** Rates are percents (7 means 7%); money is in dollars. */
export interface RetirementInput {
  /** Whole years, 18–100. */
  currentAge: number
  /** Whole years, after currentAge, at most 100. */
  retirementAge: number
  currentSavings: number
  /** 'monthly': a fixed dollar amount each month; 'percent': a percent of the (growing) salary. */
  contributionMode: ContributionMode
  monthlyContribution: number
  contributionPercent: number
  /** Annual salary; used for percent contributions and to cap the employer match. */
  annualSalary: number
  /** Salary raise each year, percent. */
  salaryRaise: number
  /** Percent of the employee contribution the employer matches (50 = 50 cents per dollar). */
  employerMatch: number
  /** The match applies to contributions up to this percent of salary. */
  employerMatchCap: number
  returnBefore: number
  returnAfter: number
  inflation: number
  /** Whether contributions arrive at the start or the end of each month. */
  timing: ContributionTiming
  /** Planned monthly withdrawal in retirement, in dollars at retirement (not today's money). */
  monthlyWithdrawal: number
  /** How many years the savings should last, for the sustainable income. */
  yearsInRetirement: number
}

export type RetirementField = keyof RetirementInput

export const retirementDefaults = {
  currentAge: 35,
  retirementAge: 67,
  currentSavings: 50_000,
  contributionMode: 'monthly',
  monthlyContribution: 500,
  contributionPercent: 10,
  annualSalary: 75_000,
  salaryRaise: 0,
  employerMatch: 50,
  employerMatchCap: 6,
  returnBefore: 7,
  returnAfter: 5,
  inflation: 2.5,
  timing: 'end',
  monthlyWithdrawal: 4_000,
  yearsInRetirement: 30,
} as const satisfies RetirementInput

type NumericField = Exclude<RetirementField, 'contributionMode' | 'timing'>

/** Query-string names. The mode comes from `mode`, else 'percent' when only `percent` is given. */
export const retirementQueryNames = {
  currentAge: 'age',
  retirementAge: 'retireAge',
  currentSavings: 'savings',
  monthlyContribution: 'monthly',
  contributionPercent: 'percent',
  annualSalary: 'salary',
  salaryRaise: 'raise',
  employerMatch: 'match',
  employerMatchCap: 'matchCap',
  returnBefore: 'return',
  returnAfter: 'returnAfter',
  inflation: 'inflation',
  monthlyWithdrawal: 'withdrawal',
  yearsInRetirement: 'years',
  contributionMode: 'mode',
  timing: 'timing',
} as const satisfies Record<RetirementField, string>

function range(key: string, min: number, max: number) {
  return z
    .number({ error: `${key}.number` })
    .check(z.gte(min, { error: `${key}.range` }), z.lte(max, { error: `${key}.range` }))
}

function wholeRange(key: string, min: number, max: number) {
  return range(key, min, max).check(z.int({ error: `${key}.integer` }))
}

function amount(key: string, max: number) {
  return z
    .number({ error: `${key}.number` })
    .check(z.gte(0, { error: `${key}.nonnegative` }), z.lte(max, { error: `${key}.max` }))
}

export const retirementInputSchema = z
  .object({
    currentAge: wholeRange('retirement.age', 18, 100),
    retirementAge: wholeRange('retirement.retireAge', 18, 100),
    currentSavings: amount('retirement.savings', 1_000_000_000),
    contributionMode: z.enum(['monthly', 'percent'], { error: 'retirement.mode.invalid' }),
    monthlyContribution: amount('retirement.monthly', 1_000_000),
    contributionPercent: range('retirement.percent', 0, 100),
    annualSalary: amount('retirement.salary', 100_000_000),
    salaryRaise: range('retirement.raise', 0, 20),
    employerMatch: range('retirement.match', 0, 100),
    employerMatchCap: range('retirement.matchCap', 0, 100),
    returnBefore: range('retirement.return', -20, 30),
    returnAfter: range('retirement.returnAfter', -20, 30),
    inflation: range('retirement.inflation', -5, 20),
    timing: z.enum(['start', 'end'], { error: 'retirement.timing.invalid' }),
    monthlyWithdrawal: amount('retirement.withdrawal', 10_000_000),
    yearsInRetirement: wholeRange('retirement.years', 1, 60),
  })
  .check((ctx) => {
    const input = ctx.value
    // Only compare ages that are valid themselves, so one mistake yields one message.
    const agesValid = [input.currentAge, input.retirementAge].every(
      (age) => Number.isInteger(age) && age >= 18 && age <= 100,
    )
    if (agesValid && input.retirementAge <= input.currentAge) {
      const message = 'retirement.retireAge.afterAge'
      ctx.issues.push({ code: 'custom', message, input: input.retirementAge, path: ['retirementAge'] })
    }
    if (input.contributionMode === 'percent' && input.contributionPercent > 0 && input.annualSalary === 0) {
      const message = 'retirement.salary.requiredForPercent'
      ctx.issues.push({ code: 'custom', message, input: input.annualSalary, path: ['annualSalary'] })
    }
  }) satisfies z.ZodMiniType<RetirementInput>

export interface RetirementParamsResult {
  /** Always finite; unreadable or missing numbers fall back to the defaults. */
  values: RetirementInput
  /** Field → message key; empty when the values are valid. */
  errors: FieldErrors<RetirementField, RetirementKey>
}

const NUMBER_KEYS: Record<NumericField, RetirementKey> = {
  currentAge: 'retirement.age.number',
  retirementAge: 'retirement.retireAge.number',
  currentSavings: 'retirement.savings.number',
  monthlyContribution: 'retirement.monthly.number',
  contributionPercent: 'retirement.percent.number',
  annualSalary: 'retirement.salary.number',
  salaryRaise: 'retirement.raise.number',
  employerMatch: 'retirement.match.number',
  employerMatchCap: 'retirement.matchCap.number',
  returnBefore: 'retirement.return.number',
  returnAfter: 'retirement.returnAfter.number',
  inflation: 'retirement.inflation.number',
  monthlyWithdrawal: 'retirement.withdrawal.number',
  yearsInRetirement: 'retirement.years.number',
}

/** Reads retirement inputs from a query string (see retirementQueryNames); never throws. */
export function parseRetirementParams(searchParams: URLSearchParams): RetirementParamsResult {
  const errors: FieldErrors<RetirementField, RetirementKey> = {}
  const values: RetirementInput = { ...retirementDefaults }
  for (const field of Object.keys(NUMBER_KEYS) as NumericField[]) {
    const param = readNumberParam(searchParams, retirementQueryNames[field], retirementDefaults[field])
    if (param.invalid) errors[field] = NUMBER_KEYS[field]
    values[field] = param.value
  }
  const mode = searchParams.get(retirementQueryNames.contributionMode)?.trim().toLowerCase()
  if (mode === 'monthly' || mode === 'percent') values.contributionMode = mode
  else if (mode) errors.contributionMode = 'retirement.mode.invalid'
  else if (searchParams.has('percent') && !searchParams.has('monthly')) values.contributionMode = 'percent'
  const timing = searchParams.get(retirementQueryNames.timing)?.trim().toLowerCase()
  if (timing === 'start' || timing === 'end') values.timing = timing
  else if (timing) errors.timing = 'retirement.timing.invalid'
  const parsed = retirementInputSchema.safeParse(values)
  const schemaErrors = parsed.success
    ? {}
    : retirementMessages.issuesToErrors<RetirementField>(parsed.error.issues)
  return { values, errors: { ...schemaErrors, ...errors } }
}
