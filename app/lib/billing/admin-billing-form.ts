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
