import { AuditCheck } from '~/components/audit/audit-check'
import { AuditFilterForm, AuditTable } from '~/components/audit/audit-log'
import { intactSummary } from '~/lib/events/audit-chain.server'
import { checkAudit } from '~/lib/events/audit-check.server'
import { auditFilterOf, describeEntry, listAudit } from '~/lib/events/audit-log.server'
import { requireAdmin } from '~/lib/permissions.server'
import { configuredReceiptKey } from '~/lib/receipts/receipt-key.server'
import { getServices } from '~/lib/services.server'
import { listAllWorkspaces } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/audit'
import { AdminErrorBoundary, AdminHeader, adminMeta } from './admin-ui'

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, {
    title: 'Audit log',
    description: 'Every workspace’s audit log',
    path: '/admin/audit',
  })
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args)
  const { db } = getServices(args.context)
  const filter = auditFilterOf(new URL(args.request.url))
  const [{ rows, total }, workspaces] = await Promise.all([
    listAudit(db, 'all', filter),
    listAllWorkspaces(db),
  ])
  const entries = rows.map((row) => ({
    id: row.id,
    at: row.at,
    actorEmail: row.actorEmail,
    action: row.action,
    summary: describeEntry(row.action, row.data, row.calculatorName),
    workspace: row.workspaceName ?? (row.workspaceId ? 'Deleted workspace' : 'Platform'),
  }))
  return { filter, entries, total, workspaces: workspaces.map(({ id, name }) => ({ id, name })) }
}

/** "Check the log": walks every chain, compares it with its last anchor, and names the first entry that does not match. */
export async function action(args: Route.ActionArgs) {
  await requireAdmin(args)
  const { db, config } = getServices(args.context)
  const report = await checkAudit(db, { key: configuredReceiptKey(config) })
  return { checkedAt: new Date().toISOString(), ...report, summary: intactSummary(report) }
}

export default function AdminAudit({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, entries, total, workspaces } = loaderData
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Audit log" />
      <AuditCheck
        description="Recomputes every entry’s fingerprint from the first one on, in every workspace, compares each chain with its last signed anchor, and names the first entry that was changed, removed or put out of order."
        result={actionData}
        showChain
      />
      <AuditFilterForm filter={filter} exportBase="/admin/audit" workspaces={workspaces} />
      <AuditTable rows={entries} total={total} />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
