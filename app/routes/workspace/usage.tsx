import { data, Form } from 'react-router'
import { SvgChart } from '~/calculators/ui/svg-chart'
import { Button } from '~/components/ui/button'
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

type Totals = { views: number; engaged: number; leads: number }
const add = (into: Totals, row: Totals) => {
  into.views += row.views
  into.engaged += row.engaged
  into.leads += row.leads
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
    }
    add(calculator, row)
    perCalculator.set(row.calculatorId, calculator)
    const day = perDay.get(row.day) ?? { views: 0, engaged: 0, leads: 0 }
    add(day, row)
    perDay.set(row.day, day)
  }
  const days = daysBetween(range.from, range.to)
  const series = (key: keyof Totals) => days.map((day) => perDay.get(day)?.[key] ?? 0)
  const total: Totals = { views: 0, engaged: 0, leads: 0 }
  for (const row of rows) add(total, row)
  const query = new URLSearchParams(range).toString()
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
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
      <div
        className="relative mb-8 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label="Usage by calculator"
      >
        <table className="w-full text-left text-sm" data-testid="usage">
          <caption className="mb-2 text-left text-slate-700">
            {range.from} to {range.to} (UTC days)
          </caption>
          <thead>
            <tr>
              <th scope="col">Calculator</th>
              <th scope="col">Views</th>
              <th scope="col">Engagement rate</th>
              <th scope="col">Leads</th>
              <th scope="col">Conversion</th>
            </tr>
          </thead>
          <tbody>
            {[...perCalculator.entries(), ['all', { ...total, name: 'All calculators' }] as const].map(
              ([id, row]) => (
                <tr key={id}>
                  <th scope="row">{row.name}</th>
                  <td>{row.views}</td>
                  <td>{rate(row.engaged, row.views)}</td>
                  <td>{row.leads}</td>
                  <td>{rate(row.leads, row.views)}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      <SvgChart
        title="Views, engaged visits and leads a day"
        summary={usageSummary(range, total)}
        series={[
          { id: 'views', label: 'Views', values: series('views'), color: '#0f766e' },
          { id: 'engaged', label: 'Engaged', values: series('engaged'), color: '#b45309' },
          { id: 'leads', label: 'Leads', values: series('leads'), color: '#1d4ed8' },
        ]}
        xLabels={days.map((day) => day.slice(5))}
        formatY={(value) => String(value)}
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
