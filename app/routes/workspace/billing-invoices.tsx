import { data } from 'react-router'
import { dayLabel } from '~/lib/billing/invoice-pdf.server'
import { formatCents } from '~/lib/billing/plans'
import { ResponsiveTable, type ResponsiveColumn } from '~/components/ui/responsive-table'
import { invoiceStatus, statusText, type InvoiceStatus } from '~/lib/billing/invoice-status'
import { workspaceInvoices } from '~/lib/billing/invoices.server'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/billing-invoices'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Invoices | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

/** The workspace's invoices for its owners (issue 44 §4): number, period, total, due day, status, PDF. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'billing.view')
  const { db } = getServices(args.context)
  const now = new Date()
  const [rows, memberships] = await Promise.all([
    workspaceInvoices(db, access.workspace.id),
    listMemberships(db, access.actor.id),
  ])
  const invoices = rows.map((row) => ({
    id: row.id,
    number: row.number,
    period: `${dayLabel(row.periodStart)} to ${dayLabel(row.periodEnd)}`,
    dueOn: dayLabel(row.dueOn),
    total: formatCents(row.totalCents),
    status: invoiceStatus(row, now),
  }))
  return data({ workspace: access.workspace, memberships, invoices }, { headers: noStore })
}

type Row = {
  id: string
  number: string
  period: string
  dueOn: string
  total: string
  status: InvoiceStatus
}

const columns = (base: string): ResponsiveColumn<Row>[] => [
  {
    header: 'Number',
    rowHeader: true,
    className: 'font-semibold whitespace-nowrap',
    cell: (row) => row.number,
  },
  { header: 'Period', cell: (row) => row.period },
  {
    header: 'Total',
    className: 'text-right tabular-nums whitespace-nowrap',
    headerClassName: 'text-right',
    cell: (row) => row.total,
  },
  { header: 'Due', className: 'whitespace-nowrap', cell: (row) => row.dueOn },
  {
    header: 'Status',
    cell: (row) => (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyle[row.status.label]}`}
      >
        {statusText(row.status)}
      </span>
    ),
  },
  {
    header: 'Download',
    srOnlyHeader: true,
    bare: true,
    cell: (row) => (
      <a
        href={`${base}/${row.id}/invoice.pdf`}
        download={`${row.number}.pdf`}
        className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4"
      >
        PDF<span className="sr-only"> of invoice {row.number}</span>
      </a>
    ),
  },
]

const statusStyle = {
  Paid: 'bg-green-100 text-green-900',
  Due: 'bg-slate-100 text-slate-900',
  Overdue: 'bg-red-100 text-red-900',
}

export default function BillingInvoices({
  loaderData: { workspace, memberships, invoices },
}: Route.ComponentProps) {
  const base = `/workspace/${workspace.id}/billing/invoices`
  return (
    <div className="max-w-5xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Invoices" />
      <p className="mb-4 text-slate-700">
        Invoiced net 30 to your billing contact, payable by ACH or cheque. Each PDF has the remittance
        details.
      </p>
      {invoices.length === 0 ? (
        <p className="text-slate-700" data-testid="no-invoices">
          No invoice yet. The first is issued when your order’s first period starts.
        </p>
      ) : (
        <ResponsiveTable
          label="Invoices, newest first"
          testId="invoices"
          rows={invoices}
          rowKey={(row) => row.id}
          columns={columns(base)}
          boxClassName="rounded-lg border border-slate-200 bg-white"
        />
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
