import { ResponsiveTable, type ResponsiveColumn } from '~/components/ui/responsive-table'
import { When } from '~/components/when'

type Account = { id: string; email: string; createdAt: Date | string }

/**
 * The admins' tables of accounts (Users: roles; Accounts: two-factor, single sign-on, locks): a table from
 * 640 px, a card per account on a phone. Each page gives its own columns between the e-mail and the created date
 * and its change button; the signed-in admin's row says "(you)".
 */
export function AccountTable<Row extends Account>({
  label,
  rows,
  currentUserId,
  columns,
  change,
}: {
  label: string
  rows: readonly Row[]
  currentUserId: string
  columns: ResponsiveColumn<Row>[]
  change: ResponsiveColumn<Row>
}) {
  const email: ResponsiveColumn<Row> = {
    header: 'Email',
    rowHeader: true,
    className: 'font-normal break-all sm:break-normal',
    cell: (account) => (
      <>
        {account.email}
        {account.id === currentUserId ? <span className="ml-1 text-slate-600">(you)</span> : null}
      </>
    ),
  }
  const created: ResponsiveColumn<Row> = {
    header: 'Created',
    className: 'whitespace-nowrap',
    cell: (account) => <When at={account.createdAt} />,
  }
  return (
    <ResponsiveTable
      label={label}
      caption={{ text: label, className: 'sr-only' }}
      rows={rows}
      rowKey={(account) => account.id}
      columns={[email, ...columns, created, { ...change, bare: true }]}
      boxClassName="rounded-xl border border-slate-200 bg-white"
      headClassName="bg-slate-50 text-slate-700"
    />
  )
}
