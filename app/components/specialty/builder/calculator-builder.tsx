import { useDeferredValue, useMemo, useState, type ReactNode } from 'react'
import { Form } from 'react-router'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { calculatorSlug, fromDocument, toDocument, type BuilderState } from '~/lib/specialty/builder-model'
import { builderProblems, placeLabel, type BuilderProblem } from '~/lib/specialty/builder-problems'
import { exampleOutcomes } from '~/lib/specialty/example-outcomes'
import { previewDefinition } from '~/lib/specialty/preview-shape'
import { DefinitionPreview } from '../definition-preview'
import { ListButton, sectionClass, WithCode } from './builder-fields'
import { CalculatorSection } from './calculator-section'
import { ExamplesSection } from './examples-section'
import { FormulasSection } from './formulas-section'
import { InputsSection } from './inputs-section'
import { ResultsSection } from './results-section'
import { problemsAtOf } from './section-props'

const EXAMPLE_PARTS = new Set(['example', 'examples'])

/**
 * The visual builder (issue 46): four parts, a preview computed in the browser as she types with the engine the
 * server uses, and the actions of its page (save, send, publish) in a form that posts the definition document.
 */
export function CalculatorBuilder({
  initial,
  slugFixed,
  serverProblems,
  actions,
}: {
  initial: BuilderState
  /** The calculator's id once saved: it never changes. */
  slugFixed: boolean
  /** What the server refused the last save or send for. */
  serverProblems: BuilderProblem[]
  actions: (state: { ready: boolean; unsentProblems: number }) => ReactNode
}) {
  const [state, setState] = useState(initial)
  const [importNote, setImportNote] = useState('')
  const deferred = useDeferredValue(state)
  const { document, problems, outcomes } = useMemo(() => {
    const document = toDocument(deferred)
    const problems = builderProblems(deferred)
    const readable = problems.every((problem) => EXAMPLE_PARTS.has(problem.place.part))
    const outcomes = readable ? exampleOutcomes(document as SpecialtyCalculator) : []
    return { document, problems, outcomes }
  }, [deferred])
  const readable = problems.every((problem) => EXAMPLE_PARTS.has(problem.place.part))
  const problemsAt = problemsAtOf(problems)
  const ready = problems.length === 0 && outcomes.length > 0 && outcomes.every((outcome) => outcome.pass)
  const sectionProps = { state, setState, problemsAt, outcomes }

  const importText = (text: string) => {
    const read = previewDefinition(text)
    if (!read.ok) return setImportNote(`Not imported: ${read.reason}`)
    const imported = fromDocument(read.definition)
    setState(slugFixed ? { ...imported, slug: state.slug } : imported)
    setImportNote(`Imported “${read.definition.name.en}”. Save it to keep it.`)
  }
  const exportJson = () => {
    const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' })
    const link = window.document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = `${calculatorSlug(state) || 'calculator'}.json`
    link.click()
    URL.revokeObjectURL(link.href)
  }

  // The parts and the preview each lay out by their own column's width (container queries), not the screen's:
  // from 1024 px the preview is a column of its own right of the parts, in view while she scrolls them.
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="@container grid min-w-0 gap-6">
        <CalculatorSection state={state} setState={setState} problemsAt={problemsAt} slugFixed={slugFixed}>
          <ListButton onClick={exportJson}>Export JSON</ListButton>
          <label className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 focus-within:outline-2 focus-within:outline-brand-700 hover:bg-slate-50">
            Import JSON
            <input
              type="file"
              accept="application/json,.json"
              className="sr-only"
              onChange={async (event) => {
                const file = event.target.files?.[0]
                if (file) importText(await file.text())
                event.target.value = ''
              }}
            />
          </label>
          <p role="status" className="text-sm text-slate-700">
            {importNote}
          </p>
        </CalculatorSection>
        <InputsSection {...sectionProps} />
        <FormulasSection {...sectionProps} />
        <ResultsSection {...sectionProps} />
        <ExamplesSection {...sectionProps} />
        <section aria-labelledby="builder-check-heading" className={sectionClass}>
          <h2 id="builder-check-heading" className="text-xl font-semibold text-slate-900">
            Check and save
          </h2>
          <p aria-live="polite" data-testid="builder-summary" className="mt-1 text-slate-800">
            {problems.length === 0
              ? ready
                ? 'No problems, and every worked example passes.'
                : 'No problems.'
              : `${problems.length === 1 ? '1 problem' : `${problems.length} problems`} to fix, shown beside their part.`}
          </p>
          <ServerProblems problems={serverProblems} />
          <Form method="post" className="mt-3">
            <input type="hidden" name="definition" value={JSON.stringify(toDocument(state))} />
            {actions({ ready, unsentProblems: problems.length })}
          </Form>
        </section>
      </div>
      <section
        aria-labelledby="builder-preview-heading"
        className={`${sectionClass} @container lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto`}
      >
        <h2 id="builder-preview-heading" className="text-xl font-semibold text-slate-900">
          Preview
        </h2>
        <p className="mb-3 text-sm text-slate-600">
          Computed in your browser as you type, as a visitor&rsquo;s calculator will compute it.
        </p>
        {readable ? (
          <DefinitionPreview key={JSON.stringify(document)} definition={document as SpecialtyCalculator} />
        ) : (
          <p className="text-slate-700">
            The preview appears once the inputs, formulas and results have no problem.
          </p>
        )}
      </section>
    </div>
  )
}

function ServerProblems({ problems }: { problems: BuilderProblem[] }) {
  if (problems.length === 0) return null
  return (
    <ul aria-label="Why the server refused" className="mt-2 grid gap-1 text-sm" role="alert">
      {problems.map((problem, index) => (
        <li key={index} className="rounded-md bg-red-50 px-2 py-1 break-words text-red-900">
          {placeLabel(problem.place)}: <WithCode text={problem.message} />
        </li>
      ))}
    </ul>
  )
}
