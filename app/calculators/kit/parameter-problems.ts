import type { Lang } from '../branding'

/**
 * A query parameter the form has no input for (retirement's `raise`, the loan's `start`, the lease's `mf`)
 * whose value the calculator refuses. Out-of-range and unreadable values are refused, never clamped, and the
 * page says which parameter and what it accepts instead of pointing at highlighted fields that do not exist
 * (docs/decisions/0047).
 */
export interface ParameterProblem {
  /** The query parameter, as written in the address. */
  param: string
  /** The value the address gives it. */
  value: string
  /** The label a visitor reads for it. */
  label: string
  /** What it accepts (the calculator's own message for the field). */
  message: string
  /** The same address without the parameter: the calculator's default applies. */
  withoutHref: string
}

interface ParameterSource {
  queryNames: Readonly<Record<string, string>>
  parseParams: (searchParams: URLSearchParams) => { errors: Partial<Record<string, string>> }
  labels: Readonly<Record<string, Readonly<Record<Lang, string>>>>
  translate: (key: string, lang: Lang) => string
}

/** The refused parameters of `search` that are not among `shown` (the query names the form has inputs for). */
export function parameterProblems(
  source: ParameterSource,
  search: URLSearchParams,
  lang: Lang,
  shown: readonly string[],
): ParameterProblem[] {
  const { errors } = source.parseParams(search)
  return Object.entries(errors).flatMap(([field, key]) => {
    const param = source.queryNames[field]
    const value = param === undefined ? null : search.get(param)
    if (!key || param === undefined || value === null || shown.includes(param)) return []
    const without = new URLSearchParams(search)
    without.delete(param)
    const query = without.toString()
    return [
      {
        param,
        value,
        label: source.labels[param]?.[lang] ?? param,
        message: source.translate(key, lang),
        withoutHref: query ? `?${query}` : '?',
      },
    ]
  })
}
