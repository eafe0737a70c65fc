import { data } from 'react-router'
import { archiveAfterChange } from '~/lib/archive/archiver.server'
import type { Services } from '~/lib/services.server'
import type { WorkspaceAccess } from '~/lib/workspaces/access.server'
import {
  approveAndPublish,
  findCalculator,
  listRevisions,
  requestApproval,
  revertToRevision,
  saveRevision,
  setArchived,
  StaleRevisionError,
} from '~/lib/workspaces/calculators.server'
import { editingType } from '~/lib/specialty/resolve.server'
import { rateEntryIds } from '~/lib/rate-sheet/rate-sheet.server'
import { workspaceMail } from '~/lib/workspaces/mail.server'
import { createReviewLink, revokeReviewLink } from '~/lib/workspaces/review-links.server'
import { parseRevisionForm } from '~/lib/workspaces/revision-schema'
import { allowedIntents, type WorkflowIntent } from '~/lib/workspaces/workflow-buttons'
import { calculatorPermissions } from '~/lib/workspaces/calculator-permissions'

type Result = {
  ok: boolean
  notice: string
  errors?: Record<string, string>
  fields?: Record<string, string>
  reviewUrl?: string
  /** A stale approval: the number of the newer revision the page now shows. */
  newerRevision?: number
}

const refused = (why?: string | null) =>
  data<Result>(
    { ok: false, notice: why ?? 'Your role in this workspace does not allow this.' },
    { status: 403 },
  )

/** Every change to one calculator, after the route checked the caller's membership of its workspace. */
export async function calculatorAction(
  services: Services,
  access: WorkspaceAccess,
  calculatorId: string | undefined,
  form: FormData,
) {
  const { db } = services
  const calculator = await findCalculator(db, access.workspace.id, calculatorId)
  if (!calculator) throw data({ message: 'Not found' }, { status: 404 })
  const scope = { workspaceId: access.workspace.id, calculatorId: calculator.id, actor: access.actor }
  const intent = form.get('intent')
  const mail = workspaceMail(services)
  const outcomeOf = async (
    run: Promise<{ ok: true } | { ok: false; status: number; error: string }>,
    notice: string,
  ) => {
    const outcome = await run
    return outcome.ok
      ? data<Result>({ ok: true, notice })
      : data<Result>({ ok: false, notice: outcome.error }, { status: outcome.status })
  }
  const [latest] = await listRevisions(db, access.workspace.id, calculator.id).limit(1)
  const latestPinned = latest?.specialtyVersion
  const can = calculatorPermissions((action) => access.refusal(action, { authorId: latest!.authorId }))
  const allowed = allowedIntents({
    can,
    state: latest!.state,
    archived: Boolean(calculator.archivedAt),
  })
  if (intent === 'approve') {
    if (!can.approve) return refused(can.approveBlocked)
    const seen = Number(form.get('revision'))
    if (!Number.isInteger(seen) || seen < 1)
      return data<Result>(
        { ok: false, notice: 'Reload the page and review the revision before publishing.' },
        { status: 400 },
      )
    try {
      // Checked again on the revision the transaction publishes, whatever number the form sent.
      const mayPublish = (authorId: string | null) => access.can('revision.approve', { authorId })
      const published = approveAndPublish(db, scope, mail, seen, mayPublish)
      // The new state is archived before the approver's answer (docs/decisions/0058).
      const archived = published.then(async (outcome) => {
        if (outcome.ok) await archiveAfterChange(db, calculator.publicId)
        return outcome
      })
      return await outcomeOf(archived, 'Approved and published.')
    } catch (error) {
      if (!(error instanceof StaleRevisionError)) throw error
      return data<Result>({ ok: false, notice: error.message, newerRevision: error.latest }, { status: 409 })
    }
  }
  if (!can.edit) return refused()
  // request-approval keeps its own, more precise 409 (no draft waiting).
  if (isWorkflowIntent(intent) && intent !== 'request-approval' && !allowed.has(intent)) {
    if ((intent === 'archive' || intent === 'restore') && !can.archive) return refused()
    return data<Result>(
      { ok: false, notice: 'This is not available for this calculator now.' },
      { status: 409 },
    )
  }
  switch (intent) {
    case 'save': {
      const parsed = await parseRevisionForm(
        form,
        (await editingType(db, access.workspace.id, calculator.type, latestPinned)).type,
        String(form.get('lang') ?? 'en'),
        // Only this workspace's rate-sheet entries may be linked (docs/decisions/0038).
        await rateEntryIds(db, access.workspace.id),
      )
      if (!parsed.ok)
        return data<Result>(
          {
            ok: false,
            notice: 'Please correct the fields shown.',
            errors: parsed.errors,
            fields: parsed.fields,
          },
          { status: 400 },
        )
      return outcomeOf(saveRevision(db, scope, parsed.value), 'Saved as a new draft.')
    }
    case 'request-approval':
      return outcomeOf(requestApproval(db, scope, mail), 'Approval requested.')
    case 'revert': {
      const number = Number(form.get('number'))
      if (!Number.isInteger(number) || number < 1)
        return data<Result>({ ok: false, notice: 'Unknown revision.' }, { status: 400 })
      return outcomeOf(revertToRevision(db, scope, number), `Revision ${number} is the new draft.`)
    }
    case 'review-link': {
      const { token } = await createReviewLink(db, scope)
      return data<Result>({
        ok: true,
        notice: 'Review link created.',
        reviewUrl: `${services.config.baseUrl}/review/${token}`,
      })
    }
    case 'revoke-review-link': {
      const revoked = await revokeReviewLink(db, scope, String(form.get('linkId') ?? ''))
      return data<Result>(
        { ok: revoked, notice: revoked ? 'Review link revoked.' : 'No such link.' },
        { status: revoked ? 200 : 404 },
      )
    }
    case 'archive':
    case 'restore': {
      if (!can.archive) return refused()
      if (await setArchived(db, scope, intent === 'archive'))
        await archiveAfterChange(db, calculator.publicId)
      return data<Result>({ ok: true, notice: intent === 'archive' ? 'Archived.' : 'Restored.' })
    }
    default:
      return data<Result>({ ok: false, notice: 'Unknown action.' }, { status: 400 })
  }
}

const workflowIntents: readonly string[] = [
  'request-approval',
  'approve',
  'archive',
  'restore',
  'revert',
  'review-link',
]
const isWorkflowIntent = (intent: unknown): intent is WorkflowIntent =>
  typeof intent === 'string' && workflowIntents.includes(intent)
