import { FONT_IDS, LANGS } from '~/calculators/branding'
import type { DisplaySettings } from '~/db/workspace-schema'
import { LEAD_SETTING_LIMITS } from '~/lib/leads/lead-settings'
import { DEFAULT_CONSENT, DEFAULT_CTA } from '~/lib/leads/lead-text'
import { z } from '~/lib/zod'
import { checkBrandColour, colourMessage, type BrandColourRole } from './brand-contrast'
import { defaultInputMessages, editorInputs } from './editor-inputs'
import { LIMITS, parseOrigin, withinLimits, type RevisionInput } from './revision-form'

/*
 * The editor's form, as one zod schema: the page runs it as you type and before it submits, the server runs
 * it as the truth. Field names are the form's (`default.rate`, `lead.cta`); each message names its field.
 */
const typed = z.string().optional().default('')
const trimmed = (max: number, message: string) =>
  typed.transform((value) => value.trim()).pipe(z.string().max(max, message))
const checkbox = typed.transform((value) => value === 'on' || value === 'true')

const colour = (role: BrandColourRole) =>
  typed.transform((value, ctx) => {
    const check = checkBrandColour(role, value)
    if (check.ok) return check.hex
    ctx.addIssue({ code: 'custom', message: colourMessage(role, check)! })
    return z.NEVER
  })

const optionalNumber = (label: string) =>
  trimmed(LIMITS.param, `${label} must be at most ${LIMITS.param} characters.`).transform((value, ctx) => {
    if (!value) return undefined
    const number = Number(value)
    if (Number.isFinite(number)) return number
    ctx.addIssue({ code: 'custom', message: `${label} must be a number.` })
    return z.NEVER
  })

const lines = (value: string, separators: RegExp) =>
  value
    .split(separators)
    .map((line) => line.trim())
    .filter(Boolean)

const isEmail = (value: string) => value.length <= LEAD_SETTING_LIMITS.email && z.regexes.email.test(value)

