import { z } from '~/lib/zod'
import { PLAN_IDS } from './plans'

export const MAX_TRIAL_EXTENSION_DAYS = 90

/** /admin/billing's "Extend trial" form. */
export const ExtendTrialSchema = z.object({
  workspaceId: z.uuid({ error: 'Unknown account.' }),
  days: z.coerce
    .number({ error: 'Enter a number of days.' })
    .int('Enter whole days.')
    .min(1, 'Extend by at least 1 day.')
    .max(MAX_TRIAL_EXTENSION_DAYS, `Extend by at most ${MAX_TRIAL_EXTENSION_DAYS} days at a time.`),
})

/** /admin/billing's "Change plan" form: a calculator plan (the website plan has no limits to change). */
export const ChangePlanSchema = z.object({
  workspaceId: z.uuid({ error: 'Unknown account.' }),
  plan: z.enum(PLAN_IDS, { error: 'Choose a plan.' }),
})
