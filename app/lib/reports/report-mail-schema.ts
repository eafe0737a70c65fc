import type { Lang } from '~/calculators/branding'
import { leadEmailField } from '~/lib/leads/lead-schema'
import { z } from '~/lib/zod-mini'
import { reportMailText } from './report-mail-text'

/**
 * "E-mail my results": the address (cleaned and checked exactly as a lead's) and the consent box. The opt-in
 * lead is checked by the lead's own schema (app/lib/leads/lead-schema.ts), never a copy of it.
 */
export function reportMailSchema(lang: Lang) {
  return z.object({
    email: leadEmailField(lang),
    consent: z.union(
      [z.literal('on'), z.literal(true), z.literal('true')],
      reportMailText[lang].consentRequired,
    ),
  })
}

export type ReportMailErrors = Partial<Record<'email' | 'consent' | 'name' | 'phone' | 'message', string>>

/** The first message of each field, or the cleaned address. */
export function validateReportMail(
  fields: Record<string, unknown>,
  lang: Lang,
): { ok: true; email: string } | { ok: false; errors: ReportMailErrors } {
  const parsed = reportMailSchema(lang).safeParse(fields)
  if (parsed.success) return { ok: true, email: parsed.data.email }
  const errors: ReportMailErrors = {}
  for (const issue of parsed.error.issues) errors[issue.path[0] as 'email' | 'consent'] ??= issue.message
  return { ok: false, errors }
}

/** Whether the visitor ticked "also send my details" (a checkbox posts 'on'). */
export const optedIn = (fields: Record<string, unknown>) => fields.optIn === 'on' || fields.optIn === true

/** What the form's action answers. */
export type ReportMailAnswer =
  | { sent: true; to: string }
  | { sent: false; errors: ReportMailErrors; error?: undefined }
  | { sent: false; error: string; errors?: undefined }
