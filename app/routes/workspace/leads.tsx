import { data, Form, Link, useActionData, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button'
import { LEAD_STATUSES, type LeadStatus } from '~/db/lead-schema'
import { counted } from '~/lib/counted'
import { LEAD_NOTES_MAX, LEADS_PAGE_SIZE, LEAD_STATUS_LABELS } from '~/lib/leads/lead-status'
import {
  assignLead,
  leadFilterOf,
  listLeads,
  setLeadNotes,
  setLeadStatus,
  workspaceCalculators,
} from '~/lib/leads/inbox.server'
import { labelledInputs } from '~/lib/leads/input-labels.server'
import { primeSpecialty } from '~/lib/specialty/resolve.server'
import { typeLabel } from '~/calculators/kit/type-info'
import { getServices } from '~/lib/services.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMembers } from '~/lib/workspaces/members.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { LeadCard, selectClass } from '~/components/workspaces/lead-card'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import { signedInRecently } from '~/lib/account/step-up.server'
import { confirmLink } from '~/lib/account/step-up'
import type { Route } from './+types/leads'
import { noStore, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Leads | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'leads.view')
  const { db } = getServices(args.context)
  const filter = leadFilterOf(new URL(args.request.url))
  const [inbox, calculators, memberships, members] = await Promise.all([
    listLeads(db, access.workspace.id, filter),
    workspaceCalculators(db, access.workspace.id),
    listMemberships(db, access.actor.id),
    listMembers(db, access.workspace.id),
  ])
  // Each lead's inputs under the calculator's labels, formatted ("Home price: $425,000"), and the title of the
  // calculator it came from: a specialty version is resolved here, where it is known (decision 0060).
  const leads = await Promise.all(
    inbox.leads.map(async (lead) => {
      await primeSpecialty(db, lead.snapshot.type)
      return {
        ...lead,
        inputs: await labelledInputs(lead.snapshot),
        calculatorTitle: typeLabel(lead.snapshot.type),
      }
    }),
  )
  const filtered = Boolean(filter.q || filter.calculatorId || filter.status || filter.leadId)
  return data(
    {
      workspace: access.workspace,
      total: inbox.total,
      leads,
      filter,
      filtered,
      calculators,
      memberships,
      members: members.map(({ userId, email }) => ({ userId, email })),
      canExport: access.can('leads.export'),
      // Step-up (decision 0057): an older sign-in confirms the password before the file downloads.
      exportNeedsConfirm: !(await signedInRecently(getServices(args.context), access.view)),
      canConfigure: access.can('leads.configure'),
    },
    { headers: noStore },
  )
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args, 'leads.update')
  const form = await args.request.formData()
  const services = getServices(args.context)
  const leadId = String(form.get('leadId') ?? '')
  const intent = String(form.get('intent') ?? 'status')
  const { db } = services
  let changed: boolean
  let notice: string
  if (intent === 'notes') {
    const notes = String(form.get('notes') ?? '')
    if (notes.length > LEAD_NOTES_MAX)
      return data(
        { ok: false, notice: `Notes must be at most ${LEAD_NOTES_MAX.toLocaleString('en-US')} characters.` },
        { status: 400 },
      )
    changed = await setLeadNotes(db, access.workspace.id, leadId, notes.trim(), access.actor)
    notice = 'Notes saved.'
  } else if (intent === 'assign') {
    const assignee = String(form.get('assignee') ?? '')
    const outcome = await assignLead(db, access.workspace.id, leadId, assignee, access.actor)
    if (outcome === 'not-member')
      return data({ ok: false, notice: 'Choose a member of this workspace.' }, { status: 400 })
    changed = outcome === 'ok'
    notice = assignee ? 'Lead assigned.' : 'Lead unassigned.'
  } else {
    const status = String(form.get('status') ?? '')
    if (!(LEAD_STATUSES as readonly string[]).includes(status))
      return data({ ok: false, notice: 'Choose New, Contacted or Closed.' }, { status: 400 })
    changed = await setLeadStatus(db, access.workspace.id, leadId, status as LeadStatus, access.actor)
    notice = 'Status updated.'
  }
  if (!changed) throw notFound()
  return data({ ok: true, notice })
}

export default function LeadInbox({ loaderData }: Route.ComponentProps) {
  const {
    workspace,
    memberships,
    leads,
    total,
    filter,
    filtered,
    calculators,
    members,
    canExport,
    exportNeedsConfirm,
    canConfigure,
  } = loaderData
  useNoticeToast(useActionData<typeof action>())
  const [search] = useSearchParams()
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE))
  const pageLink = (page: number) => {
    const next = new URLSearchParams(search)
    next.set('page', String(page))
    return `?${next.toString()}`
  }
  const csvSearch = new URLSearchParams(search)
  csvSearch.delete('page')
  return (
    <div className="max-w-6xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Leads" />
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" role="search">
        <label className="grid text-sm">
          Search
          <input name="q" type="search" defaultValue={filter.q} className={selectClass} maxLength={100} />
        </label>
        <label className="grid text-sm">
          Calculator
          <select name="calculator" defaultValue={filter.calculatorId} className={selectClass}>
            <option value="">All calculators</option>
            {calculators.map((calculator) => (
              <option key={calculator.id} value={calculator.id}>
                {calculator.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid text-sm">
          Status
          <select name="status" defaultValue={filter.status} className={selectClass}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Filter</Button>
        {canExport ? (
          <a
            href={
              exportNeedsConfirm
                ? confirmLink(`/workspace/${workspace.id}/leads.csv?${csvSearch.toString()}`)
                : `/workspace/${workspace.id}/leads.csv?${csvSearch.toString()}`
            }
            className="font-semibold text-brand-700 underline"
            download={!exportNeedsConfirm || undefined}
          >
            Download CSV
          </a>
        ) : null}
        {canConfigure ? (
          <Link
            to={`/workspace/${workspace.id}/lead-fields`}
            className="font-semibold text-brand-700 underline"
          >
            Lead form fields
          </Link>
        ) : null}
      </Form>
      <p className="mb-4 text-sm text-slate-700" data-testid="lead-count">
        {counted(total, 'lead')}
        {filter.leadId ? (
          <>
            {' · '}
            <Link to="." className="font-semibold text-brand-700 underline">
              All leads
            </Link>
          </>
        ) : null}
      </p>
      {leads.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {filtered ? (
            <p>No lead matches these filters.</p>
          ) : (
            <>
              <p className="font-semibold text-slate-900">No leads yet.</p>
              <p className="mt-1 text-sm">
                Leads arrive here when a visitor sends the lead form of a published calculator that has leads
                turned on. Each one is also e-mailed to the calculator&apos;s lead recipients.
              </p>
            </>
          )}
        </div>
      ) : null}
      <ol className="grid gap-4" data-testid="leads">
        {leads.map((lead) => (
          <LeadCard key={lead.id} lead={lead} members={members} />
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex gap-4 text-sm">
          {filter.page > 1 ? <Link to={pageLink(filter.page - 1)}>Newer</Link> : null}
          <span>
            Page {filter.page} of {pages}
          </span>
          {filter.page < pages ? <Link to={pageLink(filter.page + 1)}>Older</Link> : null}
        </nav>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
