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

/**
 * One level's criteria: a table from 640 px, the VPAT's own layout; below, one card a criterion, so that on a
 * phone the remarks are read down the page rather than in a table scrolled sideways row by row.
 */
export function ConformanceRows({ rows, labelledBy }: { rows: ConformanceRow[]; labelledBy: string }) {
  return (
    <>
      <ul className="mt-3 grid gap-3 sm:hidden" aria-labelledby={labelledBy}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <h3 className="font-semibold text-slate-900">
              {row.id} {row.name}
            </h3>
            <p className={`mt-1 font-semibold ${status(row)}`}>{row.conformance}</p>
            <div className="mt-1 text-slate-700">
              <Remarks row={row} />
            </div>
          </li>
        ))}
      </ul>
      <div
        className="scroll-shadows relative mt-3 hidden overflow-x-auto rounded-lg border border-slate-200 sm:block"
        tabIndex={0}
        role="region"
        aria-labelledby={labelledBy}
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="p-3">
                Criterion
              </th>
              <th scope="col" className="p-3">
                Conformance level
              </th>
              <th scope="col" className="p-3">
                Remarks and evidence
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="p-3 font-semibold text-slate-900">
                  {row.id} {row.name}
                </th>
                <td className={`p-3 font-semibold ${status(row)}`}>{row.conformance}</td>
                <td className="p-3 text-slate-700">
                  <Remarks row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
