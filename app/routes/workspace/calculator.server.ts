import { data } from 'react-router'
import type { Services } from '~/lib/services.server'
import type { WorkspaceAccess } from '~/lib/workspaces/access.server'
import {
  approveAndPublish,
  findCalculator,
  requestApproval,
  revertToRevision,
  saveRevision,
  setArchived,
  StaleRevisionError,
} from '~/lib/workspaces/calculators.server'
import { workspaceMail } from '~/lib/workspaces/mail.server'
import { createReviewLink, revokeReviewLink } from '~/lib/workspaces/review-links.server'
import { parseRevisionForm } from '~/lib/workspaces/revision-form'

type Result = {
  ok: boolean
  notice: string
  errors?: Record<string, string>
  fields?: Record<string, string>
  reviewUrl?: string
}

const refused = () =>
  data<Result>({ ok: false, notice: 'Your role in this workspace does not allow this.' }, { status: 403 })

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
    await mail.flush()
    return outcome.ok
      ? data<Result>({ ok: true, notice })
      : data<Result>({ ok: false, notice: outcome.error }, { status: outcome.status })
  }
  if (intent === 'approve') {
    if (!access.can('approve')) return refused()
    const seen = Number(form.get('revision'))
    if (!Number.isInteger(seen) || seen < 1)
      return data<Result>(
        { ok: false, notice: 'Reload the page and review the revision before publishing.' },
        { status: 400 },
      )
    try {
      return await outcomeOf(approveAndPublish(db, scope, mail, seen), 'Approved and published.')
    } catch (error) {
      if (!(error instanceof StaleRevisionError)) throw error
      return data<Result>({ ok: false, notice: error.message }, { status: 409 })
    }
  }
  if (!access.can('edit')) return refused()
  switch (intent) {
    case 'save': {
      const parsed = parseRevisionForm(form, calculator.type)
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
      if (!access.can('approve')) return refused()
      await setArchived(db, scope, intent === 'archive')
      return data<Result>({ ok: true, notice: intent === 'archive' ? 'Archived.' : 'Restored.' })
    }
    default:
      return data<Result>({ ok: false, notice: 'Unknown action.' }, { status: 400 })
  }
}
