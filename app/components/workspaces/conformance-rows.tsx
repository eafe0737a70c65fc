import { ResponsiveTable, type ResponsiveColumn } from '~/components/ui/responsive-table'
import { EVIDENCE, type ConformanceRow } from '~/lib/accessibility/conformance'

const statusClass: Record<string, string> = {
  Supports: 'text-emerald-800',
  'Does not support': 'text-red-800',
  'Partially supports': 'text-amber-800',
}
const status = (row: ConformanceRow) => statusClass[row.conformance] ?? 'text-slate-700'

function Remarks({ row }: { row: ConformanceRow }) {
  return (
    <>
      <p>{row.remarks}</p>
      {row.evidence.map((id) => (
        <p key={id} className="mt-1 text-xs text-slate-600">
          {EVIDENCE[id]}
        </p>
      ))}
    </>
  )
}

const columns: ResponsiveColumn<ConformanceRow>[] = [
  {
    header: 'Criterion',
    rowHeader: true,
    className: 'p-3 font-semibold text-slate-900',
    cell: (row) => `${row.id} ${row.name}`,
  },
  {
    header: 'Conformance level',
    bare: true,
    cell: (row) => <span className={`font-semibold ${status(row)}`}>{row.conformance}</span>,
  },
  {
    header: 'Remarks and evidence',
    bare: true,
    className: 'text-slate-700',
    cell: (row) => <Remarks row={row} />,
  },
]

/**
 * One level's criteria: a table from 640 px, the VPAT's own layout; below, one card a criterion, so that on a
 * phone the remarks are read down the page rather than in a table scrolled sideways row by row.
 */
export function ConformanceRows({ rows, labelledBy }: { rows: ConformanceRow[]; labelledBy: string }) {
  return (
    <ResponsiveTable
      labelledBy={labelledBy}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      className="mt-3"
      boxClassName="scroll-shadows rounded-lg border border-slate-200"
      tableClassName="min-w-[36rem]"
      headClassName="bg-slate-50 text-slate-700"
      cellClassName="p-3"
    />
  )
}
