import type { Lang } from '~/calculators/branding'
import { z } from '~/lib/zod-mini'
import { LEAD_CONTACT_FIELDS, type LeadContactKey, type LeadInput } from './lead-fields'
import { leadText } from './lead-text'

/*
 * The lead, once. The visitor's fields (their limits, how they are cleaned, their labels in the inbox, the
 * e-mail and the CSV, and which are links), the snapshot of the calculation, and the stored lead the outbox
 * and integrations carry: every other place derives from these schemas and from ./lead-fields (the field
 * table without zod, which the embed's form reads in the browser).
 */

// PostgreSQL text cannot hold NUL; control characters would also break the e-mail's header lines. A lone
// UTF-16 surrogate (JSON's "\ud800") cannot be stored as UTF-8: it becomes U+FFFD, as a browser's form would.
function clean(value: unknown, multiline: boolean) {
  if (typeof value !== 'string') return ''
  const text = value
    .replace(/(?![\n\t])\p{Cc}/gu, '')
    .replace(/\p{Cs}/gu, '\ufffd')
    .trim()
  return multiline ? text : text.replace(/\s+/g, ' ')
}

const contactField = (key: LeadContactKey, lang: Lang) => {
  const { max, multiline } = LEAD_CONTACT_FIELDS[key]
  const t = leadText[lang]
  const checks = [
    ...(key === 'name' ? [z.minLength(1, t.nameRequired)] : []),
    z.maxLength(max, t.tooLong(max)),
    ...(key === 'email' ? [z.regex(z.regexes.email, t.emailInvalid)] : []),
  ]
  return z.pipe(
    z.transform((value: unknown) => clean(value, multiline)),
    z.string().check(...checks),
  )
}

function buildLeadSubmissionSchema(lang: Lang) {
  const consentRequired = leadText[lang].consentRequired
  return z.object({
    name: contactField('name', lang),
    email: contactField('email', lang),
    phone: contactField('phone', lang),
    preferredTime: contactField('preferredTime', lang),
    message: contactField('message', lang),
    consent: z.union([z.literal('on'), z.literal(true), z.literal('true')], consentRequired),
  })
}

// Built once per language: building it, and zod compiling it at its first parse, cost a lead ~0.3 ms of the
// server's CPU when it was built for each one (a third of the lead's validation).
const submissionSchemas = new Map<Lang, ReturnType<typeof buildLeadSubmissionSchema>>()

/** What the visitor sends, cleaned and checked, with messages in the calculator's language. */
export function leadSubmissionSchema(lang: Lang) {
  let schema = submissionSchemas.get(lang)
  if (!schema) submissionSchemas.set(lang, (schema = buildLeadSubmissionSchema(lang)))
  return schema
}

export type { LeadInput }
export type LeadErrors = Partial<Record<LeadContactKey | 'consent', string>>
export type LeadValidation = { ok: true; value: LeadInput } | { ok: false; errors: LeadErrors }

/** The embed's form and the JSON API alike; the first message of each field. */
export function validateLead(fields: Record<string, unknown>, lang: Lang): LeadValidation {
  const parsed = leadSubmissionSchema(lang).safeParse(fields)
  if (parsed.success) {
    const { consent: _consent, ...value } = parsed.data
    return { ok: true, value }
  }
  const errors: LeadErrors = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof LeadErrors
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}

/** One input as the visitor saw it: its label in the calculator's language and its formatted value. */
export const labelledInputSchema = z.object({ name: z.string(), label: z.string(), value: z.string() })
export type LabelledInput = z.infer<typeof labelledInputSchema>

/** The calculator as the visitor saw it when they asked to be contacted. */
export const leadSnapshotSchema = z.object({
  type: z.string(),
  lang: z.string(),
  /** Machine-readable: query parameter → the value the calculation used. */
  inputs: z.record(z.string(), z.string()),
  results: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Added 2026-11; older leads have none and get them from the same function when shown. */
  labelledInputs: z.optional(z.array(labelledInputSchema)),
  /** Added with issue 24: the disclosure under the results and the consent line, word for word as shown. */
  disclosure: z.optional(z.string()),
  consent: z.optional(z.string()),
  /** Added with issue 36: the version of the engine that computed the results (/accuracy); older leads have none. */
  engineVersion: z.optional(z.number()),
})
export type LeadSnapshot = z.infer<typeof leadSnapshotSchema>

/** The texts a lead keeps as shown, under the headings of the lead e-mail and the CSV. */
export const SHOWN_TEXTS = [
  { key: 'disclosure', heading: 'Disclosure shown' },
  { key: 'consent', heading: 'Consent shown' },
] as const

const contactStrings = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  preferredTime: z.string(),
  message: z.string(),
})

/** A lead as the e-mail (outbox payload) and integrations carry it. */
export const leadRecordSchema = z.extend(contactStrings, {
  workspaceId: z.string(),
  /** The client's page the calculator was embedded in (no query string), or '' when unknown. */
  pageUrl: z.optional(z.string()),
  snapshot: leadSnapshotSchema,
})
export type LeadRecord = z.infer<typeof leadRecordSchema>

/**
 * The client's page a lead came from, as the embed loader reports it: an http(s) URL without query string,
 * fragment or credentials (they may carry a visitor's data), at most 500 characters; '' for anything else.
 */
export function cleanPageUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !URL.canParse(value)) return ''
  const url = new URL(value)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return ''
  url.search = ''
  url.hash = ''
  url.username = ''
  url.password = ''
  const text = url.toString()
  return text.length <= 500 ? text : ''
}
