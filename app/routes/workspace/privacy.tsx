import { requireRecentSignIn } from '~/lib/account/step-up.server'
import { data, Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { can } from '~/lib/access/policy'
import { eraseLeadsOfPerson, setLeadRetention } from '~/lib/leads/erase.server'
import { RETENTION_DAYS } from '~/lib/leads/retention'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember, type WorkspaceAccess } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { eq } from 'drizzle-orm'
import { workspaces } from '~/db/schema'
import { z } from '~/lib/zod'
import type { Db } from '~/db/client.server'
import { PendingControlChanges } from '~/components/workspaces/pending-control-changes'
import { SettingSwitch } from '~/components/workspaces/setting-switch'
import { setWorkspaceSwitch } from '~/lib/workspaces/workspace-switch.server'
import { pendingControlChanges } from '~/lib/controls/pending.server'
import { shortensRetention } from '~/lib/controls/weakening.server'
import { proposeAction } from './control-changes.server'
import type { Route } from './+types/privacy'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Privacy | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

/** Owners (the policy's 'settings.manage'): everyone else 403 here, after the guard's 404 for non-members. */
async function requireOwner(args: Route.LoaderArgs | Route.ActionArgs) {
  const access = await requireWorkspaceMember(args)
  if (
    !can({ userId: access.actor.id, role: access.role }, 'settings.manage', {
      workspaceId: access.workspace.id,
    })
  )
    throw data({ message: 'Only the workspace’s owners manage its privacy settings.' }, { status: 403 })
  return access
}

async function settingsOf(db: Db, workspaceId: string) {
  const [settings] = await db
    .select({ days: workspaces.leadRetentionDays, leadMailLinkOnly: workspaces.leadMailLinkOnly })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
  return { days: settings?.days ?? null, leadMailLinkOnly: settings?.leadMailLinkOnly ?? true }
}
const retentionOf = async (db: Db, workspaceId: string) => (await settingsOf(db, workspaceId)).days

export async function loader(args: Route.LoaderArgs) {
  const access = await requireOwner(args)
  const { db } = getServices(args.context)
  const [{ days, leadMailLinkOnly }, memberships, controlChanges] = await Promise.all([
    settingsOf(db, access.workspace.id),
    listMemberships(db, access.actor.id),
    pendingControlChanges(db, access.workspace.id, access.actor, ['retention']),
  ])
  return data(
    { workspace: access.workspace, memberships, days, leadMailLinkOnly, controlChanges },
    { headers: noStore },
  )
}

const RetentionSchema = z.object({
  days: z.union([
    z.literal('').transform(() => null),
    z.coerce
      .number({ error: 'Enter a number of days.' })
      .int('Enter a whole number of days.')
      .min(RETENTION_DAYS.min, `At least ${RETENTION_DAYS.min} days.`)
      .max(RETENTION_DAYS.max, `At most ${RETENTION_DAYS.max.toLocaleString('en-US')} days.`),
  ]),
})
const EraseSchema = z.object({
  email: z.email('Enter the person’s e-mail address.'),
  confirm: z.literal('on', { error: 'Tick the box to confirm.' }),
})

type Answer = { ok: boolean; notice: string }
const answer = (result: Answer, status = 200) => data(result, { status, headers: noStore })

async function retentionIntent(access: WorkspaceAccess, form: FormData, args: Route.ActionArgs) {
  const parsed = RetentionSchema.safeParse({ days: String(form.get('days') ?? '').trim() })
  if (!parsed.success) return answer({ ok: false, notice: parsed.error.issues[0]!.message }, 400)
  const { db } = getServices(args.context)
  // Deleting leads sooner waits for another approver or owner (decision 0070); keeping them longer does not.
  if (shortensRetention(await retentionOf(db, access.workspace.id), parsed.data.days))
    return proposeAction(args, access, { control: 'retention', value: { days: parsed.data.days } })
  await setLeadRetention(db, access.workspace.id, parsed.data.days, access.actor)
  return answer({
    ok: true,
    notice: parsed.data.days
      ? `Leads are now deleted ${parsed.data.days} days after they arrive, each night (UTC).`
      : 'Leads are now kept until you delete them.',
  })
}

/** "A link only, no personal data" in new-lead e-mails (decision 0080), audited as a workspace setting. */
async function leadMailIntent(access: WorkspaceAccess, form: FormData, args: Route.ActionArgs) {
  const on = form.get('on') === 'on'
  const { db } = getServices(args.context)
  await setWorkspaceSwitch(db, access.workspace.id, 'leadMailLinkOnly', on, access.actor)
  return answer({
    ok: true,
    notice: on
      ? 'New-lead e-mails now carry a link to the lead and no personal data.'
      : 'New-lead e-mails now carry the visitor’s details, figures and answers.',
  })
}

