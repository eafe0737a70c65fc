import { ResponsiveTable, type ResponsiveColumn } from '~/components/ui/responsive-table'
import type { Basis, LedgerCase } from '~/lib/accuracy/types'

const basisText: Record<Basis, string> = {
  regulation: 'Regulation',
  irs: 'IRS',
  convention: 'Our published convention',
  financial: 'Computed independently',
  identity: 'Identity',
  'worked-example': 'Worked example',
}

function Result({ pass }: { pass: boolean }) {
  return pass ? (
    <span className="font-semibold text-emerald-800">Pass</span>
  ) : (
    <span className="font-semibold text-red-800">Fail</span>
  )
}

function Inputs({ row }: { row: LedgerCase }) {
  return (
    <ul className="mt-1 text-xs text-slate-600">
      {row.inputs.map((input) => (
        <li key={input.label}>
          {input.label}: {input.value}
        </li>
      ))}
    </ul>
  )
}

function Source({ row }: { row: LedgerCase }) {
  return (
    <>
      <span className="font-medium text-slate-800">{basisText[row.source.basis]}:</span> {row.source.document}
      {row.source.section && `, ${row.source.section}`}
    </>
  )
}

const numeric = 'text-right tabular-nums whitespace-nowrap'
const columns: ResponsiveColumn<LedgerCase>[] = [
  {
    header: 'Case and inputs',
    rowHeader: true,
    className: 'font-medium text-slate-900',
    cell: (row) => (
      <>
        {row.title}
        <Inputs row={row} />
      </>
    ),
    cardCell: (row) => row.title,
  },
  { header: 'Inputs', cardOnly: true, bare: true, cell: (row) => <Inputs row={row} /> },
  { header: 'Figure', className: 'text-slate-700', cell: (row) => row.figure },
  { header: 'Expected', className: numeric, headerClassName: 'text-right', cell: (row) => row.expected },
  { header: 'Computed', className: numeric, headerClassName: 'text-right', cell: (row) => row.computed },
  { header: 'Difference', className: numeric, headerClassName: 'text-right', cell: (row) => row.difference },
  { header: 'Result', cell: (row) => <Result pass={row.pass} /> },
  { header: 'Source', bare: true, className: 'text-xs text-slate-700', cell: (row) => <Source row={row} /> },
]

/**
 * A calculator's reference cases: a table from 768 px; below, one card a case (the conformance report's
 * pattern), so that on a phone each case reads down the page rather than in a table scrolled sideways.
 */
export function ReferenceCases({
  rows,
  labelledBy,
  cardHeading = 'h4',
}: {
  rows: LedgerCase[]
  labelledBy: string
  cardHeading?: 'h4' | 'h5'
}) {
  return (
    <ResponsiveTable
      labelledBy={labelledBy}
      rows={rows}
      rowKey={(row) => `${row.title}-${row.figure}`}
      columns={columns}
      breakpoint="md"
      cardHeading={cardHeading}
      className="mt-3"
      boxClassName="scroll-shadows rounded-lg border border-slate-200"
      tableClassName="min-w-[44rem]"
      headClassName="bg-slate-50 text-slate-700"
      cellClassName="p-3"
    />
  )
}
