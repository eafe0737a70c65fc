import { z } from '~/lib/zod-mini'
import type { FieldErrors } from '../messages'
import { readNumberParam } from '../money'
import { loanMessages, type LoanKey } from './texts'

export interface LoanInput {
  /** Amount borrowed, in dollars (at least a cent, at most 100,000,000; rounded to the cent). */
  principal: number
  /** Annual percentage rate in percent: 6.5 means 6.5% (0 to 100). */
  apr: number
  /** Term in whole months (1 to 600). */
  months: number
  /** Extra principal paid with every monthly payment, in dollars (optional, 0 to principal). */
  extra?: number | undefined
  /** First payment date, yyyy-mm-dd (optional; defaults to the first day of the month after `today`). */
  firstPaymentDate?: string | undefined
}

export type LoanField = keyof LoanInput

export const LOAN_LIMITS = { maxPrincipal: 100_000_000, maxApr: 100, maxMonths: 600 } as const

export const loanDefaults = { principal: 25_000, apr: 6.5, months: 60, extra: 0 } as const satisfies LoanInput

/** Query-string parameter name for each input. */
export const loanQueryNames = {
  principal: 'principal',
  apr: 'rate',
  months: 'months',
  extra: 'extra',
  firstPaymentDate: 'start',
} as const satisfies Record<LoanField, string>

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written yyyy-mm-dd (rejects 2023-02-30). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const loanInputSchema = z
  .object({
    principal: z
      .number({ error: 'loan.principal.number' })
      .check(
        z.gte(0.01, { error: 'loan.principal.positive' }),
        z.lte(LOAN_LIMITS.maxPrincipal, { error: 'loan.principal.max' }),
      ),
    apr: z
      .number({ error: 'loan.rate.number' })
      .check(z.gte(0, { error: 'loan.rate.range' }), z.lte(LOAN_LIMITS.maxApr, { error: 'loan.rate.range' })),
    months: z
      .number({ error: 'loan.months.number' })
      .check(
        z.int({ error: 'loan.months.integer' }),
        z.gte(1, { error: 'loan.months.min' }),
        z.lte(LOAN_LIMITS.maxMonths, { error: 'loan.months.max' }),
      ),
    extra: z.optional(
      z.number({ error: 'loan.extra.number' }).check(z.gte(0, { error: 'loan.extra.nonnegative' })),
    ),
    firstPaymentDate: z.optional(
      z
        .string({ error: 'loan.firstPaymentDate.invalid' })
        .check(z.refine(isIsoDate, { error: 'loan.firstPaymentDate.invalid' })),
    ),
  })
  .check(
    z.refine((input) => (input.extra ?? 0) <= input.principal, {
      error: 'loan.extra.max',
      path: ['extra'],
      when: (payload) => loanNumbersOk(payload.value),
    }),
  ) satisfies z.ZodMiniType<LoanInput>

function loanNumbersOk(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const { principal, extra } = value as Record<string, unknown>
  return typeof principal === 'number' && principal > 0 && (extra === undefined || Number.isFinite(extra))
}

export interface LoanParamsResult {
  /** Always finite; unreadable or missing numbers fall back to the defaults. */
  values: LoanInput
  /** Field → message key; empty when the values are valid. */
  errors: FieldErrors<LoanField, LoanKey>
}

/** Reads loan inputs from a query string (principal, rate, months, extra, start); never throws. */
export function parseLoanParams(searchParams: URLSearchParams): LoanParamsResult {
  const notNumber: FieldErrors<LoanField, LoanKey> = {}
  const read = (field: 'principal' | 'apr' | 'months' | 'extra', key: LoanKey) => {
    const param = readNumberParam(searchParams, loanQueryNames[field], loanDefaults[field])
    if (param.invalid) notNumber[field] = key
    return param.value
  }
  const values: LoanInput = {
    principal: read('principal', 'loan.principal.number'),
    apr: read('apr', 'loan.rate.number'),
    months: read('months', 'loan.months.number'),
    extra: read('extra', 'loan.extra.number'),
  }
  const start = searchParams.get(loanQueryNames.firstPaymentDate)?.trim()
  if (start) values.firstPaymentDate = start
  const parsed = loanInputSchema.safeParse(values)
  const errors = parsed.success ? {} : loanMessages.issuesToErrors<LoanField>(parsed.error.issues)
  return { values, errors: { ...errors, ...notNumber } }
}
