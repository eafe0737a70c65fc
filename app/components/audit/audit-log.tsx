import { Form } from 'react-router'
import { When } from '~/components/when'
import { Button } from '~/components/ui/button'
import { ResponsiveTable, type ResponsiveColumn } from '~/components/ui/responsive-table'
import { AUDIT_OBJECTS, EVENT_TYPES } from '~/lib/events/catalogue'

export type AuditListRow = {
  id: string
  at: Date | string
  actorEmail: string
  action: string
  summary: string
  workspace?: string
}

type Filter = { who: string; what: string; from: string; to: string; workspace: string }

/** Who, what, when, and (admins) which workspace; the exports take the same filter. */
export function AuditFilterForm({
  filter,
  exportBase,
  workspaces,
}: {
  filter: Filter
  exportBase: string
  workspaces?: readonly { id: string; name: string }[]
}) {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== '')).toString()
  const suffix = query ? `?${query}` : ''
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
      <label className="grid text-sm">
        Who (e-mail contains)
        <input name="who" defaultValue={filter.who} className="rounded-lg border px-3 py-2" maxLength={100} />
      </label>
      {/* A select is as wide as its longest option (a workspace's name): on a phone, at most the screen. */}
      <label className="grid max-w-full min-w-0 grid-cols-[minmax(0,1fr)] text-sm">
        What
        <select name="what" defaultValue={filter.what} className="max-w-full rounded-lg border px-3 py-2">
          <option value="">Everything</option>
          <optgroup label="Kind of object">
            {AUDIT_OBJECTS.map((object) => (
              <option key={object} value={object}>
                {object}
              </option>
            ))}
          </optgroup>
          <optgroup label="Event">
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      {workspaces ? (
        <label className="grid max-w-full min-w-0 grid-cols-[minmax(0,1fr)] text-sm">
          Workspace
          <select
            name="workspace"
            defaultValue={filter.workspace}
            className="max-w-full rounded-lg border px-3 py-2"
          >
            <option value="">All</option>
            <option value="platform">Platform (admins)</option>
            {workspaces.map((workspace) => (
              <option key={workspace.id} value={workspace.id}>
                {workspace.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="grid text-sm">
        From (UTC day)
        <input type="date" name="from" defaultValue={filter.from} className="rounded-lg border px-3 py-2" />
      </label>
      <label className="grid text-sm">
        To (UTC day)
        <input type="date" name="to" defaultValue={filter.to} className="rounded-lg border px-3 py-2" />
      </label>
      <Button type="submit">Show</Button>
      <p className="flex basis-full flex-wrap gap-4 text-sm">
        <a href={`${exportBase}.csv${suffix}`} className="font-semibold underline" download>
          Download CSV
        </a>
        <a href={`${exportBase}.json${suffix}`} className="font-semibold underline" download>
          Download JSON
        </a>
      </p>
    </Form>
  )
}

const columns: ResponsiveColumn<AuditListRow>[] = [
  { header: 'When', className: 'whitespace-nowrap', cell: (row) => <When at={row.at} /> },
  { header: 'Workspace', cell: (row) => row.workspace },
  { header: 'Who', className: 'break-all', cell: (row) => row.actorEmail },
  {
    header: 'Event',
    className: 'whitespace-nowrap',
    cell: (row) => <span className="font-mono text-xs">{row.action}</span>,
  },
  { header: 'What changed', className: 'min-w-48 break-words', cell: (row) => row.summary },
]

export function AuditTable({ rows, total }: { rows: readonly AuditListRow[]; total: number }) {
  const withWorkspace = rows.some((row) => row.workspace !== undefined)
  if (rows.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        No entries match. Changes appear here as they are made; widen the filter above to see more.
      </p>
    )
  return (
    <>
      <p className="mb-2 text-sm text-slate-700" data-testid="audit-count">
        {total > rows.length
          ? `The newest ${rows.length} of ${total} entries; narrow the filter or download them all.`
          : `${total} ${total === 1 ? 'entry' : 'entries'}.`}
      </p>
      {/* A phone gets one card per entry; the table's five columns need a wider screen. */}
      <ResponsiveTable
        label="Audit log entries"
        testId="audit-log"
        breakpoint="md"
        rows={rows}
        rowKey={(row) => row.id}
        columns={withWorkspace ? columns : columns.filter((column) => column.header !== 'Workspace')}
        boxClassName="scroll-shadows rounded-xl border border-slate-200"
        headClassName="bg-slate-50 text-slate-700"
      />
    </>
  )
}
