import { FONT_IDS, LANGS } from '~/calculators/branding'
import type { DisplaySettings } from '~/db/workspace-schema'
import { LEAD_SETTING_LIMITS } from '~/lib/leads/lead-settings'
import { DEFAULT_CTA } from '~/lib/leads/lead-text'
import { z } from '~/lib/zod-mini'
import { checkBrandColour, colourMessage, type BrandColourRole } from './brand-contrast'
import { typeInfo } from '~/calculators/kit/type-info'
import { editorInputs, type EditorInput } from './editor-inputs'
import { LIMITS, parseOrigin, withinLimits, type RevisionInput } from './revision-form'

/*
 * The editor's form, as one zod schema: the page runs it as you type and before it submits, the server runs
 * it as the truth. Field names are the form's (`default.rate`, `lead.cta`); each message names its field.
 */
type Issue = { code: 'custom'; message: string; path?: string[]; input?: unknown }
type Ctx = { issues: Issue[] }
const fail = (ctx: Ctx, message: string, path?: string) =>
  ctx.issues.push({ code: 'custom', message, input: undefined, ...(path ? { path: [path] } : {}) })

const typed = z._default(z.optional(z.string()), '')
/** The typed text turned into a value; `check` pushes a message when it cannot be. */
const field = <T>(convert: (value: string, ctx: Ctx) => T) =>
  z.pipe(
    typed,
    z.transform((value: string, ctx) => convert(value, ctx as unknown as Ctx)),
  )
const text = (clean: (value: string) => string, max: number, message: string) =>
  field((value, ctx) => {
    const result = clean(value)
    if (result.length > max) fail(ctx, message)
    return result
  })
const trimmed = (max: number, message: string) => text((value) => value.trim(), max, message)
const checkbox = field((value) => value === 'on' || value === 'true')

const colour = (role: BrandColourRole) =>
  field((value, ctx) => {
    const check = checkBrandColour(role, value)
    if (!check.ok) fail(ctx, colourMessage(role, check)!)
    return check.ok ? check.hex : ''
  })

const optionalNumber = (label: string) =>
  field((raw, ctx) => {
    const value = raw.trim()
    if (!value) return undefined
    if (value.length > LIMITS.param)
      return void fail(ctx, `${label} must be at most ${LIMITS.param} characters.`)
    const number = Number(value)
    if (!Number.isFinite(number)) return void fail(ctx, `${label} must be a number.`)
    return number
  })

const oneOf = <T extends string>(options: readonly T[], message: string) =>
  field((value, ctx) => {
    if (!(options as readonly string[]).includes(value)) fail(ctx, message)
    return value as T
  })

const lines = (value: string, separators: RegExp) =>
  value
    .split(separators)
    .map((line) => line.trim())
    .filter(Boolean)

const isEmail = (value: string) => value.length <= LEAD_SETTING_LIMITS.email && z.regexes.email.test(value)

/**
 * `inputs` come from the loader (editorInputs); `validateDefaults` is the calculator's own schema, which only
 * the server loads: the page checks everything else as you type, the server the default inputs too.
 */
