import { addExample, editAt, removeExample } from '~/lib/specialty/builder-edits'
import type { BuilderExample } from '~/lib/specialty/builder-model'
import { cn } from '~/lib/cn'
import { BuilderField, ListButton, PartProblems, rowClass, sectionClass } from './builder-fields'
import type { SectionProps } from './section-props'

/** Part 4: worked examples, inputs and the results expected to the cent, each passing or failing as she types. */
export function ExamplesSection({ state, setState, problemsAt, outcomes }: SectionProps) {
  const change = (index: number, edit: (example: BuilderExample) => BuilderExample) =>
    setState((current) => editAt(current, 'examples', index, edit))
  return (
    <section aria-labelledby="builder-examples-heading" className={sectionClass}>
      <h2 id="builder-examples-heading" className="text-xl font-semibold text-slate-900">
        4. Worked examples
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Figures you have checked elsewhere (a rate sheet, a spreadsheet). The calculator is sent for approval
        only when every example gives its expected results to the cent.
      </p>
      <PartProblems id="examples-problems" problems={problemsAt({ part: 'examples' })} />
      <ol className="grid gap-3">
        {state.examples.map((example, index) => {
          const id = `example-${index}`
          const n = index + 1
          const outcome = outcomes[index]
          const problems = problemsAt({ part: 'example', index })
          const verdict =
            problems.length > 0 || !outcome ? 'Cannot check yet' : outcome.pass ? 'Pass' : 'Fail'
          return (
            <li key={index} className={rowClass} aria-label={`Example ${n}`}>
              <p className="mb-2 flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                Example {n}
                <span
                  data-testid={`example-${n}-verdict`}
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs',
                    verdict === 'Pass' ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900',
                  )}
                >
                  {verdict}
                </span>
              </p>
              <div className="grid gap-2 @md:grid-cols-2 @2xl:grid-cols-4">
                {state.inputs.map((input, at) => (
                  <BuilderField
                    key={`input-${at}`}
                    id={`${id}-input-${at}`}
                    label={`Example ${n}: ${input.label.en || `input ${at + 1}`}`}
                    inputMode="decimal"
                    value={example.inputs[at] ?? ''}
                    onChange={(value) =>
                      change(index, (current) => ({
                        ...current,
                        inputs: current.inputs.map((old, i) => (i === at ? value : old)),
                      }))
                    }
                  />
                ))}
                {state.results.map((result, at) => {
                  const line = outcome?.lines.find((each) => each.result === result.formula)
                  const computedId = `${id}-computed-${at}`
                  return (
                    <div key={`result-${at}`} className="flex flex-col">
                      <BuilderField
                        className="flex-1"
                        id={`${id}-expected-${at}`}
                        label={`Example ${n} expected: ${result.label.en || `result ${at + 1}`}`}
                        inputMode="decimal"
                        value={example.expected[at] ?? ''}
                        describedBy={computedId}
                        invalid={line ? !line.pass : false}
                        onChange={(value) =>
                          change(index, (current) => ({
                            ...current,
                            expected: current.expected.map((old, i) => (i === at ? value : old)),
                          }))
                        }
                      />
                      <p id={computedId} className="mt-1 text-xs text-slate-700">
                        Computed: {line ? (line.got ?? 'cannot be worked out') : '—'}
                        {line && !line.pass && line.difference ? ` (off by ${line.difference})` : ''}
                      </p>
                    </div>
                  )
                })}
                <BuilderField
                  id={`${id}-source`}
                  label={`Example ${n}: where the figures come from`}
                  value={example.source}
                  onChange={(source) => change(index, (current) => ({ ...current, source }))}
                  className="@md:col-span-2 @2xl:col-span-4"
                />
              </div>
              <PartProblems id={`${id}-problems`} problems={problems} />
              <div className="mt-2 text-right">
                <ListButton onClick={() => setState((current) => removeExample(current, index))}>
                  Remove example {n}
                </ListButton>
              </div>
            </li>
          )
        })}
      </ol>
      <div className="mt-3">
        <ListButton onClick={() => setState(addExample)}>Add a worked example</ListButton>
      </div>
    </section>
  )
}
