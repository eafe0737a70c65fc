import type { Lang } from '~/calculators/branding'
import { isCalculatorType, loadCalculatorModule } from '~/calculators/registry'
import type { LeadSnapshot } from '~/db/lead-schema'

/**
 * The figures of the calculator's result summary for these inputs, from the calculator's own `headline`
 * (the same `figures` as its view), so the e-mail and the inbox show what the visitor saw. Invalid inputs
 * give no figures.
 */
export async function headlineResults(
  type: string,
  search: URLSearchParams,
  lang: Lang,
  today: string,
): Promise<LeadSnapshot['results']> {
  if (!isCalculatorType(type)) return []
  const { headline } = await loadCalculatorModule(type)
  return headline(search, lang, today).map(({ label, value }) => ({ label, value }))
}

export async function buildSnapshot(
  type: string,
  search: URLSearchParams,
  lang: Lang,
  today: string,
): Promise<LeadSnapshot> {
  return {
    type,
    lang,
    inputs: Object.fromEntries(search),
    results: await headlineResults(type, search, lang, today),
  }
}
