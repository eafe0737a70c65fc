import { data } from 'react-router'
import type { Control, ControlValue } from '~/db/schema'
import { requireRecentSignIn } from '~/lib/account/step-up.server'
import { decideControlChange, proposeControlChange } from '~/lib/controls/pending.server'
import { getServices } from '~/lib/services.server'
import type { WorkspaceAccess } from '~/lib/workspaces/access.server'

type Args = Parameters<typeof requireRecentSignIn>[0]

/** A settings page's answer: a notice, in the shape the members page's forms share. */
export const answer = (ok: boolean, notice: string, status = ok ? 200 : 400) =>
  data({ ok, notice, field: undefined, email: '' }, { status })

/** Proposing a control's weakening asks for a recent sign-in first (decision 0057), then stores it. */
export async function proposeAction(
  args: Args,
  access: WorkspaceAccess,
  input: { control: Control; subject?: string; value?: ControlValue },
) {
  await requireRecentSignIn(args, access.view)
  const outcome = await proposeControlChange(getServices(args.context), {
    ...input,
    workspaceId: access.workspace.id,
    actor: access.actor,
  })
  return outcome.ok ? answer(true, outcome.notice) : answer(false, outcome.error, outcome.status)
}

/**
 * A change of what visitors see (the brand, the logo, the lead form, the page events): with "Require a second
 * person to approve" on, it waits for another approver or owner like a control's weakening (issue 43 §4), and
 * nothing reaches a visitor before; with the rule off it is made at once by `now`.
 */
export async function visitorChange<T>(
  args: Args,
  access: WorkspaceAccess,
  proposal: { control: Control; value: ControlValue },
  now: () => T | Promise<T>,
): Promise<T> {
  if (!access.settings.secondApprover) return now()
  // Its answer ({ ok, notice }) is the part of each page's answer those pages read.
  return (await proposeAction(args, access, proposal)) as unknown as T
}

/** "Confirm" (after a recent sign-in) or "Cancel" on a pending change, from any page that shows it. */
export async function decisionAction(
  args: Args,
  access: WorkspaceAccess,
  decision: 'confirm' | 'cancel',
  form: FormData,
) {
  if (decision === 'confirm') await requireRecentSignIn(args, access.view)
  const outcome = await decideControlChange(getServices(args.context), {
    workspaceId: access.workspace.id,
    id: String(form.get('changeId') ?? ''),
    decision,
    actor: access.actor,
  })
  return outcome.ok ? answer(true, outcome.notice) : answer(false, outcome.error, outcome.status)
}
