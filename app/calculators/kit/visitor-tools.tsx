import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { usePagePath } from '~/lib/page-path'
import type { Lang } from '../branding'
import { postStateMessage } from '../frame-messages'
import { emitHostEvent } from '../host-events'
import { secondaryButton } from '../ui/buttons'
import { EarlyButton } from '../ui/early-button'
import type { ScenarioInput } from './scenario-table'
import {
  hostFromFragment,
  MAX_SCENARIOS,
  SCENARIO_PARAM,
  scenarioOf,
  scenariosOf,
  shareUrl,
  withScenarios,
} from './share-url'
import { useVisitorKit } from './visitor-kit'
import { visitorText } from './visitor-text'

// The comparison comes in its own chunk, fetched when a visitor adds a scenario (or opens a shared comparison):
// most visitors never pay for it.
const ScenarioTable = lazy(() =>
  import('./scenario-table').then((module) => ({ default: module.ScenarioTable })),
)
// Likewise "E-mail my results": its form is fetched when a visitor opens it.
const EmailReportForm = lazy(() =>
  import('./email-report-form').then((module) => ({ default: module.EmailReportForm })),
)

/** /embed/c/<publicId>: a client's published calculator (its report and link key are its id). */
function publishedId(pathname: string): string | undefined {
  return /^\/embed\/c\/([0-9a-f]{16})\/?$/.exec(pathname)?.[1]
}

function sameOriginParent(): Location | undefined {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin
      ? window.parent.location
      : undefined
  } catch {
    return undefined
  }
}

interface VisitorToolsProps {
  lang: Lang
  /** The current query string: inputs as typed, branding and whatever else the page carries. */
  search: string
  inputs: readonly ScenarioInput[]
}

/**
 * "Copy link", "Add scenario", "Download PDF" and "E-mail my results" under every calculator of the kit (decision 0028). Shown on
 * our calculator pages, the plain embeds and clients' published embeds; not in the workspace's previews.
 */
export function VisitorTools({ lang, search, inputs }: VisitorToolsProps) {
  const kit = useVisitorKit()
  const pathname = usePagePath()
  const t = visitorText[lang]
  const [scenarios, setScenarios] = useState(() => scenariosOf(search))
  const [shared, setShared] = useState<{ url: string; copied: boolean }>()
  const [mailing, setMailing] = useState(false)
  const changed = useRef(false)
  const current = withScenarios(search, scenarios)

  useEffect(() => {
    if (!changed.current) return
    const url = `${window.location.pathname}${withScenarios(window.location.search, scenarios)}`
    window.history.replaceState(window.history.state, '', url + window.location.hash)
    postStateMessage(withScenarios(search, scenarios))
    // Only the scenarios: typing is synced by the calculator's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scenarios])

  if (!kit || !/^\/(embed|calculators|white-label-calculators|try)\//.test(pathname)) return null
  const publicId = publishedId(pathname)
  const key = publicId ?? kit.name
  const base = publicId ? `/embed/c/${publicId}` : `/calculators/${kit.name}`
  const report = `${base}/report.pdf`
  const reportQuery = new URLSearchParams(scenarioOf(search))
  if (!publicId)
    for (const name of ['color', 'accent', 'font', 'lang'] as const) copyParam(search, reportQuery, name)
  // The PDF compares the saved scenarios too; the e-mailed report carries the current inputs.
  const pdfQuery = new URLSearchParams(reportQuery)
  for (const scenario of scenarios) pdfQuery.append(SCENARIO_PARAM, scenario)
  const full = scenarios.length >= MAX_SCENARIOS

  async function copyLink() {
    const parent = sameOriginParent()
    const page = parent ?? window.location
    const url = shareUrl({
      search: current,
      page: `${page.origin}${page.pathname}`,
      host: hostFromFragment(window.location.hash),
      key,
    })
    let copied = false
    try {
      await navigator.clipboard.writeText(url)
      copied = true
    } catch {
      // A frame without clipboard access: the link is shown, selected, for the visitor to copy.
    }
    setShared({ url, copied })
  }

  function update(next: string[]) {
    changed.current = true
    setScenarios(next)
  }

  return (
    <section aria-label={t.tools} className="mt-6 print:hidden" data-testid="visitor-tools">
      <div className="flex flex-wrap gap-2">
        <EarlyButton className={secondaryButton} onClick={copyLink}>
          {t.copyLink}
        </EarlyButton>
        <EarlyButton
          className={secondaryButton}
          aria-disabled={full || undefined}
          aria-describedby={full ? 'calc-scenarios-full' : undefined}
          onClick={() => {
            if (!full) update([...scenarios, scenarioOf(search)])
          }}
        >
          {t.addScenario}
        </EarlyButton>
        <a
          className={secondaryButton}
          href={`${report}?${pdfQuery.toString()}`}
          download
          onClick={() => emitHostEvent('pdf_downloaded')}
        >
          {t.downloadPdf}
        </a>
        <EarlyButton
          className={secondaryButton}
          aria-expanded={mailing}
          aria-controls={mailing ? 'calc-report-mail' : undefined}
          onClick={() => setMailing(!mailing)}
        >
          {t.emailReport}
        </EarlyButton>
      </div>
      {mailing ? (
        <Suspense fallback={null}>
          <EmailReportForm
            id="calc-report-mail"
            lang={lang}
            action={`${base}/report-mail`}
            search={reportQuery.toString()}
          />
        </Suspense>
      ) : null}
      <div role="status" className="mt-2 text-sm text-slate-700">
        {full ? <p id="calc-scenarios-full">{t.scenariosFull}</p> : null}
        {shared ? <p>{shared.copied ? t.linkCopied : t.copyThisLink}</p> : null}
      </div>
      {shared ? (
        <input
          readOnly
          aria-label={t.link}
          value={shared.url}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 w-full rounded border border-slate-300 px-2 py-1 text-sm"
          data-testid="share-url"
        />
      ) : null}
      {scenarios.length > 0 ? (
        <Suspense fallback={null}>
          <ScenarioTable
            lang={lang}
            kit={kit}
            scenarios={scenarios}
            inputs={inputs}
            onRemove={(index) => update(scenarios.filter((_, other) => other !== index))}
          />
        </Suspense>
      ) : null}
    </section>
  )
}

function copyParam(from: string, to: URLSearchParams, name: string) {
  const value = new URLSearchParams(from).get(name)
  if (value) to.set(name, value)
}
