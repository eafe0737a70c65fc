import { toCsv } from '~/lib/admin/csv'
import { allLeads, leadFilterOf, LEAD_STATUS_LABELS } from '~/lib/leads/inbox.server'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import type { Route } from './+types/workspace-leads-csv'

const header = [
  'Received (UTC)',
  'Calculator',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Preferred time',
  'Message',
  'Inputs',
  'Results',
]

/** The leads the inbox's filter shows, for a spreadsheet; the same 404 as the page for anyone else. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  const filter = leadFilterOf(new URL(args.request.url))
  const rows = await allLeads(getServices(args.context).db, access.workspace.id, filter)
  const csv = toCsv(
    header,
    rows.map((lead) => [
      lead.createdAt.toISOString(),
      lead.calculatorName,
      LEAD_STATUS_LABELS[lead.status],
      lead.name,
      lead.email,
      lead.phone,
      lead.preferredTime,
      lead.message,
      Object.entries(lead.snapshot.inputs)
        .map(([key, value]) => `${key}=${value}`)
        .join('; '),
      lead.snapshot.results.map((figure) => `${figure.label}: ${figure.value}`).join('; '),
    ]),
  )
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
