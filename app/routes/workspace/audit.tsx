import { data } from 'react-router'
import { AuditCheck } from '~/components/audit/audit-check'
import { AuditFilterForm, AuditTable } from '~/components/audit/audit-log'
import { requireAuditViewer } from '~/lib/events/audit-access.server'
import { intactSummary } from '~/lib/events/audit-chain.server'
import { checkAudit } from '~/lib/events/audit-check.server'
import { auditFilterOf, describeEntry, listAudit } from '~/lib/events/audit-log.server'
import { configuredReceiptKey } from '~/lib/receipts/receipt-key.server'
import { getServices } from '~/lib/services.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/audit'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Audit log | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireAuditViewer(args)
  const { db } = getServices(args.context)
  const filter = { ...auditFilterOf(new URL(args.request.url)), workspace: '' }
  const [{ rows, total }, memberships] = await Promise.all([
    listAudit(db, access.workspace.id, filter),
    listMemberships(db, access.actor.id),
  ])
  const entries = rows.map((row) => ({
    id: row.id,
    at: row.at,
    actorEmail: row.actorEmail,
    action: row.action,
    summary: describeEntry(row.action, row.data, row.calculatorName),
  }))
  return data(
    {
      workspace: access.workspace,
      memberships,
      filter,
      entries,
      total,
      canCheck: access.can('audit.verify'),
    },
    { headers: noStore },
  )
}

/** "Check the log" (owners, per the policy): this workspace's chain only, against its last signed anchor. */
export async function action(args: Route.ActionArgs) {
  const access = await requireAuditViewer(args)
  if (!access.can('audit.verify'))
    throw data(
      { message: 'Your role in this workspace does not allow checking its audit log.' },
      { status: 403 },
    )
  const { db, config } = getServices(args.context)
  const report = await checkAudit(db, { key: configuredReceiptKey(config), chainId: access.workspace.id })
  return data(
    { checkedAt: new Date().toISOString(), ...report, summary: intactSummary(report) },
    { headers: noStore },
  )
}

export default function WorkspaceAudit({ loaderData, actionData }: Route.ComponentProps) {
  const { workspace, memberships, filter, entries, total, canCheck } = loaderData
  return (
    <div className="max-w-6xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Audit log" />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        Every change made in this workspace, who made it and when. Entries cannot be changed or removed: each
        carries the fingerprint (SHA-256) of the one before it, so an altered entry shows in the check. They
        are kept for at least seven years.
      </p>
      {canCheck ? (
        <AuditCheck
          description="Recomputes every entry’s fingerprint from the first one on, compares the log with the last signed anchor e-mailed to the owners, and names the first entry that was changed, removed or put out of order."
          result={actionData}
          showChain={false}
        />
      ) : null}
      <AuditFilterForm filter={filter} exportBase={`/workspace/${workspace.id}/audit`} />
      <AuditTable rows={entries} total={total} />
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
