import { useEffect, useState } from 'react'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { previewDefinition } from '~/lib/specialty/preview-shape'
import { DefinitionPreview } from './definition-preview'

/** How long the text rests before the preview follows it: no work for every keystroke of a fast typist. */
const REST_MS = 300

/**
 * The builder's preview while the admin types: the text is read and computed in the browser (the evaluator is
 * pure TypeScript in decimal), with no request to the server; until it reads as a definition, the last one
 * that did stays shown with the reason.
 */
export function LivePreview({ text, saved }: { text: string; saved: SpecialtyCalculator | null }) {
  const [state, setState] = useState(() => ({ read: previewDefinition(text), last: saved }))
  useEffect(() => {
    const timer = setTimeout(() => {
      const read = previewDefinition(text)
      setState((current) => ({ read, last: read.ok ? read.definition : current.last }))
    }, REST_MS)
    return () => clearTimeout(timer)
  }, [text])
  const { read, last } = state
  const definition = read.ok ? read.definition : last
  return (
    <div>
      <p className="mb-3 text-sm text-slate-700" aria-live="polite" data-testid="live-preview-state">
        {read.ok
          ? 'Preview of the definition as typed.'
          : `${read.reason} The preview shows the last definition that could be read.`}
      </p>
      {definition ? (
        <DefinitionPreview key={JSON.stringify(definition)} definition={definition} />
      ) : (
        <p className="text-slate-700">The preview appears when the definition can be read.</p>
      )}
    </div>
  )
}
