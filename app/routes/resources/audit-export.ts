import { requireRecentSignIn } from '~/lib/account/step-up.server'
import { toCsv } from '~/lib/admin/csv'
import { requireAuditViewer } from '~/lib/events/audit-access.server'
import {
  AUDIT_CSV_HEADER,
  AUDIT_EXPORT_MAX,
  auditCsvRow,
  auditFilterOf,
  describeEntry,
  listAudit,
} from '~/lib/events/audit-log.server'
import { record } from '~/lib/events/emit.server'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/audit-export'

/**
 * The audit log as CSV or JSON, with the page's filter: a workspace's (whoever may read it) at
 * /workspace/:id/audit.csv|json, every workspace's (admins) at /admin/audit.csv|json. The export itself is
 * an audit entry. Step-up (issue 43 §5): a sign-in older than ten minutes confirms first, then comes back here.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url)
  const format = url.pathname.endsWith('.json') ? 'json' : 'csv'
  const { db } = getServices(args.context)
  let scope: string
  let actor: { id: string; email: string }
  let chainOfExport: string | null
  const filter = auditFilterOf(url)
  if (args.params.workspaceId) {
    const access = await requireAuditViewer({ ...args, params: { workspaceId: args.params.workspaceId } })
    await requireRecentSignIn(args, access.view)
    scope = access.workspace.id
    actor = access.actor
    chainOfExport = access.workspace.id
    filter.workspace = ''
  } else {
    const admin = await requireAdmin(args, { as: 'resource' })
    await requireRecentSignIn(args, admin)
    scope = 'all'
    actor = { id: admin.user.id, email: admin.user.email }
    chainOfExport = null
  }
  const { rows } = await listAudit(db, scope, filter, AUDIT_EXPORT_MAX)
  await record(db, {
    type: 'audit.exported',
    workspaceId: chainOfExport,
    actor,
    objectId: chainOfExport ?? 'platform',
    data: { format, rows: rows.length },
  })
  const day = new Date().toISOString().slice(0, 10)
  const body =
    format === 'csv'
      ? toCsv(AUDIT_CSV_HEADER, rows.map(auditCsvRow))
      : JSON.stringify(
          rows.map(({ calculatorName, ...row }) => ({
            ...row,
            summary: describeEntry(row.action, row.data, calculatorName),
          })),
          null,
          2,
        )
  return new Response(body, {
    headers: {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${day}.${format}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
