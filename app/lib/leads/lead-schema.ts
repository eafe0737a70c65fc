import type { Lang } from '~/calculators/branding'
import { z } from '~/lib/zod-mini'
import {
  CUSTOM_FIELD_LIMITS,
  customFieldName,
  DEFAULT_LEAD_FIELDS,
  LEAD_CONTACT_FIELDS,
  LEAD_CONTACT_KEYS,
  postedOption,
  type CustomAnswer,
  type LeadContactKey,
  type LeadFieldSetting,
  type LeadInput,
} from './lead-fields'
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

const customAnswerSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.string(), z.boolean()]),
})

const ticked = (value: unknown) => value === 'on' || value === true || value === 'true'

const textField = (
  lang: Lang,
  max: number,
  required: boolean,
  multiline: boolean,
  checks: z.core.$ZodCheck<string>[] = [],
) =>
  z.pipe(
    z.transform((value: unknown) => clean(value, multiline)),
    z
      .string()
      .check(
        ...(required ? [z.minLength(1, leadText[lang].fieldRequired)] : []),
        z.maxLength(max, leadText[lang].tooLong(max)),
        ...checks,
      ),
  )

/** The visitor's e-mail address, cleaned and checked: a lead's, and the address "E-mail my results" sends to. */
export const leadEmailField = (lang: Lang) =>
  textField(lang, LEAD_CONTACT_FIELDS.email.max, false, false, [
    z.regex(z.regexes.email, leadText[lang].emailInvalid),
  ])

function buildLeadSubmissionSchema(lang: Lang, setting: LeadFieldSetting) {
  const t = leadText[lang]
  const text = (max: number, required: boolean, multiline: boolean, checks?: z.core.$ZodCheck<string>[]) =>
    textField(lang, max, required, multiline, checks)
  const shape: Record<string, z.ZodMiniType> = {}
  for (const key of LEAD_CONTACT_KEYS) {
    const { max, multiline } = LEAD_CONTACT_FIELDS[key]
    const { shown, required } = setting.standard[key]
    // A hidden field keeps nothing a client might post into it.
    if (!shown) shape[key] = z.transform(() => '')
    else if (key === 'email') shape[key] = leadEmailField(lang)
    else if (key === 'name' && required)
      shape[key] = text(max, false, false, [z.minLength(1, t.nameRequired)])
    else shape[key] = text(max, required, multiline)
  }
  for (const field of setting.custom) {
    const name = customFieldName(field.key)
    if (field.kind === 'checkbox')
      shape[name] = z.pipe(z.transform(ticked), field.required ? z.literal(true, t.boxRequired) : z.boolean())
    else if (field.kind === 'choice') {
      // Posted by number (the form's <option value="3">); stored as the option's English label.
      const option = (posted: string) => postedOption(field.options, posted)?.en
      shape[name] = z.pipe(
        z.transform((value: unknown) => clean(value, false)),
        z.pipe(
          z
            .string()
            .check(
              z.refine(
                (posted) => (posted === '' ? !field.required : option(posted) !== undefined),
                t.choiceRequired,
              ),
            ),
          z.transform((posted) => option(posted) ?? ''),
        ),
      )
    } else shape[name] = text(CUSTOM_FIELD_LIMITS.answer, field.required, false)
  }
  shape.consent = z.union([z.literal('on'), z.literal(true), z.literal('true')], t.consentRequired)
  return z.object(shape)
}

// Built once per language and setting: building it, and zod compiling it at its first parse, cost a lead
// ~0.3 ms of the server's CPU when it was built for each one (a third of the lead's validation).
const submissionSchemas = new Map<string, ReturnType<typeof buildLeadSubmissionSchema>>()

/** What the visitor sends, cleaned and checked, with messages in the calculator's language. */
export function leadSubmissionSchema(lang: Lang, setting: LeadFieldSetting = DEFAULT_LEAD_FIELDS) {
  const cacheKey = `${lang}:${JSON.stringify(setting)}`
  let schema = submissionSchemas.get(cacheKey)
  if (!schema) {
    if (submissionSchemas.size >= 1000) submissionSchemas.clear()
    submissionSchemas.set(cacheKey, (schema = buildLeadSubmissionSchema(lang, setting)))
  }
  return schema
}

export type { LeadInput }
/** A field's first message: by its form name (`email`, `custom.<key>`, `consent`). */
export type LeadErrors = Record<string, string>
export type LeadValidation =
  { ok: true; value: LeadInput; custom: CustomAnswer[] } | { ok: false; errors: LeadErrors }

/**
 * The form's fields as posted (`custom.<key>`, a choice by its option's number), or a JSON lead's custom
 * answers as an object under `custom` (`{"custom": {"purpose": "Refinance"}}`, a choice by its English label):
 * both read the same.
 */
function flatFields(fields: Record<string, unknown>, setting: LeadFieldSetting) {
  const nested = fields.custom
  const flat: Record<string, unknown> = { ...fields }
  if (typeof nested === 'object' && nested !== null && !Array.isArray(nested))
    for (const field of setting.custom)
      flat[customFieldName(field.key)] ??= jsonAnswer(field, (nested as Record<string, unknown>)[field.key])
  return flat
}

/** A JSON lead names a choice by its English label (README); the form posts its number (postedOption). */
function jsonAnswer(field: LeadFieldSetting['custom'][number], value: unknown) {
  if (field.kind !== 'choice' || typeof value !== 'string') return value
  const label = clean(value, false)
  if (label === '') return ''
  const index = field.options.findIndex((option) => option.en === label)
  return index === -1 ? 'unknown' : String(index)
}

/** The embed's form and the JSON API alike, for the workspace's fields; the first message of each field. */
export function validateLead(
  fields: Record<string, unknown>,
  lang: Lang,
  setting: LeadFieldSetting = DEFAULT_LEAD_FIELDS,
): LeadValidation {
  const parsed = leadSubmissionSchema(lang, setting).safeParse(flatFields(fields, setting))
  if (parsed.success) {
    const data = parsed.data as Record<string, unknown>
    const value = Object.fromEntries(LEAD_CONTACT_KEYS.map((key) => [key, data[key] as string])) as LeadInput
    const custom = setting.custom.map((field) => ({
      key: field.key,
      label: field.label.en,
      value: data[customFieldName(field.key)] as string | boolean,
    }))
    return { ok: true, value, custom }
  }
  const errors: LeadErrors = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0])
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

const contactStrings = z.object(
  Object.fromEntries(LEAD_CONTACT_KEYS.map((key) => [key, z.string()])) as Record<
    LeadContactKey,
    z.ZodMiniString<string>
  >,
)

/** A lead as the e-mail (outbox payload) and integrations carry it. */
export const leadRecordSchema = z.extend(contactStrings, {
  workspaceId: z.string(),
  /** The client's page the calculator was embedded in (no query string), or '' when unknown. */
  pageUrl: z.optional(z.string()),
  /** Added with issue 33: the answers to the workspace's own fields; older leads have none. */
  customFields: z.optional(z.array(customAnswerSchema)),
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
