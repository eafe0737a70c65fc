import type { LeadSettings } from '~/db/workspace-schema'
import { z } from '~/lib/zod'
import { DEFAULT_CONSENT, DEFAULT_CTA } from './lead-text'

export const LEAD_SETTING_LIMITS = { cta: 80, consent: 500, recipients: 10, email: 254 }

const isEmail = (value: string) => value.length <= LEAD_SETTING_LIMITS.email && z.regexes.email.test(value)

/** The lead section of the revision editor; on failure each message names its field. */
export function parseLeadSettings(text: (name: string) => string): {
  value: LeadSettings
  errors: Record<string, string>
} {
  const errors: Record<string, string> = {}
  const enabled = text('lead.enabled') === 'on'
  const cta = text('lead.cta').replace(/\s+/g, ' ').trim() || DEFAULT_CTA
  const consent = text('lead.consent').replace(/\r\n/g, '\n').trim() || DEFAULT_CONSENT
  const recipients = [
    ...new Set(
      text('lead.recipients')
        .split(/[\s,;]+/)
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    ),
  ]
  if (cta.length > LEAD_SETTING_LIMITS.cta)
    errors['lead.cta'] = `Call to action must be at most ${LEAD_SETTING_LIMITS.cta} characters.`
  if (consent.length > LEAD_SETTING_LIMITS.consent)
    errors['lead.consent'] = `Consent text must be at most ${LEAD_SETTING_LIMITS.consent} characters.`
  if (recipients.length > LEAD_SETTING_LIMITS.recipients)
    errors['lead.recipients'] = `List at most ${LEAD_SETTING_LIMITS.recipients} recipients.`
  else if (recipients.some((address) => !isEmail(address)))
    errors['lead.recipients'] = 'Recipients must be e-mail addresses, one per line.'
  else if (enabled && recipients.length === 0)
    errors['lead.recipients'] = 'Recipients: give at least one e-mail address to receive the leads.'
  return { value: { enabled, cta, recipients, consent }, errors }
}
