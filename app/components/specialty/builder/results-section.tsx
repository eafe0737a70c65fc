import { RESULT_FORMATS } from '~/lib/formulas/definition-kinds'
import { addResult, editAt, removeResult } from '~/lib/specialty/builder-edits'
import {
  FORMAT_LABELS,
  formulaName,
  inputName,
  type BuilderResult,
  type BuilderState,
} from '~/lib/specialty/builder-model'
import type { ResultFormat } from '~/lib/formulas/definition-schema'
import {
  BuilderCheckbox,
  BuilderField,
  BuilderSelect,
  ListButton,
  PartProblems,
  rowClass,
  sectionClass,
} from './builder-fields'
import type { SectionProps } from './section-props'

/** Part 3: which formulas the visitor sees, how, which one is the headline, and an optional schedule. */
export function ResultsSection({ state, setState, problemsAt }: SectionProps) {
  const change = (index: number, patch: Partial<BuilderResult>) =>
    setState((current) => editAt(current, 'results', index, (result) => ({ ...result, ...patch })))
  // Of the label as it is when the change lands: both languages typed before hydration are adopted in turn.
  const changeLabel = (index: number, lang: 'en' | 'es') => (text: string) =>
    setState((current) =>
      editAt(current, 'results', index, (result) => ({
        ...result,
        label: { ...result.label, [lang]: text },
      })),
    )
  const formulas = state.formulas.map(formulaName).filter(Boolean)
  return (
    <section aria-labelledby="builder-results-heading" className={sectionClass}>
      <h2 id="builder-results-heading" className="text-xl font-semibold text-slate-900">
        3. Results
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        The formulas the visitor sees, in this order. The headline results are shown large, first.
      </p>
      <PartProblems id="results-problems" problems={problemsAt({ part: 'results' })} />
      <ol className="grid gap-3">
        {state.results.map((result, index) => {
          const id = `result-${index}`
          const n = index + 1
          const problems = problemsAt({ part: 'result', index })
          return (
            <li key={index} className={rowClass} aria-label={`Result ${n}`}>
              <div className="grid gap-2 @md:grid-cols-2 @2xl:grid-cols-6">
                <BuilderSelect
                  id={`${id}-formula`}
                  label={`Result ${n} shows`}
                  className="@2xl:col-span-2"
                  value={result.formula}
                  onChange={(formula) => change(index, { formula })}
                >
                  <option value="">Choose a formula</option>
                  {formulas.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </BuilderSelect>
                <BuilderField
                  id={`${id}-label`}
                  label={`Result ${n} label`}
                  value={result.label.en}
                  onChange={changeLabel(index, 'en')}
                  describedBy={problems.length > 0 ? `${id}-problems` : undefined}
                  invalid={problems.length > 0}
                  className="@2xl:col-span-2"
                />
                <BuilderSelect
                  id={`${id}-format`}
                  label={`Result ${n} format`}
                  className="@2xl:col-span-2"
                  value={result.format}
                  onChange={(format) => change(index, { format: format as ResultFormat })}
                >
                  {RESULT_FORMATS.map((format) => (
                    <option key={format} value={format}>
                      {FORMAT_LABELS[format]}
                    </option>
                  ))}
                </BuilderSelect>
                <BuilderField
                  id={`${id}-label-es`}
                  label={`Result ${n} label in Spanish (optional)`}
                  value={result.label.es}
                  onChange={changeLabel(index, 'es')}
                  className="@2xl:col-span-3"
                />
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                <BuilderCheckbox
                  checked={result.headline}
                  onChange={(headline) => change(index, { headline })}
                >
                  Result {n} is a headline
                </BuilderCheckbox>
                <ListButton onClick={() => setState((current) => removeResult(current, index))}>
                  Remove result {n}
                </ListButton>
              </div>
              <PartProblems id={`${id}-problems`} problems={problems} />
            </li>
          )
        })}
      </ol>
      <div className="mt-3">
        <ListButton onClick={() => setState((current) => addResult(current))}>Add a result</ListButton>
      </div>
      <ScheduleChoice state={state} setState={setState} />
    </section>
  )
}

function ScheduleChoice({ state, setState }: Pick<SectionProps, 'state' | 'setState'>) {
  const names = [...state.inputs.map(inputName), ...state.formulas.map(formulaName)].filter(Boolean)
  const schedule = state.schedule
  const set = (next: BuilderState['schedule']) => setState((current) => ({ ...current, schedule: next }))
  return (
    <fieldset className="mt-5 min-w-0 border-t border-slate-200 pt-4">
      <legend className="sr-only">Schedule</legend>
      <BuilderCheckbox
        checked={schedule !== null}
        onChange={(checked) => set(checked ? { amount: '', rate: '', term: '' } : null)}
      >
        Show a monthly payment schedule (chart and table)
      </BuilderCheckbox>
      {schedule ? (
        <div className="mt-2 grid gap-2 @md:grid-cols-3">
          {(
            [
              ['amount', 'Schedule amount borrowed'],
              ['rate', 'Schedule annual rate'],
              ['term', 'Schedule number of months'],
            ] as const
          ).map(([key, label]) => (
            <BuilderSelect
              key={key}
              id={`schedule-${key}`}
              label={label}
              value={schedule[key]}
              // Of the schedule as it is when the change lands, as the labels above.
              onChange={(value) =>
                setState((current) => ({
                  ...current,
                  schedule: current.schedule && { ...current.schedule, [key]: value },
                }))
              }
            >
              <option value="">Choose</option>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </BuilderSelect>
          ))}
        </div>
      ) : null}
    </fieldset>
  )
}
