import { Form, useNavigation } from 'react-router'
import { AuditFilterForm, AuditTable } from '~/components/audit/audit-log'
import { Button } from '~/components/ui/button'
import { intactSummary, verifyAudit } from '~/lib/events/audit-chain.server'
import { auditFilterOf, describeEntry, listAudit } from '~/lib/events/audit-log.server'
import { requireAdmin } from '~/lib/permissions.server'
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
    summary: describeEntry(row.action, row.data),
    workspace: row.workspaceName ?? (row.workspaceId ? 'Deleted workspace' : 'Platform'),
  }))
  return { filter, entries, total, workspaces: workspaces.map(({ id, name }) => ({ id, name })) }
}

/** "Check the log": walks every chain and names the first entry that does not match. */
export async function action(args: Route.ActionArgs) {
  await requireAdmin(args)
  const report = await verifyAudit(getServices(args.context).db)
  return { checkedAt: new Date().toISOString(), ...report, summary: intactSummary(report) }
}

export default function AdminAudit({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, entries, total, workspaces } = loaderData
  const checking = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Audit log" />
      <section aria-labelledby="audit-check" className="mb-8 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="audit-check" className="text-lg font-semibold text-slate-900">
          Check the log
        </h2>
        <p className="mb-3 text-sm text-slate-700">
          Recomputes every entry’s fingerprint from the first one on, in every workspace, and names the first
          entry that was changed, removed or put out of order.
        </p>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={checking}>
            {checking ? 'Checking…' : 'Check the log'}
          </Button>
          {actionData ? (
            <p role="status" className="text-sm" data-testid="audit-check-result">
              {actionData.firstBreak ? (
                <strong className="text-red-800">
                  Broken in chain {actionData.firstBreak.chainId} at entry {actionData.firstBreak.seq}
                  {actionData.firstBreak.id ? ` (id ${actionData.firstBreak.id})` : ''}:{' '}
                  {actionData.firstBreak.reason}.
                </strong>
              ) : (
                <span className="text-emerald-800">Intact: {actionData.summary}.</span>
              )}
            </p>
          ) : null}
        </Form>
      </section>
      <AuditFilterForm filter={filter} exportBase="/admin/audit" workspaces={workspaces} />
      <AuditTable rows={entries} total={total} />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
