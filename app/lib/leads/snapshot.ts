import type { Lang } from '~/calculators/branding'
import { resolveMeta, isResolvable, resolveModule } from '~/calculators/resolve'
import { shownDisclosure } from '~/calculators/ui/disclosure-note'
import type { LeadSnapshot } from '~/db/lead-schema'

/**
 * The figures of the calculator's result summary for these inputs, from the calculator's own `headline`
 * (the same `figures` as its view), so the e-mail and the inbox show what the visitor saw. Invalid inputs
 * give no figures.
 */
async function headlineFigures(type: string, search: URLSearchParams, lang: Lang, today: string) {
  if (!isResolvable(type)) return []
  const { headline } = await resolveModule(type)
  return headline(search, lang, today)
}

/**
 * `texts`: the revision's disclosure template and the consent line as the form showed it; the snapshot keeps
 * the disclosure filled from these very figures, word for word what the page showed under them.
 */
export async function buildSnapshot(
  type: string,
  search: URLSearchParams,
  lang: Lang,
  today: string,
  texts?: { disclosure: string; consent: string },
): Promise<LeadSnapshot> {
  const figures = await headlineFigures(type, search, lang, today)
  const declaration = isResolvable(type) ? resolveMeta(type).disclosure : undefined
  return {
    type,
    lang,
    inputs: Object.fromEntries(search),
    results: figures.map(({ label, value }) => ({ label, value })),
    ...(isResolvable(type) && { engineVersion: resolveMeta(type).engineVersion }),
    ...(texts && {
      disclosure: shownDisclosure(
        texts.disclosure && declaration ? { template: texts.disclosure, declaration } : undefined,
        figures,
        search.toString(),
        lang,
      ),
      consent: texts.consent,
    }),
  }
}
