import { BRAND_PARAMS } from '../branding'

/** The text of each field: from the query string when present, else the default. */
export function initialTexts<Name extends string>(
  search: string,
  defaults: Record<Name, string>,
): Record<Name, string> {
  const params = new URLSearchParams(search)
  const texts = { ...defaults }
  for (const name of Object.keys(defaults) as Name[]) {
    const value = params.get(name)
    if (value !== null) texts[name] = value
  }
  return texts
}

/**
 * The query string for the current inputs: `base` (keeping branding and any parameter the widget does not
 * show) with every field set to its text, and the `remove` names dropped (e.g. CD `days` when in months).
 */
export function mergeSearch(
  base: string,
  texts: Record<string, string>,
  remove: readonly string[] = [],
): string {
  const params = new URLSearchParams(base)
  for (const [name, text] of Object.entries(texts)) params.set(name, text.trim())
  for (const name of remove) params.delete(name)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Parameters of `search` that are not fields: carried through a no-JavaScript form submit as hidden inputs. */
export function carriedParams(search: string, fieldNames: readonly string[]): [string, string][] {
  const skip = new Set(fieldNames)
  return [...new URLSearchParams(search)].filter(
    ([name]) =>
      !skip.has(name) &&
      ((BRAND_PARAMS as readonly string[]).includes(name) || /^[a-zA-Z][a-zA-Z0-9]{0,19}$/.test(name)),
  )
}
