import type { Lang } from '~/calculators/branding'
import { z } from '~/lib/zod-mini'
import { leadText } from './lead-text'

export const LEAD_LIMITS = { name: 100, email: 254, phone: 40, preferredTime: 100, message: 2000 }

export type LeadInput = {
  name: string
  email: string
  phone: string
  preferredTime: string
  message: string
}

export type LeadValidation =
  { ok: true; value: LeadInput } | { ok: false; errors: Partial<Record<keyof LeadInput | 'consent', string>> }

// PostgreSQL text cannot hold NUL; control characters would also break the e-mail's header lines. A lone
// UTF-16 surrogate (JSON's "\ud800") cannot be stored as UTF-8: it becomes U+FFFD, as a browser's form would.
const clean = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(/(?![\n\t])\p{Cc}/gu, '')
        .replace(/\p{Cs}/gu, '\ufffd')
        .trim()
    : ''

/** The visitor's form, for the embed's action and the JSON API alike; messages in the calculator's language. */
export function validateLead(fields: Record<string, unknown>, lang: Lang): LeadValidation {
  const t = leadText[lang]
  const value: LeadInput = {
    name: clean(fields.name).replace(/\s+/g, ' '),
    email: clean(fields.email),
    phone: clean(fields.phone).replace(/\s+/g, ' '),
    preferredTime: clean(fields.preferredTime).replace(/\s+/g, ' '),
    message: clean(fields.message),
  }
  const errors: Partial<Record<keyof LeadInput | 'consent', string>> = {}
  for (const key of Object.keys(LEAD_LIMITS) as (keyof LeadInput)[])
    if (value[key].length > LEAD_LIMITS[key]) errors[key] = t.tooLong(LEAD_LIMITS[key])
  if (!value.name) errors.name = t.nameRequired
  if (!errors.email && !z.regexes.email.test(value.email)) errors.email = t.emailInvalid
  const consent = fields.consent
  if (consent !== 'on' && consent !== true && consent !== 'true') errors.consent = t.consentRequired
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value }
}
