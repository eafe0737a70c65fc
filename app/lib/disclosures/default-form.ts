import { LANGS } from '~/calculators/branding'
import { DISCLOSURE_SETS } from '~/calculators/kit/disclosure'
import { LEAD_SETTING_LIMITS } from '~/lib/leads/lead-settings'
import { LIMITS } from '~/lib/workspaces/revision-form'
import { z } from '~/lib/zod'
import { CONSENT_SET } from './default-texts'

/** One admin change of a default text: which text, and its new wording (a revision's own limits apply). */
export const DefaultChangeSchema = z
  .object({
    kind: z.enum(['disclosure', 'consent']),
    set: z.enum([...DISCLOSURE_SETS, CONSENT_SET]),
    lang: z.enum(LANGS),
    text: z.string().transform((value) => value.replace(/\r\n/g, '\n').trim()),
  })
  .superRefine(({ kind, set, text }, ctx) => {
    const max = kind === 'consent' ? LEAD_SETTING_LIMITS.consent : LIMITS.disclosure
    if ((kind === 'consent') !== (set === CONSENT_SET))
      ctx.addIssue({ code: 'custom', message: 'Unknown text.', path: ['set'] })
    if (!text) ctx.addIssue({ code: 'custom', message: 'Text is required.', path: ['text'] })
    else if (text.length > max)
      ctx.addIssue({
        code: 'custom',
        message: `Text must be at most ${max.toLocaleString('en-US')} characters.`,
        path: ['text'],
      })
  })