export function revisionFormSchema(type: string) {
  const inputs = editorInputs(type)
  const shape: Record<string, z.ZodType> = {
    name: typed
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .min(1, 'Name is required.')
          .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters.`),
      ),
    color: colour('color'),
    accent: colour('accent'),
    font: z.enum(FONT_IDS, { error: 'Choose a font from the list.' }),
    lang: z.enum(LANGS, { error: 'Choose English or Spanish.' }),
    disclosure: typed
      .transform((value) => value.replace(/\r\n/g, '\n').trim())
      .pipe(
        z
          .string()
          .max(
            LIMITS.disclosure,
            `Disclosure must be at most ${LIMITS.disclosure.toLocaleString('en-US')} characters.`,
          ),
      ),
    allowedOrigins: typed.transform((value, ctx) => {
      const given = lines(value, /\s+/)
      const origins = given.map(parseOrigin)
      if (given.length > LIMITS.origins)
        ctx.addIssue({ code: 'custom', message: `List at most ${LIMITS.origins} sites.` })
      else if (origins.some((origin) => !origin))
        ctx.addIssue({
          code: 'custom',
          message: 'Allowed sites must be origins such as https://www.example.com, one per line.',
        })
      return [...new Set(origins.filter((origin): origin is string => Boolean(origin)))]
    }),
    'lead.enabled': checkbox,
    'lead.cta': typed
      .transform((value) => value.replace(/\s+/g, ' ').trim() || DEFAULT_CTA)
      .pipe(
        z
          .string()
          .max(
            LEAD_SETTING_LIMITS.cta,
            `Call to action must be at most ${LEAD_SETTING_LIMITS.cta} characters.`,
          ),
      ),
    'lead.consent': typed
      .transform((value) => value.replace(/\r\n/g, '\n').trim() || DEFAULT_CONSENT)
      .pipe(
        z
          .string()
          .max(
            LEAD_SETTING_LIMITS.consent,
            `Consent text must be at most ${LEAD_SETTING_LIMITS.consent} characters.`,
          ),
      ),
    'lead.recipients': typed.transform((value, ctx) => {
      const recipients = [...new Set(lines(value.toLowerCase(), /[\s,;]+/))]
      if (recipients.length > LEAD_SETTING_LIMITS.recipients)
        ctx.addIssue({
          code: 'custom',
          message: `List at most ${LEAD_SETTING_LIMITS.recipients} recipients.`,
        })
      else if (recipients.some((address) => !isEmail(address)))
        ctx.addIssue({ code: 'custom', message: 'Recipients must be e-mail addresses, one per line.' })
      return recipients
    }),
    'display.chart': checkbox,
    'display.schedule': checkbox,
  }
  for (const { param, label, numeric } of inputs) {
    shape[`default.${param}`] = trimmed(
      LIMITS.param,
      `Default ${label.toLowerCase()} must be at most ${LIMITS.param} characters.`,
    )
    if (numeric) {
      shape[`min.${param}`] = optionalNumber(`Minimum for ${label.toLowerCase()}`)
      shape[`max.${param}`] = optionalNumber(`Maximum for ${label.toLowerCase()}`)
    }
  }

  return z
    .object(shape)
    .superRefine((value, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      const defaults: Record<string, string> = {}
      for (const { param, label, numeric } of inputs) {
        const given = value[`default.${param}`] as string
        if (given) defaults[param] = given
        if (!numeric) continue
        const bounds = {
          min: value[`min.${param}`] as number | undefined,
          max: value[`max.${param}`] as number | undefined,
        }
        if (bounds.min !== undefined && bounds.max !== undefined && bounds.min > bounds.max)
          issue(`max.${param}`, `Maximum for ${label.toLowerCase()} must not be below its minimum.`)
        else if (given && Number.isFinite(Number(given)) && !withinLimits(Number(given), bounds))
          issue(`default.${param}`, `Default ${label.toLowerCase()} must lie within its minimum and maximum.`)
      }
      const messages = defaultInputMessages(type, defaults)
      if (messages.length > 0) issue('defaults', `Default inputs: ${messages.join(' ')}`)
      if (value['lead.enabled'] && (value['lead.recipients'] as string[]).length === 0)
        issue('lead.recipients', 'Recipients: give at least one e-mail address to receive the leads.')
    })
    .transform((value): RevisionInput => {
      const defaults: Record<string, string> = {}
      const limits: RevisionInput['limits'] = {}
      for (const { param, numeric } of inputs) {
        const given = value[`default.${param}`] as string
        if (given) defaults[param] = given
        if (!numeric) continue
        const min = value[`min.${param}`] as number | undefined
        const max = value[`max.${param}`] as number | undefined
        if (min !== undefined || max !== undefined)
          limits[param] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) }
      }
      const display: DisplaySettings = {
        chart: value['display.chart'] as boolean,
        schedule: value['display.schedule'] as boolean,
      }
      return {
        name: value.name as string,
        brand: {
          color: value.color as string,
          accent: value.accent as string,
          font: value.font as string,
          lang: value.lang as string,
        },
        defaults,
        limits,
        disclosure: value.disclosure as string,
        allowedOrigins: value.allowedOrigins as string[],
        lead: {
          enabled: value['lead.enabled'] as boolean,
          cta: value['lead.cta'] as string,
          recipients: value['lead.recipients'] as string[],
          consent: value['lead.consent'] as string,
        },
        display,
      }
    })
}

export type FormResult =
  | { ok: true; value: RevisionInput }
  | { ok: false; errors: Record<string, string>; fields: Record<string, string> }

/** The form's text fields, as typed (capped), so a refused save gives back everything. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value.slice(0, 2000)
  return fields
}

/** Runs the schema; on failure the first message of each field, in the form's order. */
export function parseRevisionFields(fields: Record<string, string>, type: string): FormResult {
  const parsed = revisionFormSchema(type).safeParse(fields)
  if (parsed.success) return { ok: true, value: parsed.data }
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return { ok: false, errors, fields }
}

export const parseRevisionForm = (form: FormData, type: string) => parseRevisionFields(formFields(form), type)
