import { isFontId, LANGS, type FontId } from '~/calculators/branding'
import { calculatorByName, CALCULATOR_TYPES } from '~/calculators/registry'
import type { Mail } from '~/lib/mailer.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue, type Executor } from '~/lib/outbox/store.server'
import { z } from '~/lib/zod'
import type { RenderContext } from '~/lib/outbox/kind.server'
import { calculatorReport } from './report.server'
import { receiptSigning } from './report-receipt.server'
import { reportMailText } from './report-mail-text'

/*
 * "E-mail my results" (docs/decisions/0035): the row keeps what produces the report, not the PDF. The PDF is
 * made again when the mail is sent, by the producer the download uses, from the same inputs, brand,
 * disclosure and date, so the figures are those the visitor saw and the row stays a few hundred bytes.
 */
const ReportMailPayload = z.object({
  to: z.string(),
  type: z.enum(CALCULATOR_TYPES),
  /** The inputs as a query string, already within a published calculator's min/max. */
  search: z.string(),
  brand: z.object({
    color: z.string(),
    accent: z.string(),
    font: z.custom<FontId>(isFontId),
    lang: z.enum(LANGS),
  }),
  brandName: z.string(),
  /** The published revision's disclosure in force when the visitor asked; none on our own pages. */
  disclosure: z.string().optional(),
  /** Our own calculator page it came from; none for a client's calculator (white-label). */
  source: z.string().optional(),
  /** yyyy-mm-dd: the report is dated the day it was asked for, even when a retry sends it later. */
  today: z.string(),
  /** "Rate as of …" by input, as the page showed it (decision 0038); rows queued before it have none. */
  notes: z.record(z.string(), z.string()).optional(),
})

export type ReportMailPayload = z.infer<typeof ReportMailPayload>

export async function reportMail(payload: ReportMailPayload, { config }: RenderContext): Promise<Mail> {
  const t = reportMailText[payload.brand.lang]
  const title = calculatorByName(payload.type).title[payload.brand.lang]
  // Only our own pages' reports have a `source`: a client's names no site of ours (decision 0049).
  const signing = receiptSigning(config, { now: new Date(), ours: payload.source !== undefined })
  const pdf = await calculatorReport({
    ...payload,
    search: payload.search ? `?${payload.search}` : '',
    signing,
  })
  const text = t.body(title, payload.source)
  const escaped = text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
  )
  return {
    to: payload.to,
    subject: t.subject(title).replace(/\p{Cc}+/gu, ' '),
    text,
    html: escaped
      .split('\n\n')
      .map((paragraph) => `<p>${paragraph.trim()}</p>`)
      .join(''),
    attachments: [{ filename: `${payload.type}-report.pdf`, content: pdf, contentType: 'application/pdf' }],
  }
}

export const reportMailKind = defineOutboxKind<ReportMailPayload, Promise<Mail>>({
  name: 'report',
  label: 'Report e-mail',
  payload: ReportMailPayload,
  render: (payload, context) => reportMail(payload, context),
})

/** Enqueues one report's mail in `tx` (its own ref: each request is one mail); notify the outbox after commit. */
export async function queueReportMail(tx: Executor, payload: ReportMailPayload) {
  await enqueue(tx, reportMailKind, [{ ref: crypto.randomUUID(), payload }])
}
