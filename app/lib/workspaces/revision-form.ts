import {
  FONT_IDS,
  LANGS,
  contrastRatio,
  DARK_TEXT,
  normalizeHex,
  WHITE,
  MIN_CONTRAST,
} from '~/calculators/branding'
import type { LeadSettings, Limits, StoredBrand } from '~/db/workspace-schema'
import { parseLeadSettings } from '~/lib/leads/lead-settings'
import { typeInfo } from '~/calculators/kit/type-info'

export const LIMITS = { name: 100, workspaceName: 100, disclosure: 1000, origins: 20, param: 40, email: 254 }

export type RevisionInput = {
  name: string
  brand: StoredBrand
  defaults: Record<string, string>
  limits: Limits
  disclosure: string
  allowedOrigins: string[]
  lead: LeadSettings
}

export type FormResult =
  | { ok: true; value: RevisionInput }
  | { ok: false; errors: Record<string, string>; fields: Record<string, string> }

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** An origin as a browser sends it: scheme, host and optional port, nothing else. */
export function parseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    if (url.origin === 'null' || `${url.origin}/` !== url.href.replace(/\/$/, '/')) return undefined
    // The origin goes into a CSP header: only plain host names (letters, digits, dots, hyphens) or IPv6.
    if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)) return undefined
    return url.origin
  } catch {
    return undefined
  }
}

/**
 * The editor form, checked field by field. On failure it returns what was typed, so nothing is lost; every
 * message names its field. The calculator's own schema judges the default inputs.
 */
export async function parseRevisionForm(form: FormData, type: string): Promise<FormResult> {
  const errors: Record<string, string> = {}
  const fields: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value.slice(0, 2000)
  const info = await typeInfo(type)

  const name = text(form, 'name').trim()
  if (!name) errors.name = 'Name is required.'
  else if (name.length > LIMITS.name) errors.name = `Name must be at most ${LIMITS.name} characters.`

  const color = normalizeHex(text(form, 'color'))
  const accent = normalizeHex(text(form, 'accent'))
  if (!color || contrastRatio(color, WHITE) < MIN_CONTRAST)
    errors.color = 'Colour must be a #rrggbb colour dark enough for white text on it.'
  if (!accent || contrastRatio(accent, DARK_TEXT) < MIN_CONTRAST)
    errors.accent = 'Accent must be a #rrggbb colour light enough for dark text on it.'
  const font = text(form, 'font')
  if (!(FONT_IDS as string[]).includes(font)) errors.font = 'Choose a font from the list.'
  const lang = text(form, 'lang')
  if (!(LANGS as readonly string[]).includes(lang)) errors.lang = 'Choose English or Spanish.'

  const defaults: Record<string, string> = {}
  const limits: Limits = {}
  for (const param of info.params) {
    const value = text(form, `default.${param}`).trim()
    if (value.length > LIMITS.param)
      errors[`default.${param}`] = `Default ${param} must be at most ${LIMITS.param} characters.`
    else if (value) defaults[param] = value
  }
  for (const param of info.numeric) {
    const bounds: { min?: number; max?: number } = {}
    for (const edge of ['min', 'max'] as const) {
      const value = text(form, `${edge}.${param}`).trim()
      if (!value) continue
      const number = Number(value)
      const label = `${edge === 'min' ? 'Minimum' : 'Maximum'} for ${param}`
      if (value.length > LIMITS.param)
        errors[`${edge}.${param}`] = `${label} must be at most ${LIMITS.param} characters.`
      else if (!Number.isFinite(number)) errors[`${edge}.${param}`] = `${label} must be a number.`
      else bounds[edge] = number
    }
    if (bounds.min !== undefined && bounds.max !== undefined && bounds.min > bounds.max)
      errors[`max.${param}`] = `Maximum for ${param} must not be below its minimum.`
    const given = defaults[param] === undefined ? undefined : Number(defaults[param])
    if (given !== undefined && Number.isFinite(given) && !withinLimits(given, bounds))
      errors[`default.${param}`] = `Default ${param} must lie within its minimum and maximum.`
    if (bounds.min !== undefined || bounds.max !== undefined) limits[param] = bounds
  }
  const schemaMessages = info.validate(new URLSearchParams(defaults))
  if (schemaMessages.length > 0) errors.defaults = `Default inputs: ${schemaMessages.join(' ')}`

  const disclosure = text(form, 'disclosure').replace(/\r\n/g, '\n').trim()
  if (disclosure.length > LIMITS.disclosure)
    errors.disclosure = `Disclosure must be at most ${LIMITS.disclosure.toLocaleString('en-US')} characters.`

  const originLines = text(form, 'allowedOrigins')
    .split(/\s+/)
    .map((line) => line.trim())
    .filter(Boolean)
  const allowedOrigins = originLines.map(parseOrigin)
  if (originLines.length > LIMITS.origins) errors.allowedOrigins = `List at most ${LIMITS.origins} sites.`
  else if (allowedOrigins.some((origin) => !origin))
    errors.allowedOrigins = 'Allowed sites must be origins such as https://www.example.com, one per line.'

  const lead = parseLeadSettings((name) => text(form, name))
  Object.assign(errors, lead.errors)

  if (Object.keys(errors).length > 0) return { ok: false, errors, fields }
  return {
    ok: true,
    value: {
      name,
      brand: { color: color!, accent: accent!, font, lang },
      defaults,
      limits,
      disclosure,
      allowedOrigins: [...new Set(allowedOrigins as string[])],
      lead: lead.value,
    },
  }
}

export function withinLimits(value: number, bounds: { min?: number; max?: number } | undefined) {
  return (
    (bounds?.min === undefined || value >= bounds.min) && (bounds?.max === undefined || value <= bounds.max)
  )
}

/** The visitor's query parameters that may prefill an embed: known inputs only, numbers within min/max. */
export async function prefillSearch(
  type: string,
  revision: Pick<RevisionInput, 'defaults' | 'limits'>,
  query: URLSearchParams,
) {
  const info = await typeInfo(type)
  const search = new URLSearchParams(revision.defaults)
  for (const param of info.params) {
    const value = query.get(param)?.trim()
    if (!value || value.length > LIMITS.param) continue
    if (info.numeric.includes(param)) {
      const number = Number(value)
      if (!Number.isFinite(number) || !withinLimits(number, revision.limits[param])) continue
    }
    search.set(param, value)
  }
  return search
}
