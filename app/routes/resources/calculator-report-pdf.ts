import { parseBrand } from '~/calculators/branding'
import { isCalculatorType } from '~/calculators/registry'
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
import type { Route } from './+types/calculator-report-pdf'

/** /calculators/<name>/report.pdf?<inputs and branding>: the report of our pages and the plain embeds. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCalculatorType(params.name)) return new Response('Not found', { status: 404 })
  const services = getServices(context)
  const { clientAddress } = context.get(requestInfoContext)
  const limit = await reportAllowed(services.rateLimiter, clientAddress, services.config.rateLimitReports)
  if (!limit.allowed) return tooManyReports(limit.retryAfterSeconds)
  const url = new URL(request.url)
  const pdf = await calculatorReport({
    type: params.name,
    search: url.search,
    brand: parseBrand(url.searchParams),
    brandName: OUR_NAME,
    source: reportSource(request, `${services.config.baseUrl}/calculators/${params.name}${url.search}`),
    today: new Date().toISOString().slice(0, 10),
    signing: receiptSigning(services.config, { now: new Date(), ours: true }),
  })
  return pdfResponse(pdf, `${params.name}-report.pdf`)
}
