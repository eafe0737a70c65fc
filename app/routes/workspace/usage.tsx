import { data, Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { ResponsiveTable, type ResponsiveColumn } from '~/components/ui/responsive-table'
import { UsageChart } from '~/components/workspaces/usage-chart'
import { daysBetween, rate, usageRangeOf, usageSummary } from '~/lib/leads/usage-range'
import { usageReport } from '~/lib/leads/usage.server'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/usage'
import { noStore, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Usage | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  const { db, usage } = getServices(args.context)
  // This instance's last seconds of counts, so the figures a client checks right after a visit include it.
  await usage.flush()
  const range = usageRangeOf(new URL(args.request.url))
  const [rows, memberships] = await Promise.all([
    usageReport(db, access.workspace.id, range.from, range.to),
    listMemberships(db, access.actor.id),
  ])
  return data({ workspace: access.workspace, memberships, range, rows }, { headers: noStore })
}

type Totals = { views: number; engaged: number; leads: number; reports: number }
const add = (into: Totals, row: Totals) => {
  into.views += row.views
  into.engaged += row.engaged
  into.leads += row.leads
  into.reports += row.reports
}

export default function WorkspaceUsage({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, range, rows } = loaderData
  const perCalculator = new Map<string, Totals & { name: string }>()
  const perDay = new Map<string, Totals>()
  for (const row of rows) {
    const calculator = perCalculator.get(row.calculatorId) ?? {
      name: row.name,
      views: 0,
      engaged: 0,
      leads: 0,
      reports: 0,
    }
    add(calculator, row)
    perCalculator.set(row.calculatorId, calculator)
    const day = perDay.get(row.day) ?? { views: 0, engaged: 0, leads: 0, reports: 0 }
    add(day, row)
    perDay.set(row.day, day)
  }
  const days = daysBetween(range.from, range.to)
  const series = (key: keyof Totals) => days.map((day) => perDay.get(day)?.[key] ?? 0)
  const total: Totals = { views: 0, engaged: 0, leads: 0, reports: 0 }
  for (const row of rows) add(total, row)
  const query = new URLSearchParams(range).toString()
  return (
    <div className="max-w-6xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Usage" />
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="grid text-sm">
          From
          <input type="date" name="from" defaultValue={range.from} className="rounded-lg border px-3 py-2" />
        </label>
        <label className="grid text-sm">
          To
          <input type="date" name="to" defaultValue={range.to} className="rounded-lg border px-3 py-2" />
        </label>
        <Button type="submit">Show</Button>
        <a
          href={`/workspace/${workspace.id}/usage.csv?${query}`}
          className="font-semibold underline"
          download
        >
          Download CSV
        </a>
      </Form>
      <p className="mb-4 max-w-3xl text-sm text-slate-700" id="usage-terms">
        A <strong>view</strong> is a visitor&apos;s page showing the calculator (bots excluded). An{' '}
        <strong>engaged</strong> visit is a view in which the visitor changed at least one figure; the
        engagement rate is engaged visits ÷ views, the conversion is leads ÷ views.{' '}
        <strong>Reports sent</strong> are the PDF reports visitors had e-mailed to themselves.
      </p>
      {total.views === 0 && total.leads === 0 && total.reports === 0 ? (
        <p className="mb-8 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          No views in these days yet. Views are counted once a published calculator is shown on a page; choose
          other days above, or publish a calculator and place its embed code on your site.
        </p>
      ) : null}
      <ResponsiveTable
        label="Usage by calculator"
        describedBy="usage-terms"
        testId="usage"
        caption={{
          text: `${formatDay(range.from)} to ${formatDay(range.to)} (UTC days)`,
          className: 'pb-2 text-left text-sm text-slate-700 sm:px-3 sm:pt-3',
        }}
        rows={[...perCalculator.entries()].map(([id, row]) => ({ id, ...row }))}
        rowKey={(row) => row.id}
        footer={{ id: 'all', ...total, name: 'All calculators' }}
        columns={usageColumns}
        className="mb-8"
        boxClassName="scroll-shadows rounded-xl border border-slate-200"
        headClassName="bg-slate-50 text-slate-700"
      />
      <UsageChart
        title="Views, engaged visits and leads a day"
        summary={usageSummary(range, total)}
        days={days}
        series={[
          { id: 'views', label: 'Views', values: series('views'), color: '#0f766e' },
          { id: 'engaged', label: 'Engaged', values: series('engaged'), color: '#b45309' },
          { id: 'leads', label: 'Leads', values: series('leads'), color: '#1d4ed8' },
        ]}
      />
    </div>
  )
}

type UsageRow = Totals & { id: string; name: string }
const figure = { className: 'text-right tabular-nums whitespace-nowrap', headerClassName: 'text-right' }

/** A card a calculator on a phone (and one for all of them), the table from 640 px. */
const usageColumns: ResponsiveColumn<UsageRow>[] = [
  { header: 'Calculator', rowHeader: true, className: 'font-medium', cell: (row) => row.name },
  { header: 'Views', ...figure, cell: (row) => row.views.toLocaleString('en-US') },
  { header: 'Engagement rate', ...figure, cell: (row) => rate(row.engaged, row.views) },
  { header: 'Leads', ...figure, cell: (row) => row.leads.toLocaleString('en-US') },
  { header: 'Conversion', ...figure, cell: (row) => rate(row.leads, row.views) },
  { header: 'Reports sent', ...figure, cell: (row) => row.reports.toLocaleString('en-US') },
]

/** 2026-11-25 → Nov 25, 2026: days read as dates everywhere else in the workspace. */
function formatDay(day: string) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
