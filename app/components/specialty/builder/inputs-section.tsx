import { INPUT_KINDS } from '~/lib/formulas/definition-kinds'
import { addInput, editAt, removeInput } from '~/lib/specialty/builder-edits'
import { inputName, KIND_LABELS, type BuilderInput, type InputKind } from '~/lib/specialty/builder-model'
import type { SectionProps } from './section-props'
import {
  BuilderField,
  BuilderSelect,
  BuilderTextarea,
  ListButton,
  PartProblems,
  rowClass,
  sectionClass,
} from './builder-fields'

/** Part 1: what the visitor types. Each input's name in formulas comes from its label. */
export function InputsSection({ state, setState, problemsAt }: SectionProps) {
  const change = (index: number, patch: Partial<BuilderInput>) =>
    setState((current) => editAt(current, 'inputs', index, (input) => ({ ...input, ...patch })))
  // Of the text as it is when the change lands: both languages typed before hydration are adopted in turn.
  const changeText = (index: number, key: 'label' | 'help', lang: 'en' | 'es') => (text: string) =>
    setState((current) =>
      editAt(current, 'inputs', index, (input) => ({ ...input, [key]: { ...input[key], [lang]: text } })),
    )
  const general = problemsAt({ part: 'inputs' })
  return (
    <section aria-labelledby="builder-inputs-heading" className={sectionClass}>
      <h2 id="builder-inputs-heading" className="text-xl font-semibold text-slate-900">
        1. Inputs
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        What the visitor types. Formulas use each input by its name.
      </p>
      <PartProblems id="inputs-problems" problems={general} />
      <ol className="grid gap-3">
        {state.inputs.map((input, index) => {
          const id = `input-${index}`
          const problems = problemsAt({ part: 'input', index })
          const describedBy = problems.length > 0 ? `${id}-problems` : undefined
          const n = index + 1
          return (
            <li key={index} className={rowClass} aria-label={`Input ${n}`}>
              <div className="grid gap-2 @md:grid-cols-2 @2xl:grid-cols-4">
                <BuilderField
                  id={`${id}-label`}
                  label={`Input ${n} label`}
                  value={input.label.en}
                  onChange={changeText(index, 'label', 'en')}
                  describedBy={describedBy}
                  invalid={problems.length > 0}
                  className="@md:col-span-2"
                />
                <BuilderField
                  id={`${id}-label-es`}
                  label={`Input ${n} label in Spanish (optional)`}
                  value={input.label.es}
                  onChange={changeText(index, 'label', 'es')}
                  className="@md:col-span-2"
                />
                <BuilderSelect
                  id={`${id}-kind`}
                  label={`Input ${n} kind`}
                  value={input.kind}
                  onChange={(kind) => change(index, { kind: kind as InputKind })}
                >
                  {INPUT_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {KIND_LABELS[kind]}
                    </option>
                  ))}
                </BuilderSelect>
                <BuilderField
                  id={`${id}-default`}
                  label={`Input ${n} default`}
                  inputMode="decimal"
                  value={input.default}
                  onChange={(value) => change(index, { default: value })}
                />
                <BuilderField
                  id={`${id}-min`}
                  label={`Input ${n} minimum`}
                  inputMode="decimal"
                  value={input.min}
                  onChange={(min) => change(index, { min })}
                />
                <BuilderField
                  id={`${id}-max`}
                  label={`Input ${n} maximum`}
                  inputMode="decimal"
                  value={input.max}
                  onChange={(max) => change(index, { max })}
                />
                <BuilderField
                  id={`${id}-step`}
                  label={`Input ${n} step (optional)`}
                  inputMode="decimal"
                  value={input.step}
                  onChange={(step) => change(index, { step })}
                />
                <BuilderField
                  id={`${id}-help`}
                  label={`Input ${n} help text (optional)`}
                  value={input.help.en}
                  onChange={changeText(index, 'help', 'en')}
                  className="@md:col-span-2 @2xl:col-span-3"
                />
                {input.kind === 'choice' ? (
                  <BuilderTextarea
                    id={`${id}-options`}
                    label={`Input ${n} choices, one a line: value = label (1 = Fixed)`}
                    value={input.options}
                    onChange={(options) => change(index, { options })}
                    className="@md:col-span-2 @2xl:col-span-4"
                  />
                ) : null}
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                <p className="text-slate-700">
                  Name in formulas: <code className="font-semibold">{inputName(input) || '—'}</code>
                </p>
                <ListButton onClick={() => setState((current) => removeInput(current, index))}>
                  Remove input {n}
                </ListButton>
              </div>
              <PartProblems id={`${id}-problems`} problems={problems} />
            </li>
          )
        })}
      </ol>
      <div className="mt-3">
        <ListButton onClick={() => setState(addInput)}>Add an input</ListButton>
      </div>
    </section>
  )
}
