import { requireRecentSignIn } from '~/lib/account/step-up.server'
import { data } from 'react-router'
import { memberEmail } from '~/lib/controls/pending.server'
import { removesLastOtherApprover } from '~/lib/controls/weakening.server'
import { refuseOverPlan } from '~/lib/billing/limits.server'
import { getServices } from '~/lib/services.server'
import type { WorkspaceAccess } from '~/lib/workspaces/access.server'
import { mayInvite } from '~/lib/workspaces/limits.server'
import { workspaceMail } from '~/lib/workspaces/mail.server'
import { changeMemberRole, isWorkspaceRole, removeMember } from '~/lib/workspaces/members.server'
import { LIMITS } from '~/lib/workspaces/revision-form'
import { ALREADY_ACCEPTED, createInvitation, revokeInvitation } from '~/lib/workspaces/workspaces.server'
import { proposeAction } from './control-changes.server'

type Args = Parameters<typeof proposeAction>[0]
type Answer = {
  ok: boolean
  notice: string
  field: 'email' | 'role' | undefined
  email: string
  /** An invitation went out: the page empties its form for the next one. */
  invited?: boolean
}
const reply = (answer: Answer, status = 200) => data(answer, { status })
const notice = (ok: boolean, text: string, status: number) =>
  reply({ ok, notice: text, field: undefined, email: '' }, status)

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export async function inviteAction(args: Args, access: WorkspaceAccess, form: FormData) {
  const services = getServices(args.context)
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase()
  const role = form.get('role')
  const refused = (text: string, field: Answer['field'], status = 400) =>
    reply({ ok: false, notice: text, field, email: email.slice(0, 300) }, status)
  if (email.length > LIMITS.email)
    return refused(`E-mail must be at most ${LIMITS.email} characters.`, 'email')
  if (!EMAIL.test(email)) return refused('Enter a valid e-mail address.', 'email')
  if (role !== 'editor' && role !== 'approver') return refused('Choose editor or approver.', 'role')
  const overPlan = await refuseOverPlan(services.db, access.workspace.id, 'seats')
  if (overPlan)
    return data({ ok: false, notice: overPlan.message, field: 'email', email, overPlan }, { status: 403 })
  if (!(await mayInvite(services, access.workspace.id, access.actor.id)))
    return refused('Too many invitations. Please try again in a minute.', 'email', 429)
  const mail = workspaceMail(services)
  await createInvitation(
    services.db,
    { workspaceId: access.workspace.id, email, role, actor: access.actor },
    (tx, invitation) =>
      mail.invitation(tx, {
        ...invitation,
        workspaceName: access.workspace.name,
        invitedBy: access.actor.email,
      }),
  )
  return reply({
    ok: true,
    notice: `Invitation sent to ${email}.`,
    field: undefined,
    email: '',
    invited: true,
  })
}

export async function revokeAction(args: Args, access: WorkspaceAccess, form: FormData) {
  const revoked = await revokeInvitation(
    getServices(args.context).db,
    access.workspace.id,
    String(form.get('invitationId') ?? ''),
    access.actor,
  )
  const answers = {
    revoked: { text: 'Invitation revoked.', status: 200 },
    accepted: { text: ALREADY_ACCEPTED, status: 409 },
    missing: { text: 'No such invitation.', status: 404 },
  } as const
  const { text, status } = answers[revoked]
  return notice(revoked === 'revoked', text, status)
}

/** Removing or demoting the last other approver waits for confirmation (decision 0070); the rest is at once. */
export async function memberChangeAction(
  args: Args,
  access: WorkspaceAccess,
  intent: 'remove' | 'change-role',
  form: FormData,
) {
  // Step-up (issue 43 §5): who holds the workspace is changed only by a sign-in of the last ten minutes.
  await requireRecentSignIn(args, access.view)
  const { db } = getServices(args.context)
  const workspaceId = access.workspace.id
  const userId = String(form.get('userId') ?? '')
  const role = intent === 'remove' ? null : form.get('role')
  if (role !== null && !isWorkspaceRole(role)) return notice(false, 'Choose owner, approver or editor.', 400)
  const guarded = await removesLastOtherApprover(db, { workspaceId, actorId: access.actor.id, userId, role })
  if (guarded) {
    const member = await memberEmail(db, workspaceId, userId)
    if (!member) return notice(false, 'No such member.', 404)
    return role
      ? proposeAction(args, access, {
          control: 'member-role',
          subject: userId,
          value: { role, email: member.email },
        })
      : proposeAction(args, access, {
          control: 'member-remove',
          subject: userId,
          value: { email: member.email },
        })
  }
  const done = role
    ? await changeMemberRole(db, { workspaceId, userId, role, actor: access.actor })
    : await removeMember(db, workspaceId, userId, access.actor)
  const status = done.ok ? 200 : 'missing' in done ? 404 : 409
  return notice(done.ok, done.ok ? (role ? 'Role changed.' : 'Member removed.') : done.error, status)
}
