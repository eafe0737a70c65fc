import { toCsv } from '~/lib/admin/csv'
import { record } from '~/lib/events/emit.server'
import { usageRangeOf, usageRangeRefusal } from '~/lib/leads/usage-range'
import { usageReport } from '~/lib/leads/usage.server'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import type { Route } from './+types/workspace-usage-csv'

/** Views, engaged visits, leads and reports sent per calculator and day of the chosen range; 404 to anyone else,
 * 400 for a day that is none. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  const url = new URL(args.request.url)
  const refusal = usageRangeRefusal(url)
  if (refusal)
    return new Response(refusal, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    })
  const { from, to } = usageRangeOf(url)
  const { db } = getServices(args.context)
  const rows = await usageReport(db, access.workspace.id, from, to)
  await record(db, {
    type: 'usage.exported',
    workspaceId: access.workspace.id,
    actor: access.actor,
    objectId: access.workspace.id,
    data: { format: 'csv', from, to },
  })
  const csv = toCsv(
    ['Day (UTC)', 'Calculator', 'Views', 'Engaged', 'Leads', 'Reports sent'],
    rows.map((row) => [
      row.day,
      row.name,
      String(row.views),
      String(row.engaged),
      String(row.leads),
      String(row.reports),
    ]),
  )
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="usage-${from}-to-${to}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
