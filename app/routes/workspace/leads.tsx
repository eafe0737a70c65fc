import { data, Form, Link, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button'
import { LEAD_STATUSES, type LeadStatus } from '~/db/lead-schema'
import { counted } from '~/lib/counted'
import { LEADS_PAGE_SIZE, LEAD_STATUS_LABELS } from '~/lib/leads/lead-status'
import { leadFilterOf, listLeads, setLeadStatus, workspaceCalculators } from '~/lib/leads/inbox.server'
import { labelledInputs } from '~/lib/leads/input-labels.server'
import { getServices } from '~/lib/services.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { When } from '~/components/when'
import type { Route } from './+types/leads'
import { LeadSnapshotView } from './lead-snapshot'
import { noStore, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Leads | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  const { db } = getServices(args.context)
  const filter = leadFilterOf(new URL(args.request.url))
  const [inbox, calculators, memberships] = await Promise.all([
    listLeads(db, access.workspace.id, filter),
    workspaceCalculators(db, access.workspace.id),
    listMemberships(db, access.actor.id),
  ])
  // Each lead's inputs under the calculator's labels, formatted ("Home price: $425,000").
  const leads = await Promise.all(
    inbox.leads.map(async (lead) => ({ ...lead, inputs: await labelledInputs(lead.snapshot) })),
  )
  const filtered = Boolean(filter.q || filter.calculatorId || filter.status)
  return data(
    { workspace: access.workspace, total: inbox.total, leads, filter, filtered, calculators, memberships },
    { headers: noStore },
  )
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args)
  const form = await args.request.formData()
  const status = String(form.get('status') ?? '')
  if (!(LEAD_STATUSES as readonly string[]).includes(status))
    return data({ error: 'Choose New, Contacted or Closed.' }, { status: 400 })
  const services = getServices(args.context)
  const changed = await setLeadStatus(
    services.db,
    access.workspace.id,
    String(form.get('leadId') ?? ''),
    status as LeadStatus,
    access.actor,
  )
  if (!changed) throw notFound()
  services.notifyWebhooks()
  return data({ error: null })
}

const selectClass = 'rounded-lg border border-slate-300 bg-white px-3 py-2'

export default function LeadInbox({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, leads, total, filter, filtered, calculators } = loaderData
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
    <div className="mx-auto max-w-6xl px-4 py-10">
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
        <a
          href={`/workspace/${workspace.id}/leads.csv?${csvSearch.toString()}`}
          className="font-semibold text-brand-700 underline"
          download
        >
          Download CSV
        </a>
      </Form>
      <p className="mb-4 text-sm text-slate-700" data-testid="lead-count">
        {counted(total, 'lead')}
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
          <li key={lead.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">{lead.name}</h2>
              <span className="text-sm text-slate-600">
                <When at={lead.createdAt} /> · {lead.calculatorName}
              </span>
            </div>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
              <a href={`mailto:${lead.email}`} className="break-all text-brand-700 underline">
                {lead.email}
              </a>
              {lead.phone ? (
                <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline">
                  {lead.phone}
                </a>
              ) : null}
              {lead.preferredTime ? <span>Best time: {lead.preferredTime}</span> : null}
            </p>
            {lead.pageUrl ? (
              <p className="mt-1 text-sm text-slate-600">
                From <span className="break-all">{lead.pageUrl}</span>
              </p>
            ) : null}
            {lead.message ? <p className="mt-2 whitespace-pre-line text-sm">{lead.message}</p> : null}
            <LeadSnapshotView snapshot={lead.snapshot} inputs={lead.inputs} />
            <Form method="post" className="mt-3 flex flex-wrap items-center gap-2">
              <input type="hidden" name="leadId" value={lead.id} />
              <label className="text-sm" htmlFor={`status-${lead.id}`}>
                Status
              </label>
              <select
                id={`status-${lead.id}`}
                name="status"
                defaultValue={lead.status}
                className={selectClass}
              >
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {LEAD_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
              <Button type="submit" size="sm">
                Update
              </Button>
            </Form>
            {lead.changes.length > 0 ? (
              <ul className="mt-2 text-sm text-slate-700">
                {lead.changes.map((change) => (
                  <li key={change.id}>
                    <When at={change.createdAt} /> — {change.actorEmail}: {LEAD_STATUS_LABELS[change.status]}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
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
