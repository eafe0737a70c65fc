import type { FieldNote } from '~/calculators/ui/client-options'
import { rateAsOf, rateToType } from './rate-sheet'

/**
 * "Rate as of <date>" next to each rate input that starts from the rate sheet's rate; not next to one a
 * visitor's link prefilled with another value. An input whose rate expired starts empty with a help line.
 */
export function rateNotes(
  asOf: Readonly<Record<string, string>>,
  revision: {
    defaults: Readonly<Record<string, string>>
    rateLinks: Readonly<Record<string, string>>
    brand: { lang: string }
  },
  search: URLSearchParams,
): Record<string, FieldNote> {
  const notes: Record<string, FieldNote> = {}
  for (const param of Object.keys(revision.rateLinks)) {
    if (search.get(param) !== revision.defaults[param]) continue
    const day = asOf[param]
    notes[param] = day
      ? { text: rateAsOf(day, revision.brand.lang) }
      : { text: rateToType(revision.brand.lang), help: true }
  }
  return notes
}

/** The reports' share of the notes: "Rate as of …" beside a rate the PDF prints (an empty field has none). */
export function reportRateNotes(...args: Parameters<typeof rateNotes>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(rateNotes(...args)).flatMap(([param, note]) => (note.help ? [] : [[param, note.text]])),
  )
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
  const notes: Record<string, FieldNote> = {}
  for (const [param, id] of Object.entries(links)) {
    const option = options.find((candidate) => candidate.id === id)
    search.set(param, option?.rate ?? '')
    notes[param] =
      option?.rate && option.asOf
        ? { text: rateAsOf(option.asOf, lang) }
        : { text: rateToType(lang), help: true }
  }
  return notes
}
