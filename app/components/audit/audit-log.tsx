import { Form } from 'react-router'
import { When } from '~/components/when'
import { Button } from '~/components/ui/button'
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
      <label className="grid text-sm">
        What
        <select name="what" defaultValue={filter.what} className="rounded-lg border px-3 py-2">
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
        <label className="grid text-sm">
          Workspace
          <select name="workspace" defaultValue={filter.workspace} className="rounded-lg border px-3 py-2">
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
      <ol className="grid gap-3 md:hidden" aria-label="Audit log entries">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <p className="text-slate-600">
              <When at={row.at} />
              {withWorkspace ? ` · ${row.workspace}` : ''}
            </p>
            <p className="font-semibold break-words text-slate-900">{row.summary}</p>
            <p className="break-all text-slate-700">{row.actorEmail}</p>
            <p className="font-mono text-xs text-slate-600">{row.action}</p>
          </li>
        ))}
      </ol>
      <div
        className="scroll-shadows relative hidden overflow-x-auto rounded-xl border border-slate-200 md:block"
        tabIndex={0}
        role="region"
        aria-label="Audit log entries"
      >
        <table className="w-full text-sm" data-testid="audit-log">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                When
              </th>
              {withWorkspace ? (
                <th scope="col" className="px-3 py-2">
                  Workspace
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2">
                Who
              </th>
              <th scope="col" className="px-3 py-2">
                Event
              </th>
              <th scope="col" className="px-3 py-2">
                What changed
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2 whitespace-nowrap">
                  <When at={row.at} />
                </td>
                {withWorkspace ? <td className="px-3 py-2">{row.workspace}</td> : null}
                <td className="px-3 py-2 break-all">{row.actorEmail}</td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{row.action}</td>
                <td className="min-w-48 px-3 py-2 break-words">{row.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
