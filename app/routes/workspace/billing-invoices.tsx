import { data } from 'react-router'
import { dayLabel } from '~/lib/billing/invoice-pdf.server'
import { formatCents } from '~/lib/billing/plans'
import { invoiceStatus, statusText, workspaceInvoices } from '~/lib/billing/invoices.server'
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
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Invoices, newest first</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Number
                </th>
                <th scope="col" className="px-3 py-2">
                  Period
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Total
                </th>
                <th scope="col" className="px-3 py-2">
                  Due
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {invoice.number}
                  </th>
                  <td className="px-3 py-2">{invoice.period}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{invoice.total}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{invoice.dueOn}</td>
                  <td className="px-3 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyle[invoice.status.label]}`}
                    >
                      {statusText(invoice.status)}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <a
                      href={`${base}/${invoice.id}/invoice.pdf`}
                      download={`${invoice.number}.pdf`}
                      className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4"
                    >
                      PDF<span className="sr-only"> of invoice {invoice.number}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
