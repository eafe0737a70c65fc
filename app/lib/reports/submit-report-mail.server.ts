import { createHash } from 'node:crypto'
import { parseBrand, type Brand, type Lang } from '~/calculators/branding'
import { isHoneypotFilled } from '~/lib/honeypot.server'
import { validateLead } from '~/lib/leads/lead-schema'
import { leadFieldSetting, reportOptInOffered } from '~/lib/leads/lead-fields'
import { leadLang } from '~/lib/leads/lead-text'
import { submitLead } from '~/lib/leads/submit.server'
import { stateForSubmission } from '~/lib/archive/archiver.server'
import { countReportSent } from '~/lib/leads/usage.server'
import type { Services } from '~/lib/services.server'
import { isResolvable, type AnyCalculatorType } from '~/calculators/resolve'
import { publicPagePath } from '~/lib/specialty/public-paths'
import { reportRateNotes } from '~/lib/rate-sheet/rate-notes'
import { loadPublished } from '~/lib/workspaces/published.server'
import { prefillSearch } from '~/lib/workspaces/revision-form'
import { queueReportMail } from './report-mail.server'
import { optedIn, validateReportMail, type ReportMailErrors } from './report-mail-schema'
import { brandProfile } from '~/lib/brand/brand-profile.server'
import { visibleTitle } from '~/lib/brand/visible-title'
import { creditUnionWordingFor } from '~/lib/i18n/credit-union-wording'
import { OUR_NAME, reportAllowed } from './report.server'

const DAY_SECONDS = 86_400

/** The limit's key names the recipient by a digest: the limits table keeps no address. */
const recipientKey = (to: string) =>
  `report-to:${createHash('sha256').update(to.toLowerCase()).digest('base64url')}`

export type ReportMailTarget = { page: AnyCalculatorType } | { publicId: string }

export type ReportMailResult =
  | { status: 'sent'; to: string; lang: Lang }
  | { status: 'ignored'; to: string; lang: Lang }
  | { status: 'missing' }
  | { status: 'archived' }
  | { status: 'invalid'; errors: ReportMailErrors; lang: Lang }
  | { status: 'rate-limited'; retryAfterSeconds: number; lang: Lang }

type ReportServices = Pick<Services, 'config' | 'db' | 'rateLimiter'>

/** What the report is made of: our page's brand from its query string, or the published revision's. */
async function resolve(db: Services['db'], target: ReportMailTarget, search: URLSearchParams) {
  if ('page' in target) {
    const brand = parseBrand(search)
    return {
      status: 'ok' as const,
      type: target.page,
      search,
      brand,
      brandName: OUR_NAME,
      published: null,
      client: undefined,
    }
  }
  const view = await loadPublished(db, target.publicId)
  if (view.status === 'archived') return { status: 'archived' as const }
  if (view.status !== 'published' || !isResolvable(view.type)) return { status: 'missing' as const }
  const { revision } = view
  const brand: Brand = { ...parseBrand(revision.brand), lang: leadLang(revision.brand.lang) }
  const profile = await brandProfile(db, view.workspaceId)
  const wording = creditUnionWordingFor(view.type, brand.lang, view.creditUnionWording)
  return {
    status: 'ok' as const,
    type: view.type,
    search: await prefillSearch(view.type, revision, search),
    brand,
    // The PDF's brand line and the mail's sender: the client's company, never the calculator's internal name
    // (decisions 0044, 0052).
    brandName: profile?.companyName ?? '',
    published: { ...view, publicId: target.publicId },
    client: {
      title: visibleTitle(view.type, revision.titles, brand.lang, wording?.text.title),
      wording,
      company: {
        supportEmail: profile?.supportEmail ?? '',
        supportPhone: profile?.supportPhone ?? '',
        logo: profile?.logo ? { hash: profile.logo.hash, contentType: profile.logo.contentType } : null,
      },
    },
  }
}

/**
 * "E-mail my results" (docs/decisions/0035): validate, drop bots, rate-limit the address as leads are (and
 * spend the address's report budget, shared with downloads), make the opt-in lead through the lead's own
 * path, then queue the mail and count it in the workspace's usage in one transaction.
 */
