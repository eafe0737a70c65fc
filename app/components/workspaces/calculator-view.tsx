import type { ReactNode } from 'react'
import { parseBrand } from '~/calculators/branding'
import { CalculatorView as KitCalculatorView } from '~/calculators/kit/calculator-view'
import { isResolvable, resolveMeta } from '~/calculators/resolve'
import { DisclosureContext } from '~/calculators/ui/disclosure-note'
import { ClientOptionsContext, type FieldNotes } from '~/calculators/ui/client-options'
import type { DisplaySettings, Limits, StoredBrand } from '~/db/workspace-schema'
import type { WordingOverrides } from '~/lib/i18n/credit-union-wording'

type Props = {
  type: string
  brand: StoredBrand
  /** Query string the inputs start from: the revision's defaults, plus any allowed prefill. */
  search: string
  disclosure: string
  today: string
  heading?: 'h1' | 'h2'
  /** Whether the chart and the schedule show (the revision's choice). */
  display?: DisplaySettings | undefined
  /** The revision's min/max: a typed value beyond them gets the field's message. */
  limits?: Limits | undefined
  /** Right under the headline results: the lead form's call to action. */
  afterSummary?: ReactNode
  /** "Rate as of …" under each rate input that starts from the rate sheet (docs/decisions/0038). */
  rateNotes?: FieldNotes | undefined
  /** The client's visible title in the calculator's language (decision 0052); the type's own otherwise. */
  title?: string | undefined
  /** The workspace's chosen words for this calculator (credit-union wording, decision 0092). */
  wording?: WordingOverrides | null | undefined
}

// Type-only import above: the schema module (drizzle) must stay out of the browser's bundle.
const SHOW_ALL: DisplaySettings = { chart: true, schedule: true }

/** One saved calculator configuration, rendered as the public sees it. Keyed by its search to restart. */
export function CalculatorView({
  type,
  brand: stored,
  search,
  disclosure,
  today,
  heading = 'h1',
  display = SHOW_ALL,
  limits,
  afterSummary,
  rateNotes,
  title,
  wording,
}: Props) {
  // Stored brands were validated on save; parsing again keeps a hand-edited row from reaching the CSS.
  const brand = parseBrand(stored)
  const initialSearch = search ? `?${search}` : ''
  const common = { initialSearch, brand, heading, syncUrl: false }
  const options = {
    chart: display.chart,
    schedule: display.schedule,
    limits,
    afterSummary,
    notes: rateNotes,
    title,
    wording,
  }
  const calculatorType = isResolvable(type) ? type : 'loan'
  const clientDisclosure = disclosure
    ? { template: disclosure, declaration: resolveMeta(calculatorType).disclosure }
    : undefined
  return (
    <DisclosureContext.Provider value={clientDisclosure}>
      <ClientOptionsContext.Provider value={options}>
        <KitCalculatorView key={search} type={calculatorType} {...common} today={today} />
      </ClientOptionsContext.Provider>
    </DisclosureContext.Provider>
  )
}
