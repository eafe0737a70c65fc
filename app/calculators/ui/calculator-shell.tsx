import type { CSSProperties, ReactNode } from 'react'
import { brandStyle, fontFaceCss, type Brand } from '../branding'
import { useReportCapture } from '../kit/report-capture'
import type { ScenarioInput } from '../kit/scenario-table'
import { VisitorTools } from '../kit/visitor-tools'
import type { Placeholder } from '../kit/disclosure'
import { useClientOptions } from './client-options'
import { CurrentSearchContext, DisclosureNote } from './disclosure-note'
import { ResultErrors } from './parameter-problems-note'
import { carriedParams } from './search-state'
import { uiText } from './ui-text'

interface CalculatorShellProps {
  brand: Brand
  title: string
  heading: 'h1' | 'h2'
  /** The page's query string: branding and unshown parameters ride along on a no-JavaScript submit. */
  initialSearch: string
  fieldNames: readonly string[]
  fields: ReactNode
  results: ReactNode
  /** The current query string (inputs as typed) and the inputs' labels, for share, compare and PDF. */
  search?: string
  inputs?: readonly ScenarioInput[]
}

/** The calculator's heading: an embed's `<main>` takes its name from it (a page framing it has a `<main>` too). */
export const CALCULATOR_TITLE_ID = 'calc-title'

/**
 * Applies the brand (validated custom properties, never raw CSS from the URL) and lays out a GET form that
 * recalculates on the server without JavaScript; with JavaScript, results update as the visitor types.
 */
export function CalculatorShell(props: CalculatorShellProps) {
  const { brand, heading: Heading, initialSearch, fieldNames, fields, results, inputs = [] } = props
  const t = uiText[brand.lang]
  const title = useClientOptions().title || props.title
  const fontFaces = fontFaceCss(brand.font)
  const style = { ...brandStyle(brand), fontFamily: 'var(--calc-font)' } as CSSProperties
  const report = useReportCapture()
  if (report) Object.assign(report, { scenarioInputs: inputs })
  return (
    <CurrentSearchContext.Provider value={props.search ?? initialSearch}>
      <div lang={brand.lang} style={style} className="calc-root @container text-slate-900">
        {fontFaces ? <style>{fontFaces}</style> : null}
        <Heading id={CALCULATOR_TITLE_ID} className="mb-4 text-2xl font-bold text-slate-900">
          {title}
        </Heading>
        {/* Columns follow the calculator's own width (container queries), not the window's: the editor's phone
          preview, a narrow column of a client's page and a phone lay it out alike. */}
        <div className="grid gap-6 @3xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <form method="get" onSubmit={(event) => event.preventDefault()} className="print:hidden" noValidate>
            {carriedParams(initialSearch, fieldNames).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <div className="grid gap-1">{fields}</div>
            <button
              type="submit"
              className="mt-2 rounded-lg bg-(--calc-primary) px-4 py-2 font-semibold text-white hover:opacity-90"
            >
              {t.calculate}
            </button>
          </form>
          <div className="min-w-0">{results}</div>
        </div>
        <VisitorTools lang={brand.lang} search={props.search ?? initialSearch} inputs={inputs} />
      </div>
    </CurrentSearchContext.Provider>
  )
}

export interface Figure {
  label: string
  value: string
  /** Shown large: the headline result. */
  main?: boolean
  /** The disclosure placeholder this figure states (a triggering term: the payment, the APR, the APY). */
  fills?: Placeholder
}

/** The result summary: announced politely to screen readers when it changes (not the table or chart). */
export function ResultSummary({
  lang,
  figures,
  note,
  error,
}: {
  lang: Brand['lang']
  figures: readonly Figure[] | undefined
  note?: string | undefined
  error?: boolean
}) {
  const t = uiText[lang]
  const report = useReportCapture()
  if (report && figures && !error) Object.assign(report, { figures, note })
  const { afterSummary } = useClientOptions()
  return (
    <>
      <section aria-labelledby="calc-results-heading" className="@container mb-6">
        <h2 id="calc-results-heading" className="sr-only">
          {t.results}
        </h2>
        <div aria-live="polite" aria-atomic="true" data-testid="result-summary">
          {error || !figures ? (
            <ResultErrors lang={lang} />
          ) : (
            <dl className="grid grid-cols-2 gap-3 @md:grid-cols-3">
              {figures.map((figure) => (
                // Each tile sizes its figure to its own width (cqi), and lines break between words only:
                // never "$360,000.0 / 0" in a narrow column (issue 48 §3).
                <div
                  key={figure.label}
                  className={`calc-tile ${figure.main ? 'col-span-2 @md:col-span-3' : ''}`}
                >
                  <dt className="text-sm text-slate-700">{figure.label}</dt>
                  <dd
                    className={`calc-figure ${figure.main ? 'text-[min(1.875rem,12cqi)]' : 'text-[min(1.25rem,11cqi)]'}`}
                  >
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {note && !error ? <p className="mt-2 text-sm text-slate-700">{note}</p> : null}
        </div>
        <DisclosureNote lang={lang} figures={error ? undefined : figures} />
      </section>
      {/* A client's call to action, right under the figures it is about (issue 23). */}
      {afterSummary ? <div className="mb-6">{afterSummary}</div> : null}
    </>
  )
}
