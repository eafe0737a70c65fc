import { data, Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { ResponsiveTable, type ResponsiveColumn } from '~/components/ui/responsive-table'
import { adminInvoices, markInvoicePaid, nextInvoices } from '~/lib/billing/admin-invoices.server'
import { dayLabel } from '~/lib/billing/invoice-pdf.server'
import { MarkPaidSchema } from '~/lib/billing/mark-paid-form'
import { formatCents } from '~/lib/billing/plans'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/invoices'
import { AdminErrorBoundary, AdminHeader, adminMeta, useNoticeToast } from './admin-ui'

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, {
    title: 'Invoices',
    description: 'Every invoice, what is overdue, and each account’s next invoice',
    path: '/admin/billing/invoices',
  })
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args)
  const { db } = getServices(args.context)
  const overdue = new URL(args.request.url).searchParams.get('filter') === 'overdue'
  const now = new Date()
  const [rows, upcoming] = await Promise.all([adminInvoices(db, now, { overdue }), nextInvoices(db, now)])
  return {
    overdue,
    invoices: rows.map((row) => ({
      ...row,
      period: `${dayLabel(row.periodStart)} to ${dayLabel(row.periodEnd)}`,
      due: dayLabel(row.dueOn),
      total: formatCents(row.totalCents),
    })),
    upcoming: upcoming.map((row) => ({ ...row, next: dayLabel(row.nextOn) })),
  }
}

/** "Mark paid" with a note: audited as invoice.paid; reminders stop at the next daily pass. */
export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args)
  const parsed = MarkPaidSchema.safeParse(Object.fromEntries(await args.request.formData()))
  if (!parsed.success)
    return data({ ok: false, notice: parsed.error.issues[0]?.message ?? 'Invalid form.' }, { status: 400 })
  const { db } = getServices(args.context)
  const done = await markInvoicePaid(
    db,
    { id: admin.user.id, email: admin.user.email },
    parsed.data.invoiceId,
    parsed.data.note,
  )
  if (!done.ok) return data({ ok: false, notice: done.error }, { status: 409 })
  return { ok: true, notice: `Invoice ${done.number} marked paid.` }
}

type Row = {
  id: string
  number: string
  workspaceName: string
  period: string
  total: string
  due: string
  status: string
  paidAt: Date | string | null
  paidNote: string | null
}

const columns = (busy: boolean): ResponsiveColumn<Row>[] => [
  {
    header: 'Number',
    rowHeader: true,
    className: 'font-semibold whitespace-nowrap',
    cell: (row) => row.number,
  },
  { header: 'Account', cell: (row) => row.workspaceName },
  { header: 'Period', cell: (row) => row.period },
  {
    header: 'Total',
    className: 'text-right tabular-nums whitespace-nowrap',
    headerClassName: 'text-right',
    cell: (row) => row.total,
  },
  { header: 'Due', className: 'whitespace-nowrap', cell: (row) => row.due },
  { header: 'Status', className: 'whitespace-nowrap', cell: (row) => row.status },
  {
    header: 'Payment',
    cell: (row) =>
      row.paidAt ? (
        <span className="text-slate-700">{row.paidNote}</span>
      ) : (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="invoiceId" value={row.id} />
          <Input
            name="note"
            aria-label={`Payment note for ${row.number}`}
            placeholder="e.g. Cheque 1042"
            required
            maxLength={200}
            className="w-44"
          />
          <Button type="submit" size="sm" disabled={busy}>
            Mark paid<span className="sr-only"> {row.number}</span>
          </Button>
        </Form>
      ),
  },
]

export default function AdminInvoices({
  loaderData: { overdue, invoices, upcoming },
  actionData,
}: Route.ComponentProps) {
  useNoticeToast(actionData)
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Invoices" />
      <h2 className="mb-2 text-xl font-bold text-slate-900">Next invoices</h2>
      {upcoming.length === 0 ? <p className="mb-6 text-slate-700">No account has a current order.</p> : null}
      {upcoming.length > 0 ? (
        <ul className="mb-8 grid gap-1 text-sm text-slate-800" data-testid="next-invoices">
          {upcoming.map((row) => (
            <li key={row.workspaceId}>
              <Link to={`/workspace/${row.workspaceId}`} className="font-semibold text-brand-700 underline">
                {row.workspaceName}
              </Link>{' '}
              ({row.plan}, {row.term}): next invoice {row.next}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold text-slate-900">{overdue ? 'Overdue invoices' : 'Every invoice'}</h2>
        <nav aria-label="Filter invoices" className="flex gap-2 text-sm">
          <Link
            to="/admin/billing/invoices"
            aria-current={!overdue ? 'page' : undefined}
            className="rounded border border-slate-300 px-2 py-1 aria-[current=page]:bg-slate-100"
          >
            All
          </Link>
          <Link
            to="/admin/billing/invoices?filter=overdue"
            aria-current={overdue ? 'page' : undefined}
            className="rounded border border-slate-300 px-2 py-1 aria-[current=page]:bg-slate-100"
          >
            Overdue
          </Link>
        </nav>
      </div>
      {invoices.length === 0 ? (
        <p className="text-slate-700">{overdue ? 'Nothing is overdue.' : 'No invoice yet.'}</p>
      ) : null}
      {invoices.length > 0 ? (
        <ResponsiveTable
          label={overdue ? 'Overdue invoices, newest first' : 'Every invoice, newest first'}
          testId="admin-invoices"
          rows={invoices}
          rowKey={(row) => row.id}
          columns={columns(busy)}
          boxClassName="rounded-lg border border-slate-200 bg-white"
        />
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