async function eraseIntent(access: WorkspaceAccess, form: FormData, args: Route.ActionArgs) {
  const parsed = EraseSchema.safeParse({
    email: String(form.get('email') ?? '').trim(),
    confirm: form.get('confirm') ?? '',
  })
  if (!parsed.success) return answer({ ok: false, notice: parsed.error.issues[0]!.message }, 400)
  // Step-up (issue 43 §5): an erasure cannot be undone; a sign-in older than ten minutes confirms it first.
  await requireRecentSignIn(args, access.view)
  const deleted = await eraseLeadsOfPerson(
    getServices(args.context).db,
    access.workspace.id,
    parsed.data.email,
    access.actor,
  )
  // What was removed, and what was already out of our hands (issue 43 §5).
  const reports = deleted.reports
    ? ` and ${deleted.reports} “E-mail my results” ${deleted.reports === 1 ? 'mail' : 'mails'} to it`
    : ''
  return answer({
    ok: true,
    notice: `Deleted ${deleted.leads} ${deleted.leads === 1 ? 'lead' : 'leads'} of that address${reports}. E-mails already delivered (to the person and to your team) and webhooks already sent are beyond our reach.`,
  })
}

export async function action(args: Route.ActionArgs) {
  const access = await requireOwner(args)
  const form = await args.request.formData()
  const intent = String(form.get('intent') ?? '')
  if (intent === 'retention') return retentionIntent(access, form, args)
  if (intent === 'erase') return eraseIntent(access, form, args)
  if (intent === 'lead-mail') return leadMailIntent(access, form, args)
  return answer({ ok: false, notice: 'Unknown action.' }, 400)
}

export default function WorkspacePrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { workspace, memberships, days, leadMailLinkOnly, controlChanges } = loaderData
  return (
    <div className="max-w-4xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Privacy" />
      {actionData ? (
        <p
          role="status"
          className={actionData.ok ? 'mb-6 text-emerald-800' : 'mb-6 font-semibold text-red-800'}
        >
          {actionData.notice}
        </p>
      ) : null}
      <section aria-labelledby="retention" className="mb-8 grid gap-3">
        <h2 id="retention" className="text-xl font-semibold text-slate-900">
          Keep leads only as long as needed
        </h2>
        <p className="text-sm text-slate-700">
          Leads older than this are deleted each night (UTC), with an entry in the audit log giving the count.
          Leave empty to keep leads until you delete them. The usage figures keep counting deleted leads.
        </p>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="retention" />
          <label className="grid text-sm">
            Delete leads this many days after they arrive ({RETENTION_DAYS.min}–
            {RETENTION_DAYS.max.toLocaleString('en-US')})
            <input
              name="days"
              type="number"
              min={RETENTION_DAYS.min}
              max={RETENTION_DAYS.max}
              defaultValue={days ?? ''}
              className="rounded-lg border px-3 py-2"
            />
          </label>
          <Button type="submit">Save</Button>
        </Form>
        <p className="text-sm text-slate-700">
          A shorter time than today’s waits until another approver or owner confirms it.
        </p>
        <PendingControlChanges changes={controlChanges} workspaceId={workspace.id} />
      </section>
      <section aria-labelledby="lead-mail" className="mb-8">
        <h2 id="lead-mail" className="text-xl font-semibold text-slate-900">
          New-lead e-mails
        </h2>
        <SettingSwitch
          intent="lead-mail"
          on={leadMailLinkOnly}
          label="A link only, no personal data"
          hint="The e-mail names the calculator and links to the lead, which members sign in to read. Untick it and the e-mail carries the visitor’s name, contact details, message, figures and answers: mailboxes keep, forward and preview them, and deleting a lead here cannot reach them."
          save="Save e-mail setting"
        />
      </section>
      <section aria-labelledby="person" className="grid gap-3">
        <h2 id="person" className="text-xl font-semibold text-slate-900">
          A person’s request
        </h2>
        <p className="text-sm text-slate-700">
          When someone asks what you hold about them, or asks you to delete it, enter their e-mail address.
          The audit log records the request and the count, not the address. E-mails and webhooks already sent
          are outside our reach: ask the recipients and the receiving systems to delete their copies.
        </p>
        <form
          method="post"
          action={`/workspace/${workspace.id}/lead-access.json`}
          className="flex flex-wrap items-end gap-3"
        >
          <label className="grid text-sm">
            E-mail address to look up
            <input name="email" type="email" required className="rounded-lg border px-3 py-2" />
          </label>
          <Button type="submit" variant="secondary">
            Download their leads (JSON)
          </Button>
        </form>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="erase" />
          <label className="grid text-sm">
            E-mail address to erase
            <input name="email" type="email" required className="rounded-lg border px-3 py-2" />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" required /> Delete all their leads for good
          </label>
          <Button type="submit">Delete their leads</Button>
        </Form>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
