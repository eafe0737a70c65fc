import { isLang, LANGS, type Lang } from '~/calculators/branding'
import { calculatorByName, isCalculatorType } from '~/calculators/registry'
import type { Db } from '~/db/client.server'
import type { RevisionInput } from '~/lib/workspaces/revision-form'
import type { Tx } from '~/lib/workspaces/workspaces.server'
import { CONSENT_SET } from './default-texts'
import { defaultsInForce } from './defaults.server'

export type DefaultTexts = { disclosure: Record<Lang, string>; consent: Record<Lang, string> }

/** The admin defaults in force for a calculator type (its disclosure set), in both languages. */
export async function defaultTextsFor(db: Db | Tx, type: string): Promise<DefaultTexts> {
  const set = isCalculatorType(type) ? calculatorByName(type).disclosure.set : 'general'
  const inForce = await defaultsInForce(db)
  const byLang = (kind: 'disclosure' | 'consent', key: string) =>
    Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        inForce.find((row) => row.kind === kind && row.set === key && row.lang === lang)?.text ?? '',
      ]),
    ) as Record<Lang, string>
  return { disclosure: byLang('disclosure', set), consent: byLang('consent', CONSENT_SET) }
}

/** Empty, or another language's default left untouched (the client switched language): this language's default. */
function ownOrDefault(text: string, defaults: Record<Lang, string>, lang: Lang): string {
  return !text || Object.values(defaults).includes(text) ? defaults[lang] : text
}

/**
 * A revision left without its own disclosure or consent line takes the admin default in force now, copied
 * into the revision: what the approver approves and the public sees never changes with a later admin edit.
 */
export async function withDefaultTexts(
  db: Db | Tx,
  type: string,
  content: RevisionInput,
): Promise<RevisionInput> {
  const lang = isLang(content.brand.lang) ? content.brand.lang : 'en'
  const defaults = await defaultTextsFor(db, type)
  return {
    ...content,
    disclosure: ownOrDefault(content.disclosure, defaults.disclosure, lang),
    lead: { ...content.lead, consent: ownOrDefault(content.lead.consent, defaults.consent, lang) },
  }
}
