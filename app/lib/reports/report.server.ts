import type { Brand } from '~/calculators/branding'
import type { WordingOverrides } from '~/lib/i18n/credit-union-wording'
import { resolveMeta, type AnyCalculatorType } from '~/calculators/resolve'
import type { RateLimiter } from '~/lib/rate-limit.server'
import { shownDisclosure } from '~/calculators/ui/disclosure-note'
import { captureCalculator } from './capture.server'
import { renderReportPdf, type ReportLogo } from './pdf.server'
import { reportComparison } from './report-comparison.server'
import { reportReceipt, type ReceiptSigning } from './report-receipt.server'

export const OUR_NAME = 'Brightline Digital'

/** The PDF of a calculator for a query string: the calculator's view, captured, then laid out on paper. */
export async function calculatorReport(options: {
  type: AnyCalculatorType
  search: string
  brand: Brand
  brandName: string
  disclosure?: string | undefined
  /** Where the visitor asked from; only the client's page it names is printed (`reportPage`). */
  source?: string
  today: string
  /** "Rate as of …" beside rates from the client's rate sheet. */
  notes?: Readonly<Record<string, string>> | undefined
  /** Signs the receipt the PDF carries (decision 0049). */
  signing: ReceiptSigning
  /** A client's calculator: its visible title (else the type's) and logo (decision 0052). */
  title?: string | undefined
  logo?: ReportLogo | undefined
  /** The workspace's chosen words for this calculator (decision 0092), as its page shows them. */
  wording?: WordingOverrides | null | undefined
}): Promise<Buffer> {
  const { type, search, brand, today, notes, wording } = options
  const template = options.disclosure
  const disclosure = template ? { template, declaration: resolveMeta(type).disclosure } : undefined
  const capture = await captureCalculator({ type, search, brand, today, disclosure, notes, wording })
  const comparison = await reportComparison({ type, search, lang: brand.lang, today, capture })
  const receipt = await reportReceipt({ type, search, figures: capture.figures, signing: options.signing })
  return renderReportPdf({
    brandName: options.brandName,
    color: brand.color,
    accent: brand.accent,
    lang: brand.lang,
    title: options.title || resolveMeta(type).title[brand.lang],
    logo: options.logo,
    capture,
    comparison,
    // The text the page shows for these inputs, placeholders filled from the same figures.
    disclosure: template && shownDisclosure(disclosure, capture.figures, search, brand.lang),
    date: today,
    source: reportPage(options.source),
    receipt,
  })
}

/** Reports cost CPU: RATE_LIMIT_REPORTS a minute per client address, PDFs and e-mails together. */
export async function reportAllowed(limiter: RateLimiter, clientAddress: string, limit: number) {
  return limiter.hit(`report:${clientAddress}`, limit)
}

/**
 * The client's page a report names as its source, without query string or fragment: the `page` the embed
 * loader gave a published frame when the report came from one of our frames (never the frame's own address
 * and its parameters), the page itself otherwise; nothing when it is not known.
 */
export function reportPage(source: string | undefined, nested = false): string | undefined {
  if (!source) return undefined
  let url: URL
  try {
    url = new URL(source)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.pathname.startsWith('/embed/')) {
    const page = url.searchParams.get('page')
    return page && !nested ? reportPage(page, true) : undefined
  }
  return `${url.origin}${url.pathname}`
}

/** The page the report came from: the Referer when it is a web page, else the calculator's own address. */
export function reportSource(request: Request, fallback: string): string {
  const referer = request.headers.get('referer')
  if (referer && /^https?:\/\//.test(referer) && referer.length <= 2000) return referer
  return fallback
}

export function pdfResponse(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}

export function tooManyReports(retryAfterSeconds: number): Response {
  return new Response('Too many reports. Try again in a minute.', {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds), 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
