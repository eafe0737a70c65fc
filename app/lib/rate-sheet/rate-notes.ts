import { rateAsOf } from './rate-sheet'

/**
 * "Rate as of <date>" next to each rate input that starts from the rate sheet's rate; not next to one a
 * visitor's link prefilled with another value.
 */
export function rateNotes(
  asOf: Readonly<Record<string, string>>,
  revision: { defaults: Readonly<Record<string, string>>; brand: { lang: string } },
  search: URLSearchParams,
): Record<string, string> {
  const notes: Record<string, string> = {}
  for (const [param, day] of Object.entries(asOf))
    if (search.get(param) === revision.defaults[param]) notes[param] = rateAsOf(day, revision.brand.lang)
  return notes
}

/** A rate-sheet entry as the editor offers it: its product, and its rate in force today, if any. */
export type RateOption = { id: string; product: string; rate: string | null; asOf: string | null }

/** The editor's preview: linked inputs take the option's rate in force (or start empty), with their note. */
export function previewRates(
  search: URLSearchParams,
  links: Readonly<Record<string, string>>,
  options: readonly RateOption[],
  lang: string,
) {
  const notes: Record<string, string> = {}
  for (const [param, id] of Object.entries(links)) {
    const option = options.find((candidate) => candidate.id === id)
    search.set(param, option?.rate ?? '')
    if (option?.rate && option.asOf) notes[param] = rateAsOf(option.asOf, lang)
  }
  return notes
}
