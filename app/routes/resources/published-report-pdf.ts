import { parseBrand } from '~/calculators/branding'
import { clampedScenarios, SCENARIO_PARAM } from '~/calculators/kit/share-url'
import { isResolvable } from '~/calculators/resolve'
import { requestInfoContext } from '~/lib/request-context'
import { pdfResponse, reportAllowed, reportSource, tooManyReports } from '~/lib/reports/report.server'
import { calculatorReport } from '~/lib/reports/report.server'
import { receiptSigning } from '~/lib/reports/report-receipt.server'
import { brandProfile, logoBytes } from '~/lib/brand/brand-profile.server'
import { visibleTitle } from '~/lib/brand/visible-title'
import { creditUnionWordingFor } from '~/lib/i18n/credit-union-wording'
import { getServices } from '~/lib/services.server'
import { loadPublished } from '~/lib/workspaces/published.server'
import { reportRateNotes } from '~/lib/rate-sheet/rate-notes'
import { prefillSearch } from '~/lib/workspaces/revision-form'
import type { Route } from './+types/published-report-pdf'

/**
 * /embed/c/<publicId>/report.pdf?<inputs>: a client's published calculator, with its revision's brand and
 * disclosure; the inputs are taken within its min/max exactly as its page takes them.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = getServices(context)
  const view = await loadPublished(services.db, params.publicId)
  if (view.status === 'archived') return new Response('Gone', { status: 410 })
  if (view.status !== 'published' || !isResolvable(view.type))
    return new Response('Not found', { status: 404 })
  const { clientAddress } = context.get(requestInfoContext)
  const limit = await reportAllowed(services.rateLimiter, clientAddress, services.config.rateLimitReports)
  if (!limit.allowed) return tooManyReports(limit.retryAfterSeconds)
  const { revision } = view
  const query = new URL(request.url).searchParams
  const prefilled = await prefillSearch(view.type, revision, query)
  const inputs = new URLSearchParams(prefilled)
  // The visitor's saved scenarios, each within the client's limits, as the page takes them.
  for (const scenario of await clampedScenarios(query, (scenarioInputs) =>
    prefillSearch(view.type, revision, scenarioInputs),
  ))
    prefilled.append(SCENARIO_PARAM, scenario)
  const search = prefilled.toString()
  const brand = parseBrand(revision.brand)
  const wording = creditUnionWordingFor(view.type, brand.lang, view.creditUnionWording)
  const profile = await brandProfile(services.db, view.workspaceId)
  const logo = profile?.logo ? await logoBytes(services.db, profile.logo.hash) : null
  const pdf = await calculatorReport({
    type: view.type,
    search: search ? `?${search}` : '',
    brand,
    // The client's company, visible title and logo (decision 0052); never the internal name.
    brandName: profile?.companyName ?? '',
    title: visibleTitle(view.type, revision.titles, brand.lang, wording?.text.title),
    wording,
    logo: logo ? { content: logo.bytes, contentType: logo.contentType } : undefined,
    disclosure: view.disclosure,
    source: reportSource(request, `${services.config.baseUrl}/embed/c/${params.publicId}`),
    today: new Date().toISOString().slice(0, 10),
    notes: reportRateNotes(view.rateAsOf, revision, inputs),
    // A client's report: signed alike, but it names no site of ours (white-label, decision 0049).
    signing: receiptSigning(services.config, { now: new Date(), ours: false }),
  })
  return pdfResponse(pdf, `${view.type.replace(/[^a-z0-9-]+/gi, '-')}-report.pdf`)
}
