import type { Lang } from '../branding'
import type { Figure } from './calculator-shell'
import { computeSafely } from './compute-safely'

/** A query string → the figures of the result summary; none when the calculator refuses the inputs. */
export type Headline = (search: URLSearchParams, lang: Lang, today: string) => readonly Figure[]

/**
 * A calculator's headline outside its view (the lead snapshot, server side): the view's own `figures`
 * applied to its engine's result, so what the e-mail and the inbox show cannot drift from the page.
 */
export function headlineOf<Values, Result>(calculation: {
  parse: (search: URLSearchParams) => { values: Values; errors: Partial<Record<string, string>> }
  compute: (values: Values, today: string) => Result
  figures: (result: Result, lang: Lang, values: Values) => readonly Figure[]
}): Headline {
  return (search, lang, today) => {
    const { values, errors } = calculation.parse(search)
    if (Object.values(errors).some(Boolean)) return []
    const result = computeSafely(() => calculation.compute(values, today))
    return result === undefined ? [] : calculation.figures(result, lang, values)
  }
}
