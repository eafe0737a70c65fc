import { data, Link, useActionData } from 'react-router'
import { PendingControlChanges } from '~/components/workspaces/pending-control-changes'
import { pendingControlChanges } from '~/lib/controls/pending.server'
import { LeadFieldsForm } from '~/components/leads/lead-fields-form'
import { parseSettingForm, type SettingErrors } from '~/lib/leads/lead-field-setting'
import { setLeadFields, workspaceLeadFields } from '~/lib/leads/lead-field-setting.server'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import { visitorChange } from './control-changes.server'
import type { Route } from './+types/lead-fields'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Lead form fields | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

// The policy's 'leads.configure' (owners, approvers): a non-member or removed member gets the guard's 404,
// an editor a 403, a signed-out visitor the sign-in page.
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'leads.configure')
  const { db } = getServices(args.context)
  const [setting, memberships, controlChanges] = await Promise.all([
    workspaceLeadFields(db, access.workspace.id),
    listMemberships(db, access.actor.id),
    pendingControlChanges(db, access.workspace.id, access.actor, ['lead-fields']),
  ])
  return data({ workspace: access.workspace, memberships, setting, controlChanges }, { headers: noStore })
}

type Answer = { ok: boolean; notice: string; errors?: SettingErrors }

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args, 'leads.configure')
  const parsed = parseSettingForm(await args.request.formData())
  if (!parsed.ok)
    return data<Answer>(
      { ok: false, notice: 'Check the fields marked below.', errors: parsed.errors },
      { status: 400, headers: noStore },
    )
  return visitorChange(
    args,
    access,
    { control: 'lead-fields', value: { leadFields: parsed.setting } },
    async () => {
      await setLeadFields(getServices(args.context).db, access.workspace.id, parsed.setting, access.actor)
      return data<Answer>(
        { ok: true, notice: 'Lead form saved. Published calculators show it now.' },
        { headers: noStore },
      )
    },
  )
}

export default function LeadFields({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, setting } = loaderData
  const answer = useActionData<typeof action>()
  useNoticeToast(answer)
  return (
    <div className="max-w-5xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Lead form fields" />
      <p className="max-w-2xl text-slate-700">
        What the lead form of every published calculator of this workspace asks the visitor, in the
        calculator&apos;s language. Leads keep the answers they were sent with; the{' '}
        <Link to={`/workspace/${workspace.id}/leads`} className="font-semibold text-brand-700 underline">
          inbox
        </Link>
        , the CSV and webhooks show them, and the lead e-mail unless it is a link only (Privacy).
      </p>
      <PendingControlChanges changes={loaderData.controlChanges} workspaceId={workspace.id} />
      <LeadFieldsForm setting={setting} serverErrors={answer?.errors} />
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
