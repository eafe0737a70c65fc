import type { Basis, LedgerCase } from '~/lib/accuracy/types'

const basisText: Record<Basis, string> = {
  regulation: 'Regulation',
  irs: 'IRS',
  convention: 'Our published convention',
  financial: 'Computed independently',
  identity: 'Identity',
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
      , {row.source.section}
    </>
  )
}

/**
 * A calculator's reference cases: a table from 768 px; below, one card a case (the conformance report's
 * pattern), so that on a phone each case reads down the page rather than in a table scrolled sideways.
 */
export function ReferenceCases({ rows, labelledBy }: { rows: LedgerCase[]; labelledBy: string }) {
  return (
    <>
      <ul className="mt-3 grid gap-3 md:hidden" aria-labelledby={labelledBy}>
        {rows.map((row) => (
          <li key={`${row.title}-${row.figure}`} className="rounded-lg border border-slate-200 p-3 text-sm">
            <h4 className="font-semibold text-slate-900">{row.title}</h4>
            <Inputs row={row} />
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600">Figure</dt>
              <dd>{row.figure}</dd>
              <dt className="text-slate-600">Expected</dt>
              <dd className="tabular-nums">{row.expected}</dd>
              <dt className="text-slate-600">Computed</dt>
              <dd className="tabular-nums">{row.computed}</dd>
              <dt className="text-slate-600">Difference</dt>
              <dd className="tabular-nums">{row.difference}</dd>
              <dt className="text-slate-600">Result</dt>
              <dd>
                <Result pass={row.pass} />
              </dd>
            </dl>
            <p className="mt-2 text-xs text-slate-700">
              <Source row={row} />
            </p>
          </li>
        ))}
      </ul>
      <div
        className="scroll-shadows relative mt-3 hidden overflow-x-auto rounded-lg border border-slate-200 md:block"
        tabIndex={0}
        role="region"
        aria-labelledby={labelledBy}
      >
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="p-3">
                Case and inputs
              </th>
              <th scope="col" className="p-3">
                Figure
              </th>
              <th scope="col" className="p-3 text-right">
                Expected
              </th>
              <th scope="col" className="p-3 text-right">
                Computed
              </th>
              <th scope="col" className="p-3 text-right">
                Difference
              </th>
              <th scope="col" className="p-3">
                Result
              </th>
              <th scope="col" className="p-3">
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.title}-${row.figure}`} className="border-t border-slate-200 align-top">
                <th scope="row" className="p-3 font-medium text-slate-900">
                  {row.title}
                  <Inputs row={row} />
                </th>
                <td className="p-3 text-slate-700">{row.figure}</td>
                <td className="p-3 text-right tabular-nums">{row.expected}</td>
                <td className="p-3 text-right tabular-nums">{row.computed}</td>
                <td className="p-3 text-right tabular-nums">{row.difference}</td>
                <td className="p-3">
                  <Result pass={row.pass} />
                </td>
                <td className="p-3 text-xs text-slate-700">
                  <Source row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
