import { isLang } from '~/calculators/branding'
import { calculatorByName, isCalculatorType } from '~/calculators/registry'
import type { Db } from '~/db/client.server'
import type { RevisionInput } from '~/lib/workspaces/revision-form'
import type { Tx } from '~/lib/workspaces/workspaces.server'
import { CONSENT_SET } from './default-texts'
import { defaultsInForce } from './defaults.server'

/**
 * A revision left without its own disclosure or consent line takes the admin default in force now, copied
 * into the revision: what the approver approves and the public sees never changes with a later admin edit.
 */
export async function withDefaultTexts(
  db: Db | Tx,
  type: string,
  content: RevisionInput,
): Promise<RevisionInput> {
  if (content.disclosure && content.lead.consent) return content
  const lang = isLang(content.brand.lang) ? content.brand.lang : 'en'
  const set = isCalculatorType(type) ? calculatorByName(type).disclosure.set : 'general'
  const inForce = await defaultsInForce(db)
  const text = (kind: 'disclosure' | 'consent', key: string) =>
    inForce.find((row) => row.kind === kind && row.set === key && row.lang === lang)?.text ?? ''
  return {
    ...content,
    disclosure: content.disclosure || text('disclosure', set),
    lead: { ...content.lead, consent: content.lead.consent || text('consent', CONSENT_SET) },
  }
}
