import { z } from '~/lib/zod-mini'
import type { FieldErrors } from '../messages'
import { readNumberParam } from '../money'
import { cdMessages, type CdKey } from './texts'

export const COMPOUNDING_OPTIONS = ['daily', 'monthly', 'quarterly', 'semiannually', 'annually'] as const
export type Compounding = (typeof COMPOUNDING_OPTIONS)[number]

/** Compounding periods per year (daily uses a 365-day year). */
export const PERIODS_PER_YEAR: Record<Compounding, number> = {
  daily: 365,
  monthly: 12,
  quarterly: 4,
  semiannually: 2,
  annually: 1,
}

export type CdTermUnit = 'months' | 'days'

export interface CdInput {
  /** Opening deposit in dollars (at least a cent, at most 100,000,000; rounded to the cent). */
  deposit: number
  /** Annual interest rate in percent: 4.5 means 4.5% (0 to 100). */
  apr: number
  /** Term length in `termUnit` (whole number: 1–120 months or 1–3,650 days). */
  term: number
  termUnit: CdTermUnit
  compounding: Compounding
}

export type CdField = keyof CdInput

export const CD_LIMITS = { maxDeposit: 100_000_000, maxApr: 100, maxMonths: 120, maxDays: 3650 } as const

export const cdDefaults = {
  deposit: 10_000,
  apr: 4.5,
  term: 12,
  termUnit: 'months',
  compounding: 'monthly',
} as const satisfies CdInput

/** Query-string names; the term is read from `days` when present, otherwise from `months`. */
export const cdQueryNames = {
  deposit: 'deposit',
  apr: 'rate',
  months: 'months',
  days: 'days',
  compounding: 'compounding',
} as const

export const cdInputSchema = z
  .object({
    deposit: z
      .number({ error: 'cd.deposit.number' })
      .check(
        z.gte(0.01, { error: 'cd.deposit.positive' }),
        z.lte(CD_LIMITS.maxDeposit, { error: 'cd.deposit.max' }),
      ),
    apr: z
      .number({ error: 'cd.rate.number' })
      .check(z.gte(0, { error: 'cd.rate.range' }), z.lte(CD_LIMITS.maxApr, { error: 'cd.rate.range' })),
    term: z
      .number({ error: 'cd.term.number' })
      .check(z.int({ error: 'cd.term.integer' }), z.gte(1, { error: 'cd.term.min' })),
    termUnit: z.enum(['months', 'days'], { error: 'cd.termUnit.invalid' }),
    compounding: z.enum(COMPOUNDING_OPTIONS, { error: 'cd.compounding.invalid' }),
  })
  .check((ctx) => {
    const { term, termUnit } = ctx.value
    const max = termUnit === 'days' ? CD_LIMITS.maxDays : CD_LIMITS.maxMonths
    if (term > max) {
      const message = termUnit === 'days' ? 'cd.days.max' : 'cd.months.max'
      ctx.issues.push({ code: 'custom', message, input: term, path: ['term'] })
    }
  }) satisfies z.ZodMiniType<CdInput>

export interface CdParamsResult {
  /** Always finite; unreadable or missing numbers fall back to the defaults. */
  values: CdInput
  /** Field → message key; empty when the values are valid. */
  errors: FieldErrors<CdField, CdKey>
}

function isCompounding(value: string): value is Compounding {
  return (COMPOUNDING_OPTIONS as readonly string[]).includes(value)
}

/** Reads CD inputs from a query string (deposit, rate, months or days, compounding); never throws. */
export function parseCdParams(searchParams: URLSearchParams): CdParamsResult {
  const errors: FieldErrors<CdField, CdKey> = {}
  const read = (name: string, fallback: number, field: CdField, key: CdKey) => {
    const param = readNumberParam(searchParams, name, fallback)
    if (param.invalid) errors[field] = key
    return param.value
  }
  const termUnit: CdTermUnit = searchParams.get(cdQueryNames.days)?.trim() ? 'days' : 'months'
  const compoundingText = searchParams.get(cdQueryNames.compounding)?.trim().toLowerCase()
  const values: CdInput = {
    deposit: read(cdQueryNames.deposit, cdDefaults.deposit, 'deposit', 'cd.deposit.number'),
    apr: read(cdQueryNames.apr, cdDefaults.apr, 'apr', 'cd.rate.number'),
    term: read(cdQueryNames[termUnit], termUnit === 'days' ? 365 : cdDefaults.term, 'term', 'cd.term.number'),
    termUnit,
    compounding: cdDefaults.compounding,
  }
  if (compoundingText) {
    if (isCompounding(compoundingText)) values.compounding = compoundingText
    else errors.compounding = 'cd.compounding.invalid'
  }
  const parsed = cdInputSchema.safeParse(values)
  const schemaErrors = parsed.success ? {} : cdMessages.issuesToErrors<CdField>(parsed.error.issues)
  return { values, errors: { ...schemaErrors, ...errors } }
}
