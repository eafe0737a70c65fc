import { useEffect, useRef } from 'react'
import { FONT_OPTIONS, isFontId, isLang } from '~/calculators/branding'
import { emitHostEvent, relayHostEvents, type HostEventCalculator } from '~/calculators/host-events'
import { ReportMailContext } from '~/calculators/kit/report-mail-options'
import type { FieldNotes } from '~/calculators/ui/client-options'
import { EngagementBeacon } from '~/components/leads/engagement-beacon'
import { LeadForm, type LeadActionData } from '~/components/leads/lead-form'
import {
  DEFAULT_LEAD_FIELDS,
  formFields,
  reportOptInOffered,
  type VisitorLeadFields,
} from '~/lib/leads/lead-fields'
import type { DisplaySettings, Limits, StoredBrand } from '~/db/workspace-schema'
import type { WordingOverrides } from '~/lib/i18n/credit-union-wording'
import { CalculatorView } from './calculator-view'

export type PublishedCompany = {
  name: string
  logo: { url: string; width: number; height: number } | null
  /** The client's choice: their name and logo above the calculator. */
  showInFrame: boolean
}

export type PublishedLead = {
  cta: string
  consent: string
  inputs: Record<string, string>
  pageUrl?: string
  /**
   * The workspace's lead fields in the visitor's language (visitorLeadFields); null or absent: the
   * catalogue's defaults. The form is built from them and the catalogue in the page (formFields), which keeps
   * the embed's HTML small (decisions 0053, 0061).
   */
  fields?: VisitorLeadFields | null
}

type Props = {
  view: {
    type: string
    /** The client's visible title in the visitor's language (decision 0052); the type's own otherwise. */
    title?: string | undefined
    /** The client's company (brand profile, decision 0052): the e-mailed report's opt-in, the frame's header. */
    company?: PublishedCompany | undefined
    brand: StoredBrand
    search: string
    disclosure: string
    today: string
    display?: DisplaySettings | undefined
    limits?: Limits | undefined
    rateNotes?: FieldNotes | undefined
    /** The workspace's chosen words for this calculator (decision 0092), rendered by the server. */
    wording?: WordingOverrides | null | undefined
  }
  lead: PublishedLead | null
  /** Where the lead form posts; without it (editor preview, review link) the form is shown open but inert. */
  action?: string
  posted?: LeadActionData | undefined
  /** The published calculator's id: counts engagement (the embed only, never a preview). */
  publicId?: string
  /** Set when the workspace sends events to the client's analytics (the embed only): what they name. */
  hostEvents?: HostEventCalculator | null | undefined
  /** The token of the state shown (the embed only): the lead and report forms post it (decision 0067). */
  state?: string
  /** A member's uncounted preview of the embed (decision 0096): its report form says so when it posts. */
  preview?: boolean
}

/**
 * What a visitor of a client's site sees: the calculator, its disclosure and, right under the headline
 * results, the lead form with its consent line, in the client's font. The embed, the editor's preview and the
 * review link all render this one.
 */
export function PublishedView({ view, lead, action, posted, publicId, hostEvents, state, preview }: Props) {
  const calculator = useRef<HTMLDivElement>(null)
  const { id, title, type } = hostEvents ?? {}
  useEffect(() => {
    relayHostEvents(id && title && type ? { id, title, type } : undefined)
    emitHostEvent('calculator_view')
    return () => relayHostEvents(undefined)
  }, [id, title, type])
  const inert = action === undefined
  const lang = isLang(view.brand.lang) ? view.brand.lang : 'en'
  const font = FONT_OPTIONS[isFontId(view.brand.font) ? view.brand.font : 'system'].stack
  const cta = lead ? (
    <div style={{ fontFamily: font }} inert={inert} data-testid="lead-form-preview">
      <LeadForm
        action={action ?? ''}
        lang={lang}
        color={view.brand.color}
        cta={lead.cta}
        consent={lead.consent}
        fields={formFields(lead.fields ?? null, lang)}
        inputs={lead.inputs}
        pageUrl={lead.pageUrl}
        state={state}
        calculator={calculator}
        posted={posted}
        open={inert}
      />
    </div>
  ) : null
  const { company, ...calculatorView } = view
  const reportMail = {
    optIn:
      lead && company?.name && reportOptInOffered(lead.fields ?? DEFAULT_LEAD_FIELDS)
        ? { brandName: company.name, consent: lead.consent }
        : undefined,
    pageUrl: lead?.pageUrl,
    state,
    preview,
  }
  return (
    <>
      {company?.showInFrame ? <CompanyLine company={company} font={font} /> : null}
      <div ref={calculator}>
        <ReportMailContext.Provider value={reportMail}>
          <CalculatorView {...calculatorView} afterSummary={cta} />
        </ReportMailContext.Provider>
      </div>
      {publicId ? <EngagementBeacon publicId={publicId} calculator={calculator} /> : null}
    </>
  )
}

/** The client's logo, or their name when they have none, above the calculator: the owner a visitor sees. */
function CompanyLine({ company, font }: { company: PublishedCompany; font: string }) {
  return (
    <p
      className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800"
      style={{ fontFamily: font }}
    >
      {company.logo ? (
        <img
          src={company.logo.url}
          alt={company.name}
          width={company.logo.width}
          height={company.logo.height}
          className="h-8 w-auto max-w-48 object-contain"
        />
      ) : (
        company.name
      )}
    </p>
  )
}
