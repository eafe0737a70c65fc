import { data, type RouterContextProvider } from 'react-router'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import type { ReportMailAnswer } from './report-mail-schema'
import { reportMailText } from './report-mail-text'
import { submitReportMail, type ReportMailTarget } from './submit-report-mail.server'

/**
 * POST …/report-mail (the visitor tools' form): 200 {sent, to}, 400 {errors} in the calculator's language,
 * 404, 410, 429 with Retry-After. Shared by our calculator pages and clients' published calculators.
 */
export async function reportMailAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  target: ReportMailTarget,
  options: { preview?: boolean } = {},
) {
  const form = await request.formData()
  const fields: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value.slice(0, 4000)
  const { clientAddress } = context.get(requestInfoContext)
  const result = await submitReportMail(getServices(context), target, fields, clientAddress, options)
  const noStore = { 'Cache-Control': 'no-store' }
  switch (result.status) {
    case 'missing':
      return data<ReportMailAnswer>({ sent: false, error: 'Not found' }, { status: 404, headers: noStore })
    case 'archived':
      return data<ReportMailAnswer>({ sent: false, error: 'Gone' }, { status: 410, headers: noStore })
    case 'invalid':
      return data<ReportMailAnswer>({ sent: false, errors: result.errors }, { status: 400, headers: noStore })
    case 'rate-limited':
      return data<ReportMailAnswer>(
        { sent: false, error: reportMailText[result.lang].rateLimited },
        { status: 429, headers: { ...noStore, 'Retry-After': String(result.retryAfterSeconds) } },
      )
    case 'ignored':
    case 'sent':
      return data<ReportMailAnswer>({ sent: true, to: result.to }, { headers: noStore })
  }
}
