import { data, Form, Link, useActionData } from 'react-router'
import { useEffect, useMemo, useRef } from 'react'
import { Field, useFocusFirstError } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Label } from '~/components/ui/input'
import { getServices } from '~/lib/services.server'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { LIMITS } from '~/lib/workspaces/revision-form'
import { listMembers } from '~/lib/workspaces/members.server'
import { listMemberships, listOpenInvitations } from '~/lib/workspaces/workspaces.server'
import { PRICING_PATH } from '~/lib/billing/pricing-path'
import { pendingControlChanges } from '~/lib/controls/pending.server'
import { PendingControlChanges } from '~/components/workspaces/pending-control-changes'
import { When } from '~/components/when'
import { ApprovalSetting } from '~/components/workspaces/approval-setting'
import { TwoFactorSetting } from '~/components/workspaces/two-factor-setting'
import { SessionLimitsSetting } from '~/components/workspaces/session-limits-setting'
import { sessionLimitsOf } from '~/lib/account/session-limits.server'
import { settingsAction } from './members-settings.server'
import { inviteAction, memberChangeAction, revokeAction } from './members-actions.server'
import { decisionAction } from './control-changes.server'
import type { Route } from './+types/members'
import { noStore, WorkspaceErrorBoundary, WorkspaceHeader, privateHeaders } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Members | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  const { db } = getServices(args.context)
  const manage = access.can('members.manage')
  const [members, invitations, memberships, controlChanges] = await Promise.all([
    listMembers(db, access.workspace.id),
    manage ? listOpenInvitations(db, access.workspace.id) : [],
    listMemberships(db, access.actor.id),
    pendingControlChanges(db, access.workspace.id, access.actor),
  ])
  return data(
    {
      workspace: access.workspace,
      manage,
      settings: { manage: access.can('settings.manage'), ...access.settings },
      sessionLimits: {
        manage: access.can('sessions.manage'),
        ...(await sessionLimitsOf(db, access.workspace.id)),
      },
      members,
      invitations,
      memberships,
      controlChanges,
    },
    { headers: noStore },
  )
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args)
  const form = await args.request.formData()
  const intent = form.get('intent')
  // Any approver or owner may confirm or cancel a pending control change (decision 0070); the rest is owners'.
  if (intent === 'confirm-control' || intent === 'cancel-control')
    return decisionAction(args, access, intent === 'confirm-control' ? 'confirm' : 'cancel', form)
  if (!access.can('members.manage'))
    throw data({ message: 'Your role in this workspace does not allow this.' }, { status: 403 })
  if (intent === 'invite') return inviteAction(args, access, form)
  if (intent === 'revoke-invitation') return revokeAction(args, access, form)
  if (intent === 'remove' || intent === 'change-role') return memberChangeAction(args, access, intent, form)
  if (intent === 'require-two-factor' || intent === 'second-approver' || intent === 'session-limits')
    return settingsAction(args, access, intent, form)
  return data({ ok: false, notice: 'Unknown action.', field: undefined, email: '' }, { status: 400 })
}

const roleNames = { owner: 'Owner', approver: 'Approver', editor: 'Editor' } as const

