import { parseBrand } from '~/calculators/branding'
import { requestInfoContext } from '~/lib/request-context'
import {
  calculatorReport,
  OUR_NAME,
  pdfResponse,
  reportAllowed,
  reportSource,
  tooManyReports,
} from '~/lib/reports/report.server'
import { receiptSigning } from '~/lib/reports/report-receipt.server'
import { getServices } from '~/lib/services.server'
import { publicPagePath } from '~/lib/specialty/public-paths'
import { publicCalculatorType } from '~/lib/specialty/resolve.server'
import type { Route } from './+types/calculator-report-pdf'

/** /calculators/<name>/report.pdf?<inputs and branding>: the report of our pages and the plain embeds. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = getServices(context)
  // A registry calculator, or a catalogue specialty version (its public page's tools, decision 0064).
  const type = await publicCalculatorType(services.db, params.name)
  if (!type) return new Response('Not found', { status: 404 })
  const { clientAddress } = context.get(requestInfoContext)
  const limit = await reportAllowed(services.rateLimiter, clientAddress, services.config.rateLimitReports)
  if (!limit.allowed) return tooManyReports(limit.retryAfterSeconds)
  const url = new URL(request.url)
  const pdf = await calculatorReport({
    type,
    search: url.search,
    brand: parseBrand(url.searchParams),
    brandName: OUR_NAME,
    source: reportSource(request, `${services.config.baseUrl}${publicPagePath(type)}${url.search}`),
    today: new Date().toISOString().slice(0, 10),
    signing: receiptSigning(services.config, { now: new Date(), ours: true }),
  })
  return pdfResponse(pdf, `${publicPagePath(type).split('/').pop()}-report.pdf`)
}
