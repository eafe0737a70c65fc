import type {
  DisplaySettings,
  LeadSettings,
  Limits,
  RateLinks,
  StoredBrand,
  VisibleTitles,
} from '~/db/workspace-schema'
import { typeInfo } from '~/calculators/kit/type-info'

export const LIMITS = {
  title: 100,
  name: 100,
  workspaceName: 100,
  disclosure: 1000,
  origins: 20,
  param: 40,
  email: 254,
}

export type RevisionInput = {
  name: string
  /** What visitors read as the calculator's title, per language; the name stays internal. */
  titles: VisibleTitles
  brand: StoredBrand
  defaults: Record<string, string>
  limits: Limits
  disclosure: string
  allowedOrigins: string[]
  lead: LeadSettings
  display: DisplaySettings
  /** Rate inputs whose default is a rate-sheet entry (docs/decisions/0038). */
  rateLinks: RateLinks
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
    if ((info.numeric as readonly string[]).includes(param)) {
      const number = Number(value)
      if (!Number.isFinite(number) || !withinLimits(number, revision.limits[param])) continue
    }
    search.set(param, value)
  }
  return search
}
