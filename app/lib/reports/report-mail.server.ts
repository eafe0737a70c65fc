import { isFontId, LANGS, type FontId } from '~/calculators/branding'
import { isCalculatorType } from '~/calculators/registry'
import { isResolvable, parseVersionedType, resolveMeta } from '~/calculators/resolve'
import { primeSpecialty } from '~/lib/specialty/resolve.server'
import type { Mail } from '~/lib/mailer.server'
import { logoBytes } from '~/lib/brand/brand-profile.server'
import { mailDomainSender } from '~/lib/brand/mail-domain.server'
import { LOGO_EXTENSION } from '~/lib/brand/logo-image'
import { defineOutboxKind, type RenderContext } from '~/lib/outbox/kind.server'
import { enqueue, type Executor } from '~/lib/outbox/store.server'
import { z } from '~/lib/zod'
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
  /** A registry calculator's name or a published specialty version (`specialty:<slug>@<n>`). */
  type: z.string().refine((type) => isCalculatorType(type) || parseVersionedType(type) !== undefined),
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
  /** The client's workspace, for a person's erasure there (issue 43 §5); none on our own pages. */
  workspaceId: z.string().optional(),
  /** The archived state of the client's page it came from (docs/decisions/0058); none on our own pages. */
  archiveStateId: z.string().nullable().optional(),
  /** A client's calculator (decision 0052): its visible title, and the company the visitor hears from. */
  title: z.string().optional(),
  company: z
    .object({
      supportEmail: z.string(),
      supportPhone: z.string(),
      logo: z.object({ hash: z.string(), contentType: z.string() }).nullable(),
    })
    .optional(),
  /** A client's chosen words for this calculator (decision 0092); rows queued before it have none. */
  wording: z
    .object({ text: z.record(z.string(), z.string()), messages: z.record(z.string(), z.string()) })
    .nullable()
    .optional(),
})

export type ReportMailPayload = z.infer<typeof ReportMailPayload>

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

const LOGO_CID = 'company-logo'

export async function reportMail(payload: ReportMailPayload, context: RenderContext): Promise<Mail> {
  const t = reportMailText[payload.brand.lang]
  if (context.db) await primeSpecialty(context.db, payload.type)
  const type = payload.type
  if (!isResolvable(type)) throw new Error(`Unknown calculator: ${type}`)
  const title = payload.title || resolveMeta(type).title[payload.brand.lang]
  const { company } = payload
  // The logo travels inside the mail: its HTML names no host of ours, and no mail client fetches it from us.
  const stored = company?.logo && context.db ? await logoBytes(context.db, company.logo.hash) : null
  const logo = stored ? { content: stored.bytes, contentType: stored.contentType } : undefined
  // Only our own pages' reports have a `source`: a client's names no site of ours (decision 0049).
  const signing = receiptSigning(context.config, { now: new Date(), ours: payload.source !== undefined })
  const pdf = await calculatorReport({
    ...payload,
    type,
    title,
    logo,
    search: payload.search ? `?${payload.search}` : '',
    signing,
  })
  const signature = company ? t.signature(payload.brandName, company.supportEmail, company.supportPhone) : ''
  const text = t.body(title, payload.source) + (signature ? `\n${signature}\n` : '')
  const paragraphs = text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replaceAll('\n', '<br>')}</p>`)
    .join('')
  const header = logo
    ? `<p><img src="cid:${LOGO_CID}" alt="${escapeHtml(payload.brandName)}" height="40" style="height:40px;width:auto;max-width:240px"></p>`
    : ''
  // From the client's own verified domain, DKIM-signed, when it has one (decision 0077).
  const fromDomain =
    payload.workspaceId && context.db
      ? await mailDomainSender(context.db, context.config.authSecret, payload.workspaceId)
      : null
  return {
    to: payload.to,
    ...(fromDomain ? { fromDomain } : {}),
    subject: t.subject(title).replace(/\p{Cc}+/gu, ' '),
    text,
    html: header + paragraphs,
    ...(company ? { fromName: payload.brandName } : {}),
    ...(company?.supportEmail ? { replyTo: company.supportEmail } : {}),
    attachments: [
      {
        filename: `${type.replace(/[^a-z0-9-]+/gi, '-')}-report.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
      ...(stored
        ? [
            {
              filename: `logo.${LOGO_EXTENSION[stored.contentType]}`,
              content: stored.bytes,
              contentType: stored.contentType,
              cid: LOGO_CID,
            },
          ]
        : []),
    ],
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
