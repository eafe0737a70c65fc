import { isLang, LANGS, type Lang } from '~/calculators/branding'
import { isResolvable, resolveMeta, revisionType } from '~/calculators/resolve'
import type { Db } from '~/db/client.server'
import { companyName } from '~/lib/brand/brand-profile.server'
import type { RevisionInput } from '~/lib/workspaces/revision-form'
import { primeSpecialty } from '~/lib/specialty/resolve.server'
import type { Tx } from '~/lib/workspaces/workspaces.server'
import { CONSENT_SET } from './default-texts'
import { defaultedTexts, type DefaultTexts } from './defaulted-texts'
import { defaultsInForce } from './defaults.server'

/**
 * The admin defaults in force for a calculator type (its disclosure set), in both languages, for a workspace.
 * A specialty calculator's set follows the results of the version it pins (`specialty:<slug>@<n>`): the
 * unversioned type resolves to nothing, which read as the general set (decision 0094).
 */
export async function defaultTextsFor(db: Db | Tx, type: string, workspaceId: string): Promise<DefaultTexts> {
  await primeSpecialty(db as Db, type)
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
    otherDisclosures: inForce
      .filter((row) => row.kind === 'disclosure' && row.set !== set)
      .map((row) => row.text),
    consent: byLang('consent', CONSENT_SET),
    company,
  }
}

/**
 * A revision left without its own disclosure or consent line takes the admin default in force now, copied
 * into the revision: what the approver approves and the public sees never changes with a later admin edit.
 * The consent line is saved with `{company}` filled in, so a later change of the company name does not
 * change it either.
 */
export async function withDefaultTexts(
  db: Db | Tx,
  calculator: { type: string; workspaceId: string; specialtyVersion?: number | null | undefined },
  content: RevisionInput,
): Promise<RevisionInput> {
  const lang = isLang(content.brand.lang) ? content.brand.lang : 'en'
  const type = revisionType(calculator.type, calculator.specialtyVersion)
  const defaults = await defaultTextsFor(db, type, calculator.workspaceId)
  const texts = defaultedTexts(
    { disclosure: content.disclosure, consent: content.lead.consent },
    defaults,
    lang,
  )
  return { ...content, disclosure: texts.disclosure, lead: { ...content.lead, consent: texts.consent } }
}
