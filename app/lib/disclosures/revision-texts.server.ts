import { isLang, LANGS, type Lang } from '~/calculators/branding'
import { resolveMeta, isResolvable } from '~/calculators/resolve'
import type { Db } from '~/db/client.server'
import { companyName } from '~/lib/brand/brand-profile.server'
import { fillCompany } from '~/lib/leads/lead-text'
import type { RevisionInput } from '~/lib/workspaces/revision-form'
import type { Tx } from '~/lib/workspaces/workspaces.server'
import { CONSENT_SET } from './default-texts'
import { defaultsInForce } from './defaults.server'

export type DefaultTexts = {
  disclosure: Record<Lang, string>
  /** As the admins keep them, `{company}` unfilled. */
  consent: Record<Lang, string>
  /** The workspace's company name, which fills the consent line's `{company}`. */
  company: string
}

/** The admin defaults in force for a calculator type (its disclosure set), in both languages, for a workspace. */
export async function defaultTextsFor(db: Db | Tx, type: string, workspaceId: string): Promise<DefaultTexts> {
  const set = isResolvable(type) ? resolveMeta(type).disclosure.set : 'general'
  const [inForce, company] = await Promise.all([defaultsInForce(db), companyName(db as Db, workspaceId)])
  const byLang = (kind: 'disclosure' | 'consent', key: string) =>
    Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        inForce.find((row) => row.kind === kind && row.set === key && row.lang === lang)?.text ?? '',
      ]),
    ) as Record<Lang, string>
  return {
    disclosure: byLang('disclosure', set),
    consent: byLang('consent', CONSENT_SET),
    company,
  }
}

/**
 * Empty, or a default left untouched in any language (the client switched language): this language's default.
 * `also` names texts that count as a default too (the consent defaults as saved, their company filled in).
 */
function ownOrDefault(text: string, defaults: Record<Lang, string>, lang: Lang, also: string[] = []): string {
  return !text || [...Object.values(defaults), ...also].includes(text) ? defaults[lang] : text
}

/**
 * A revision left without its own disclosure or consent line takes the admin default in force now, copied
 * into the revision: what the approver approves and the public sees never changes with a later admin edit.
 * The consent line is saved with `{company}` filled in, so a later change of the company name does not
 * change it either.
 */
export async function withDefaultTexts(
  db: Db | Tx,
  calculator: { type: string; workspaceId: string },
  content: RevisionInput,
): Promise<RevisionInput> {
  const lang = isLang(content.brand.lang) ? content.brand.lang : 'en'
  const defaults = await defaultTextsFor(db, calculator.type, calculator.workspaceId)
  const filled = Object.values(defaults.consent).map((text) => fillCompany(text, defaults.company))
  const consent = ownOrDefault(content.lead.consent, defaults.consent, lang, filled)
  return {
    ...content,
    disclosure: ownOrDefault(content.disclosure, defaults.disclosure, lang),
    lead: { ...content.lead, consent: fillCompany(consent, defaults.company) },
  }
}
