import type { Lang } from '~/calculators/branding'
import { fillCompany } from '~/lib/leads/lead-text'

export type DefaultTexts = {
  disclosure: Record<Lang, string>
  /**
   * The other disclosure sets' defaults in force: a revision carrying one of them (a specialty calculator's
   * new version states other figures) carried a default, not the client's words.
   */
  otherDisclosures?: string[] | undefined
  /** As the admins keep them, `{company}` unfilled. */
  consent: Record<Lang, string>
  /** The workspace's company name, which fills the consent line's `{company}`. */
  company: string
}

/**
 * Empty, or a default left untouched in any language (the client switched language): this language's default.
 * `also` names texts that count as a default too (the consent defaults as saved, their company filled in).
 */
function ownOrDefault(text: string, defaults: Record<Lang, string>, lang: Lang, also: string[] = []): string {
  return !text || [...Object.values(defaults), ...also].includes(text) ? defaults[lang] : text
}

/**
 * The disclosure and consent line a revision is saved with, from what the editor holds: the client's own
 * text, else the admin default of the calculator's language, the consent line with `{company}` filled. Save
 * stores this (revision-texts.server.ts) and the editor's preview shows it before Save (issue 48 §3: the
 * Spanish preview showed the English consent line until then).
 */
export function defaultedTexts(
  typed: { disclosure: string; consent: string },
  defaults: DefaultTexts,
  lang: Lang,
): { disclosure: string; consent: string } {
  const filled = Object.values(defaults.consent).map((text) => fillCompany(text, defaults.company))
  const consent = ownOrDefault(typed.consent, defaults.consent, lang, filled)
  return {
    disclosure: ownOrDefault(typed.disclosure, defaults.disclosure, lang, defaults.otherDisclosures),
    consent: fillCompany(consent, defaults.company),
  }
}
