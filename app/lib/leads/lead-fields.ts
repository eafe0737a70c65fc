/*
 * The visitor's contact fields of a lead: their limits, their labels in the inbox, the e-mail and the CSV,
 * and which are links. The lead's zod schemas (./lead-schema.ts) are built from this table; it holds no zod
 * so that the embed's form reads the limits without loading a schema.
 */

/** The visitor's contact fields, in the order every view lists them. */
export const LEAD_CONTACT_FIELDS = {
  name: { max: 100, label: 'Name', multiline: false, link: undefined },
  email: { max: 254, label: 'E-mail', multiline: false, link: 'mailto:' },
  phone: { max: 40, label: 'Phone', multiline: false, link: 'tel:' },
  preferredTime: { max: 100, label: 'Preferred time', multiline: false, link: undefined },
  message: { max: 2000, label: 'Message', multiline: true, link: undefined },
} as const

export type LeadContactKey = keyof typeof LEAD_CONTACT_FIELDS
export const LEAD_CONTACT_KEYS = Object.keys(LEAD_CONTACT_FIELDS) as LeadContactKey[]
export const LEAD_LIMITS = Object.fromEntries(
  LEAD_CONTACT_KEYS.map((key) => [key, LEAD_CONTACT_FIELDS[key].max]),
) as Record<LeadContactKey, number>

export type LeadInput = Record<LeadContactKey, string>

/** The contact fields a refused form shows again (the embed's no-script answer). */
export function echoedFields(fields: Record<string, string>): LeadInput {
  return Object.fromEntries(LEAD_CONTACT_KEYS.map((key) => [key, fields[key] ?? ''])) as LeadInput
}
