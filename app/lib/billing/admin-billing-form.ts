import { z } from '~/lib/zod-mini'
import { MAX_TRIAL_EXTENSION_DAYS, PLAN_IDS } from './plans'

const workspaceId = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Unknown account.'))

/** /admin/billing's "Extend trial" form (zod/mini: the page loads this module). */
export const ExtendTrialSchema = z.object({
  workspaceId,
  days: z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,6}$/, 'Enter a whole number of days.')),
      z.transform((value: string) => Number(value)),
    ),
    z
      .number()
      .check(
        z.gte(1, 'Extend by at least 1 day.'),
        z.lte(MAX_TRIAL_EXTENSION_DAYS, `Extend by at most ${MAX_TRIAL_EXTENSION_DAYS} days at a time.`),
      ),
  ),
})

/** /admin/billing's "Change plan" form: a calculator plan (the website plan has no limits to change). */
export const ChangePlanSchema = z.object({
  workspaceId,
  plan: z.enum(PLAN_IDS, { error: 'Choose a plan.' }),
})

/** The highest sales-tax rate the vendor may set (percent): above every US state and local rate combined. */
export const MAX_TAX_RATE = 15

/**
 * /admin/billing's "Sales tax" form: a percentage from 0 to 15 with at most three decimals (the column is
 * numeric(6,3)), kept as text without a trailing "%" or zeros after the point, so decimal.js reads it exactly.
 * "7.25" and "7.250 %" are one rate.
 */
export const SetTaxRateSchema = z.object({
  workspaceId,
  rate: z.pipe(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.regex(
            /^\d{1,2}(\.\d{0,3})?\s*%?$/,
            'Enter a rate in percent, such as 7.25, with at most 3 decimals.',
          ),
        ),
      z.transform((value: string) => canonicalRate(value)),
    ),
    z
      .string()
      .check(
        z.refine((rate) => Number(rate) <= MAX_TAX_RATE, `A sales-tax rate is at most ${MAX_TAX_RATE} %.`),
      ),
  ),
})

/** "7.250 %" → "7.25", "08" → "8", "0.000" → "0": the rate as it is stored and printed. */
export function canonicalRate(value: string): string {
  const number = value.replace(/\s*%$/, '').trim()
  const [whole, fraction = ''] = number.split('.')
  const kept = fraction.replace(/0+$/, '')
  return `${String(Number(whole))}${kept ? `.${kept}` : ''}`
}
