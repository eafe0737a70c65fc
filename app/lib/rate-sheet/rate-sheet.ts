import { isCalendarDay as isDay } from '~/lib/calendar-day'
import { z } from '~/lib/zod-mini'

/*
 * The rate sheet's rules, shared by the Rates page (as you type) and the server (the truth), and the one place
 * that says which approved version is in force on a day (docs/decisions/0038-rate-sheet.md). Browser-safe:
 * no database here.
 */

export const RATE_SHEET_LIMITS = { product: 80, entries: 200 } as const

/** Days are UTC calendar days (yyyy-mm-dd), like the published embed's cache (decision 0032). */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10)

export function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** '6.125' or '6.125%' → '6.125'; a percent from 0 to 100 with at most four decimals, kept as typed. */
export function normaliseRate(value: string): string | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(value.trim().replace(/\s*%$/, ''))
  if (!match) return undefined
  const whole = String(Number(match[1]))
  const decimals = match[2]?.replace(/0+$/, '') ?? ''
  const rate = decimals ? `${whole}.${decimals}` : whole
  return Number(rate) <= 100 ? rate : undefined
}

type Issue = { code: 'custom'; message: string; input: unknown; path?: string[] }

/** The propose form: one schema for the page and the server; each message names its field. */
export const rateEntrySchema = z.pipe(
  z.object({
    product: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Product name is required.'),
        z.maxLength(
          RATE_SHEET_LIMITS.product,
          `Product name must be at most ${RATE_SHEET_LIMITS.product} characters.`,
        ),
      ),
    rate: z.string().check(
      z.trim(),
      z.minLength(1, 'Rate is required.'),
      z.refine((value) => !value || normaliseRate(value) !== undefined, {
        message: 'Rate must be a percent from 0 to 100 with at most four decimals, e.g. 6.125.',
      }),
    ),
    effectiveOn: z.string().check(
      z.trim(),
      z.minLength(1, 'Effective date is required.'),
      z.refine((value) => !value || isDay(value), { message: 'Effective date must be a date (yyyy-mm-dd).' }),
    ),
    expiresOn: z.string().check(
      z.trim(),
      z.refine((value) => !value || isDay(value), { message: 'Expiry date must be a date (yyyy-mm-dd).' }),
    ),
  }),
  z.transform((value, ctx) => {
    if (value.expiresOn && isDay(value.effectiveOn) && value.expiresOn <= value.effectiveOn)
      (ctx.issues as Issue[]).push({
        code: 'custom',
        message: 'Expiry date must be after the effective date.',
        input: value.expiresOn,
        path: ['expiresOn'],
      })
    return {
      product: value.product,
      rate: normaliseRate(value.rate) ?? value.rate,
      effectiveOn: value.effectiveOn,
      expiresOn: value.expiresOn || null,
    }
  }),
)

export type RateEntryInput = z.output<typeof rateEntrySchema>
export type RateEntryField = 'product' | 'rate' | 'effectiveOn' | 'expiresOn'
export type RateEntryErrors = Partial<Record<RateEntryField | 'form', string>>

export function parseRateEntryForm(
  form: FormData,
): { ok: true; value: RateEntryInput } | { ok: false; errors: RateEntryErrors } {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, 200) : ''
  }
  const parsed = z.safeParse(rateEntrySchema, {
    product: text('product'),
    rate: text('rate'),
    effectiveOn: text('effectiveOn'),
    expiresOn: text('expiresOn'),
  })
  if (parsed.success) return { ok: true, value: parsed.data }
  const errors: RateEntryErrors = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form') as keyof RateEntryErrors
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}

/** What a published calculator may read of an approved version. */
export type ApprovedRate = {
  id: string
  entryId: string
  number: number
  rate: string
  effectiveOn: string
  expiresOn: string | null
}

/**
 * The version of one entry in force on `day`: of its approved versions already effective, the newest; none
 * when that one has expired (`expiresOn` is the first day it is no longer shown) — an older approved version
 * never comes back after a newer one took effect.
 */
export function inForce<T extends ApprovedRate>(approved: readonly T[], day: string): T | undefined {
  let current: T | undefined
  for (const version of approved)
    if (version.effectiveOn <= day && (!current || version.number > current.number)) current = version
  return current && (current.expiresOn === null || day < current.expiresOn) ? current : undefined
}

export type ResolvedRates = {
  /** The revision's defaults with every linked rate input set: the rate in force, or '' (empty field). */
  defaults: Record<string, string>
  /** Linked inputs showing a rate-sheet rate → the day it took effect ("Rate as of …"). */
  asOf: Record<string, string>
}

/** A revision's defaults for `day`: linked inputs take the rate in force, or start empty once it is not. */
export function resolveRateDefaults(
  defaults: Readonly<Record<string, string>>,
  links: Readonly<Record<string, string>>,
  approved: readonly ApprovedRate[],
  day: string,
): ResolvedRates {
  const resolved = { ...defaults }
  const asOf: Record<string, string> = {}
  for (const [param, entryId] of Object.entries(links)) {
    const version = inForce(
      approved.filter((candidate) => candidate.entryId === entryId),
      day,
    )
    resolved[param] = version?.rate ?? ''
    if (version) asOf[param] = version.effectiveOn
  }
  return { defaults: resolved, asOf }
}

/** "Rate as of <date>" in the calculator's language; the date written out, never the browser's locale. */
const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
} as const

export function formatDay(day: string, lang: 'en' | 'es' = 'en') {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const name = MONTHS[lang][month - 1]
  return lang === 'es' ? `${date} de ${name} de ${year}` : `${name} ${date}, ${year}`
}

export function rateAsOf(day: string, lang: string) {
  return lang === 'es' ? `Tasa vigente al ${formatDay(day, 'es')}` : `Rate as of ${formatDay(day, 'en')}`
}

/** The help line of a rate input whose rate-sheet rate is no longer in force: the field starts empty. */
export function rateToType(lang: string) {
  return lang === 'es' ? 'Escriba una tasa para ver sus resultados.' : 'Enter a rate to see your results.'
}

/** The rate inputs of a calculator: percent fields named `rate`, `apr` or `…Rate` (not a tax, return or fee). */
export const isRateParam = (param: string, kind: string | undefined) =>
  kind === 'percent' && /^(rate|apr|[a-z]+Rate)$/.test(param)
