import { cn } from '~/lib/cn'
import type { ExampleOutcome } from '~/lib/specialty/example-outcomes'

/** The worked examples, each with pass or fail and, per expected result, what the definition gives. */
export function ExampleList({ outcomes }: { outcomes: ExampleOutcome[] }) {
  if (outcomes.length === 0) {
    return (
      <p className="text-slate-700">
        No worked examples yet. Add at least one (inputs, expected results to the cent and their source) to
        publish.
      </p>
    )
  }
  return (
    <ol className="grid min-w-0 grid-cols-1 gap-3" aria-label="Worked examples">
      {outcomes.map((outcome, index) => (
        <li key={index} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs',
                outcome.pass ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900',
              )}
            >
              {outcome.pass ? 'Pass' : 'Fail'}
            </span>
            Example {index + 1}: {outcome.source}
          </p>
          <p className="mt-1 break-words text-slate-600">
            Inputs:{' '}
            {Object.entries(outcome.inputs)
              .map(([id, value]) => `${id} = ${value}`)
              .join(', ') || 'the defaults'}
          </p>
          {outcome.problem ? <p className="mt-1 text-red-900">{outcome.problem}</p> : null}
          {outcome.lines.length > 0 ? (
            <div className="mt-2">
              <table className="w-full table-fixed text-left text-xs sm:text-sm">
                <thead>
                  <tr className="text-slate-600">
                    <th scope="col" className="pr-3 font-semibold">
                      Result
                    </th>
                    <th scope="col" className="pr-3 font-semibold">
                      Expected
                    </th>
                    <th scope="col" className="pr-3 font-semibold">
                      Computed
                    </th>
                    <th scope="col" className="font-semibold">
                      Difference
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.lines.map((line) => (
                    <tr key={line.result} className={line.pass ? undefined : 'text-red-900'}>
                      <td className="pr-3 break-words">
                        <Breakable id={line.result} />
                      </td>
                      <td className="pr-3">{line.expected}</td>
                      <td className="pr-3">{line.got ?? 'cannot compute these inputs'}</td>
                      <td>{line.difference ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/** A result id that wraps after its underscores on a phone ("monthly_/payment"), not in mid-word. */
function Breakable({ id }: { id: string }) {
  const parts = id.split('_')
  return parts.map((part, index) => (
    <span key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </span>
  ))
}
