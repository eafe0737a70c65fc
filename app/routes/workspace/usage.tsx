import { data, Form } from 'react-router'
import { Button } from '~/components/ui/button'
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
      <div
        className="scroll-shadows relative mb-8 overflow-x-auto rounded-xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label="Usage by calculator"
      >
        <table className="w-full text-sm" data-testid="usage" aria-describedby="usage-terms">
          <caption className="px-3 pt-3 pb-2 text-left text-slate-700">
            {formatDay(range.from)} to {formatDay(range.to)} (UTC days)
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={cell('left')}>
                Calculator
              </th>
              {['Views', 'Engagement rate', 'Leads', 'Conversion', 'Reports sent'].map((heading) => (
                <th key={heading} scope="col" className={cell('right')}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...perCalculator.entries()].map(([id, row]) => (
              <UsageRow key={id} row={row} />
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold">
            <UsageRow row={{ ...total, name: 'All calculators' }} />
          </tfoot>
        </table>
      </div>
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

const cell = (align: 'left' | 'right') =>
  `px-3 py-2 whitespace-nowrap ${align === 'right' ? 'text-right tabular-nums' : 'text-left'}`

function UsageRow({ row }: { row: Totals & { name: string } }) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className={`${cell('left')} font-medium whitespace-normal`}>
        {row.name}
      </th>
      <td className={cell('right')}>{row.views.toLocaleString('en-US')}</td>
      <td className={cell('right')}>{rate(row.engaged, row.views)}</td>
      <td className={cell('right')}>{row.leads.toLocaleString('en-US')}</td>
      <td className={cell('right')}>{rate(row.leads, row.views)}</td>
      <td className={cell('right')}>{row.reports.toLocaleString('en-US')}</td>
    </tr>
  )
}

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