export default function WorkspaceMembers({ loaderData }: Route.ComponentProps) {
  const { workspace, manage, settings, sessionLimits, members, invitations, memberships, controlChanges } =
    loaderData
  const result = useActionData<typeof action>()
  useNoticeToast(result)
  const inviteForm = useRef<HTMLFormElement>(null)
  const inviteErrors = useMemo(
    () => (result?.field ? { [result.field]: result.notice } : undefined),
    [result],
  )
  useFocusFirstError(inviteForm, inviteErrors)
  // An invitation sent: the form is empty for the next one (issue 48 §3).
  useEffect(() => {
    if (result && 'invited' in result && result.invited) inviteForm.current?.reset()
  }, [result])
  return (
    <div className="max-w-5xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Members" />
      <ul className="grid gap-2" data-testid="members">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-3 text-sm">
            <span>{member.email}</span>
            {manage ? (
              <Form method="post" className="flex items-center gap-2">
                <input type="hidden" name="intent" value="change-role" />
                <input type="hidden" name="userId" value={member.userId} />
                <label className="sr-only" htmlFor={`role-${member.userId}`}>
                  Role of {member.email}
                </label>
                <select
                  id={`role-${member.userId}`}
                  name="role"
                  defaultValue={member.role}
                  key={member.role}
                  className="rounded-lg border border-slate-300 px-2 py-1"
                >
                  {(['owner', 'approver', 'editor'] as const).map((role) => (
                    <option key={role} value={role}>
                      {roleNames[role]}
                    </option>
                  ))}
                </select>
                <Button type="submit" size="sm" variant="secondary">
                  Change role<span className="sr-only"> of {member.email}</span>
                </Button>
              </Form>
            ) : (
              <span className="rounded bg-slate-100 px-2 py-0.5">{member.role}</span>
            )}
            {manage ? (
              <>
                <Form method="post" id={`remove-${member.userId}`}>
                  <input type="hidden" name="userId" value={member.userId} />
                </Form>
                <ConfirmDialog
                  trigger={
                    <Button type="button" size="sm" variant="secondary">
                      Remove<span className="sr-only"> {member.email}</span>
                    </Button>
                  }
                  title={`Remove ${member.email}?`}
                  description={`${member.email} loses access to this workspace at once: its calculators, leads and usage. Published calculators stay as they are for visitors.`}
                  confirmLabel="Remove member"
                  form={`remove-${member.userId}`}
                  name="intent"
                  value="remove"
                />
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <PendingControlChanges changes={controlChanges} workspaceId={workspace.id} />
      <ApprovalSetting on={settings.secondApprover} manage={settings.manage} />
      <TwoFactorSetting on={settings.twoFactor} manage={settings.manage} />
      <SessionLimitsSetting {...sessionLimits} />
      {manage ? (
        <>
          <h2 className="mt-10 text-xl font-bold">Invite a teammate</h2>
          <Form method="post" className="mt-4 grid max-w-md gap-4" ref={inviteForm}>
            <input type="hidden" name="intent" value="invite" />
            <Field
              label="E-mail"
              name="email"
              type="email"
              maxLength={LIMITS.email}
              defaultValue={result?.email}
              error={result?.field === 'email' ? result.notice : undefined}
            />
            <div>
              <Label htmlFor="invite-role">Role</Label>
              <select
                id="invite-role"
                name="role"
                className="block w-full rounded-lg border border-slate-300 px-3 py-2"
              >
                <option value="editor">Editor (can change drafts)</option>
                <option value="approver">Approver (can also approve and publish)</option>
              </select>
            </div>
            {result && 'overPlan' in result ? (
              <Link to={PRICING_PATH} className="text-sm font-semibold text-brand-800 underline">
                See the plans
              </Link>
            ) : null}
            <Button type="submit">Send invitation</Button>
          </Form>
          {invitations.length > 0 ? (
            <>
              <h3 id="pending-invitations" className="mt-8 font-semibold">
                Pending invitations
              </h3>
              <ul aria-labelledby="pending-invitations" className="mt-3 grid gap-2 text-sm">
                {invitations.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center gap-3">
                    {invitation.email} ({invitation.role}), expires <When at={invitation.expiresAt} />
                    <Form method="post" id={`revoke-${invitation.id}`}>
                      <input type="hidden" name="invitationId" value={invitation.id} />
                    </Form>
                    <ConfirmDialog
                      trigger={
                        <Button type="button" size="sm" variant="secondary">
                          Revoke<span className="sr-only"> the invitation of {invitation.email}</span>
                        </Button>
                      }
                      title={`Revoke the invitation of ${invitation.email}?`}
                      description={`The link in the e-mail sent to ${invitation.email} stops working. You can invite them again later.`}
                      confirmLabel="Revoke invitation"
                      form={`revoke-${invitation.id}`}
                      name="intent"
                      value="revoke-invitation"
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
