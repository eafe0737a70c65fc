import { archiveLinkedAfterChange } from '~/lib/archive/archiver.server'
import { data } from 'react-router'
import { parseRateEntryForm, type RateEntryErrors } from '~/lib/rate-sheet/rate-sheet'
import { approveRate, proposeRate } from '~/lib/rate-sheet/rate-sheet.server'
import type { Services } from '~/lib/services.server'
import type { WorkspaceAccess } from '~/lib/workspaces/access.server'
import { OWN_RATE } from '~/lib/workspaces/calculator-permissions'
import { noStore } from './workspace-ui'

/** What every intent answers: a toast and, for a refused proposal, its field messages and what was typed. */
export type RatesResult = {
  ok: boolean
  notice: string
  /** Which form the errors belong to: an entry's id, or 'new'. */
  form?: string
  errors?: RateEntryErrors
  fields?: Record<string, string>
}

const answer = (result: RatesResult, status = 200) => data(result, { status, headers: noStore })
const refused = () => answer({ ok: false, notice: 'Your role in this workspace does not allow this.' }, 403)

/** The Rates tab's changes, after the route checked the caller's membership of the workspace. */
export async function ratesAction(services: Services, access: WorkspaceAccess, form: FormData) {
  const intent = String(form.get('intent') ?? '')
  const scope = { workspaceId: access.workspace.id, actor: access.actor }
  if (intent === 'propose') {
    if (!access.can('rate.propose')) return refused()
    const entryId = String(form.get('entryId') ?? '') || undefined
    const parsed = parseRateEntryForm(form)
    if (!parsed.ok) {
      const fields: Record<string, string> = {}
      for (const name of ['product', 'rate', 'effectiveOn', 'expiresOn'])
        fields[name] = String(form.get(name) ?? '').slice(0, 200)
      return answer(
        {
          ok: false,
          notice: 'Please correct the fields shown.',
          form: entryId ?? 'new',
          errors: parsed.errors,
          fields,
        },
        400,
      )
    }
    const outcome = await proposeRate(services.db, scope, entryId, parsed.value)
    if (!outcome.ok) return answer({ ok: false, notice: outcome.error }, outcome.status)
    return answer({
      ok: true,
      notice: access.can('rate.approve')
        ? 'Proposed. Approve it to put it in force.'
        : 'Proposed. An approver of this workspace can now approve it.',
    })
  }
  if (intent === 'approve') {
    if (!access.can('rate.approve')) return refused()
    const outcome = await approveRate(services.db, scope, String(form.get('versionId') ?? ''), (authorId) =>
      access.can('rate.approve', { authorId }) ? { ok: true } : { ok: false, error: OWN_RATE },
    )
    if (!outcome.ok) return answer({ ok: false, notice: outcome.error }, outcome.status)
    // A rate in force from today changes what linked calculators show now (docs/decisions/0058, 0062).
    await archiveLinkedAfterChange(services.db, access.workspace.id, outcome.version.entryId)
    return answer({ ok: true, notice: `Approved: ${outcome.version.product} at ${outcome.version.rate}%.` })
  }
  return answer({ ok: false, notice: 'Unknown action.' }, 400)
}