export async function submitReportMail(
  services: ReportServices,
  target: ReportMailTarget,
  fields: Record<string, unknown>,
  clientAddress: string,
  /**
   * `preview`: a member's preview of a published calculator (decision 0096): the report goes to the address
   * typed, but it makes no lead and is not counted in the workspace's usage.
   */
  { preview = false }: { preview?: boolean } = {},
): Promise<ReportMailResult> {
  const search = new URLSearchParams(typeof fields.search === 'string' ? fields.search.slice(0, 4000) : '')
  const calculator = await resolve(services.db, target, search)
  if (calculator.status !== 'ok') return calculator
  const { brand, published } = calculator
  const lang = brand.lang
  // The opt-in makes a lead only where it is offered: a box posted anyway (an old page, a crafted post) when
  // the workspace requires more answers is ignored, and the report still goes (decision 0053).
  const lead =
    published?.revision.lead.enabled &&
    reportOptInOffered(leadFieldSetting(published.leadFields)) &&
    optedIn(fields)
  const validated = validateReportMail(fields, lang)
  const leadErrors = lead ? leadFieldErrors(fields, lang) : {}
  if (!validated.ok || Object.keys(leadErrors).length > 0)
    return { status: 'invalid', errors: { ...leadErrors, ...(validated.ok ? {} : validated.errors) }, lang }
  const to = validated.email
  if (isHoneypotFilled(fields)) return { status: 'ignored', to, lang }
  const { rateLimiter, config } = services
  for (const hit of [
    () => rateLimiter.hit(`report-mail:${clientAddress}`, config.rateLimitLeads),
    () => reportAllowed(rateLimiter, clientAddress, config.rateLimitReports),
    // Whoever asks, from however many addresses: one inbox gets a few reports a day (decision 0045).
    () => rateLimiter.hit(recipientKey(to), config.reportMailsPerRecipient, DAY_SECONDS),
  ]) {
    const limit = await hit()
    if (!limit.allowed) return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds, lang }
  }

  // A preview checks the opt-in's answers as a visitor's, and makes no lead of them.
  if (lead && published && !preview) {
    const submitted = await submitLead(
      services,
      published.publicId,
      {
        name: fields.name,
        email: to,
        consent: 'on',
        inputs: Object.fromEntries(calculator.search),
        pageUrl: fields.pageUrl,
      },
      clientAddress,
      { optIn: true, loadedState: fields.state },
    )
    if (submitted.status === 'rate-limited') return { ...submitted, lang }
    if (submitted.status === 'invalid') return { ...submitted, lang }
  }

  // The state the visitor's page showed, when its token names one of this calculator's (decision 0067).
  const state = published
    ? await stateForSubmission(services.db, published.publicId, {
        workspaceId: published.workspaceId,
        calculatorId: published.calculatorId,
        token: fields.state,
        withLeadForm: false,
      })
    : undefined
  await services.db.transaction(async (tx) => {
    await queueReportMail(tx, {
      workspaceId: published?.workspaceId,
      archiveStateId: state?.id,
      to,
      type: calculator.type,
      search: calculator.search.toString(),
      brand,
      brandName: calculator.brandName,
      disclosure: (state?.texts?.disclosure ?? published?.disclosure) || undefined,
      notes: published
        ? reportRateNotes(published.rateAsOf, published.revision, calculator.search)
        : undefined,
      // Never the request's own text (its Referer): anyone may post this form to any address (decision 0045).
      // A client's calculator names no address of ours (white-label): the mail says nothing of its source.
      source: published ? undefined : `${services.config.baseUrl}${publicPagePath(calculator.type)}`,
      today: new Date().toISOString().slice(0, 10),
      ...calculator.client,
    })
    if (published && !preview)
      await countReportSent(tx, { workspaceId: published.workspaceId, calculatorId: published.calculatorId })
  })
  return { status: 'sent', to, lang }
}

/** The opt-in lead's own checks (its name above all), with the address and consent given by this form. */
function leadFieldErrors(fields: Record<string, unknown>, lang: Lang): ReportMailErrors {
  const checked = validateLead({ name: fields.name, email: fields.email, consent: 'on' }, lang)
  if (checked.ok) return {}
  const { name, phone, message } = checked.errors
  return Object.fromEntries(Object.entries({ name, phone, message }).filter(([, value]) => value))
}
