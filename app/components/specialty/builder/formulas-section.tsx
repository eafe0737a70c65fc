import { addFormula, editAt, removeFormula } from '~/lib/specialty/builder-edits'
import { formulaName, inputName } from '~/lib/specialty/builder-model'
import { BuilderField, ListButton, PartProblems, rowClass, sectionClass } from './builder-fields'
import { FormulaField } from './formula-field'
import type { SectionProps } from './section-props'

/** Part 2: the formulas, one a line, each named; the problems of a line are shown under it, at their column. */
export function FormulasSection({ state, setState, problemsAt }: SectionProps) {
  const change = (index: number, patch: { name?: string; formula?: string }) =>
    setState((current) => editAt(current, 'formulas', index, (line) => ({ ...line, ...patch })))
  const names = [...state.inputs.map(inputName), ...state.formulas.map(formulaName)].filter(Boolean)
  return (
    <section aria-labelledby="builder-formulas-heading" className={sectionClass}>
      <h2 id="builder-formulas-heading" className="text-xl font-semibold text-slate-900">
        2. Formulas
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        One formula a line, written as in a spreadsheet: <code>Amount * Rate / 12</code>,{' '}
        <code>ROUND(-PMT(Rate / 12, Years * 12, Amount), 2)</code>. Type a few letters for the names and
        functions you can use; a percent input is read as a fraction (6.5 → 0.065).
      </p>
      <PartProblems id="formulas-problems" problems={problemsAt({ part: 'formulas' })} />
      <ol className="grid gap-3">
        {state.formulas.map((line, index) => {
          const id = `formula-${index}`
          const n = index + 1
          const problems = problemsAt({ part: 'formula', index }).map((problem) =>
            'column' in problem.place && problem.place.column !== undefined
              ? { ...problem, message: `Column ${problem.place.column}: ${problem.message}` }
              : problem,
          )
          const problemsId = problems.length > 0 ? `${id}-problems` : undefined
          return (
            <li key={index} className={rowClass} aria-label={`Formula line ${n}`}>
              {/* The formula takes the row's whole width until the part is wide enough for both side by side. */}
              <div className="grid gap-2 @3xl:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
                <div className="max-w-xs @3xl:max-w-none">
                  <BuilderField
                    id={`${id}-name`}
                    label={`Formula line ${n} name`}
                    value={line.name}
                    onChange={(name) => change(index, { name })}
                  />
                  <p className="mt-1 text-xs text-slate-600">
                    Used as <code className="font-semibold">{formulaName(line) || '—'}</code>
                  </p>
                </div>
                <FormulaField
                  id={`${id}-formula`}
                  label={`Formula line ${n}`}
                  value={line.formula}
                  onChange={(formula) => change(index, { formula })}
                  names={names}
                  problemsId={problemsId}
                  invalid={problems.length > 0}
                />
              </div>
              <PartProblems id={`${id}-problems`} problems={problems} />
              <div className="mt-2 text-right">
                <ListButton onClick={() => setState((current) => removeFormula(current, index))}>
                  Remove formula line {n}
                </ListButton>
              </div>
            </li>
          )
        })}
      </ol>
      <div className="mt-3">
        <ListButton onClick={() => setState(addFormula)}>Add a formula line</ListButton>
      </div>
    </section>
  )
}