export function revisionFormSchema(
  inputs: readonly EditorInput[],
  validateDefaults: (defaults: URLSearchParams) => string[] = () => [],
  rateEntries: readonly string[] = [],
) {
  const shape: Record<string, z.ZodMiniType> = {
    name: field((raw, ctx) => {
      const value = raw.trim()
      if (!value) fail(ctx, 'Name is required.')
      else if (value.length > LIMITS.name) fail(ctx, `Name must be at most ${LIMITS.name} characters.`)
      return value
    }),
    'title.en': trimmed(LIMITS.title, `English title must be at most ${LIMITS.title} characters.`),
    'title.es': trimmed(LIMITS.title, `Spanish title must be at most ${LIMITS.title} characters.`),
    color: colour('color'),
    accent: colour('accent'),
    font: oneOf(FONT_IDS, 'Choose a font from the list.'),
    lang: oneOf(LANGS, 'Choose English or Spanish.'),
    disclosure: text(
      (value) => value.replace(/\r\n/g, '\n').trim(),
      LIMITS.disclosure,
      `Disclosure must be at most ${LIMITS.disclosure.toLocaleString('en-US')} characters.`,
    ),
    allowedOrigins: field((value, ctx) => {
      const given = lines(value, /\s+/)
      const origins = given.map(parseOrigin)
      if (given.length > LIMITS.origins) fail(ctx, `List at most ${LIMITS.origins} sites.`)
      else if (origins.some((origin) => !origin))
        fail(ctx, 'Allowed sites must be origins such as https://www.example.com, one per line.')
      return [...new Set(origins.filter((origin): origin is string => Boolean(origin)))]
    }),
    'lead.enabled': checkbox,
    'lead.cta': text(
      (value) => value.replace(/\s+/g, ' ').trim() || DEFAULT_CTA,
      LEAD_SETTING_LIMITS.cta,
      `Call to action must be at most ${LEAD_SETTING_LIMITS.cta} characters.`,
    ),
    'lead.consent': text(
      (value) => value.replace(/\r\n/g, '\n').trim(),
      LEAD_SETTING_LIMITS.consent,
      `Consent text must be at most ${LEAD_SETTING_LIMITS.consent} characters.`,
    ),
    'lead.recipients': field((value, ctx) => {
      const recipients = [...new Set(lines(value.toLowerCase(), /[\s,;]+/))]
      if (recipients.length > LEAD_SETTING_LIMITS.recipients)
        fail(ctx, `List at most ${LEAD_SETTING_LIMITS.recipients} recipients.`)
      else if (recipients.some((address) => !isEmail(address)))
        fail(ctx, 'Recipients must be e-mail addresses, one per line.')
      return recipients
    }),
    'display.chart': checkbox,
    'display.schedule': checkbox,
  }
  for (const { param, label, numeric, rate } of inputs) {
    if (rate)
      shape[`rateLink.${param}`] = field((value, ctx) => {
        if (value && !rateEntries.includes(value))
          fail(ctx, `Choose a rate of this workspace's rate sheet for ${label}.`)
        return value
      })
    shape[`default.${param}`] = trimmed(
      LIMITS.param,
      `Default for ${label} must be at most ${LIMITS.param} characters.`,
    )
    if (numeric) {
      shape[`min.${param}`] = optionalNumber(`Minimum for ${label}`)
      shape[`max.${param}`] = optionalNumber(`Maximum for ${label}`)
    }
  }

  return z.pipe(
    z.object(shape),
    z.transform((value: Record<string, unknown>, rawCtx): RevisionInput => {
      const ctx = rawCtx as unknown as Ctx
      const defaults: Record<string, string> = {}
      const limits: RevisionInput['limits'] = {}
      const rateLinks: RevisionInput['rateLinks'] = {}
      for (const { param, label, numeric, rate } of inputs) {
        const link = rate ? (value[`rateLink.${param}`] as string) : ''
        // A linked input has no number of its own: the rate sheet's rate in force is its default.
        const given = link ? '' : (value[`default.${param}`] as string)
        if (link) rateLinks[param] = link
        if (given) defaults[param] = given
        if (!numeric) continue
        const min = value[`min.${param}`] as number | undefined
        const max = value[`max.${param}`] as number | undefined
        if (min !== undefined && max !== undefined && min > max)
          fail(ctx, `Maximum for ${label} must not be below its minimum.`, `max.${param}`)
        else if (given && Number.isFinite(Number(given)) && !withinLimits(Number(given), { min, max }))
          fail(ctx, `Default for ${label} must lie within its minimum and maximum.`, `default.${param}`)
        if (min !== undefined || max !== undefined)
          limits[param] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) }
      }
      const messages = validateDefaults(new URLSearchParams(defaults))
      if (messages.length > 0) fail(ctx, `Default inputs: ${messages.join(' ')}`, 'defaults')
      const recipients = value['lead.recipients'] as string[]
      if (value['lead.enabled'] && recipients.length === 0)
        fail(ctx, 'Recipients: give at least one e-mail address to receive the leads.', 'lead.recipients')
      const display: DisplaySettings = {
        chart: value['display.chart'] as boolean,
        schedule: value['display.schedule'] as boolean,
      }
      return {
        name: value.name as string,
        titles: { en: value['title.en'] as string, es: value['title.es'] as string },
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
          recipients,
          consent: value['lead.consent'] as string,
        },
        display,
        rateLinks,
      }
    }),
  )
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
export function parseRevisionFields(
  fields: Record<string, string>,
  inputs: readonly EditorInput[],
  validateDefaults?: (defaults: URLSearchParams) => string[],
  rateEntries?: readonly string[],
): FormResult {
  const parsed = z.safeParse(revisionFormSchema(inputs, validateDefaults, rateEntries), fields)
  if (parsed.success) return { ok: true, value: parsed.data as RevisionInput }
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return { ok: false, errors, fields }
}

/** The server's check: the same schema, with the calculator's own validation of the default inputs. */
export async function parseRevisionForm(
  form: FormData,
  type: string,
  lang = 'en',
  rateEntries: readonly string[] = [],
): Promise<FormResult> {
  const [inputs, info] = await Promise.all([editorInputs(type, lang), typeInfo(type)])
  return parseRevisionFields(formFields(form), inputs, info.validate, rateEntries)
}
