import { prerenderToNodeStream } from 'react-dom/static'
import type { Brand } from '~/calculators/branding'
import { CalculatorView } from '~/calculators/kit/calculator-view'
import { emptyCapture, ReportCaptureContext, type ReportCapture } from '~/calculators/kit/report-capture'
import type { AnyCalculatorType } from '~/calculators/resolve'
import { ClientOptionsContext, type ClientOptions } from '~/calculators/ui/client-options'
import { DisclosureContext, type ClientDisclosure } from '~/calculators/ui/disclosure-note'
import type { WordingOverrides } from '~/lib/i18n/credit-union-wording'

/**
 * Renders the calculator's own view once, as the page would for `search`, and keeps what it shows: input
 * labels and values, the result figures, the chart's data and the schedule's cells. The report is then made
 * of the page's own strings (decision 0028). Waits for the view's lazy parts (chart, schedule).
 */
export async function captureCalculator(options: {
  type: AnyCalculatorType
  search: string
  brand: Brand
  today: string
  disclosure?: ClientDisclosure | undefined
  /** "Rate as of …" by input, for a rate from the client's rate sheet (decision 0038). */
  notes?: Readonly<Record<string, string>> | undefined
  /** The workspace's chosen words (credit-union wording, decision 0092): the report prints what the page shows. */
  wording?: WordingOverrides | null | undefined
  /** What the view shows besides its figures: by default the chart and the schedule as a visitor opens it. */
  show?: Partial<Pick<ClientOptions, 'chart' | 'finestSchedule'>> | undefined
}): Promise<ReportCapture> {
  const { type, search, brand, today, disclosure, notes = {}, wording, show } = options
  const capture = emptyCapture()
  const fieldNotes = Object.fromEntries(Object.entries(notes).map(([param, text]) => [param, { text }]))
  const { prelude } = await prerenderToNodeStream(
    <ReportCaptureContext.Provider value={capture}>
      <DisclosureContext.Provider value={disclosure}>
        <ClientOptionsContext.Provider
          value={{ chart: true, ...show, schedule: true, notes: fieldNotes, wording }}
        >
          <CalculatorView type={type} initialSearch={search} brand={brand} today={today} syncUrl={false} />
        </ClientOptionsContext.Provider>
      </DisclosureContext.Provider>
    </ReportCaptureContext.Provider>,
  )
  // The HTML itself is not needed: drain it.
  for await (const chunk of prelude) void chunk
  return capture
}
