import { stateForSubmission } from '~/lib/archive/archiver.server'
import { isHoneypotFilled } from '~/lib/honeypot.server'
import type { Services } from '~/lib/services.server'
import { loadPublished } from '~/lib/workspaces/published.server'
import { prefillSearch } from '~/lib/workspaces/revision-form'
import { typeInfo, withOwnDefaults } from '~/calculators/kit/type-info'
import { DEFAULT_LEAD_FIELDS, leadFieldSetting } from './lead-fields'
import { cleanPageUrl, validateLead, type LeadErrors } from './lead-schema'
import { leadLang, shownLeadTexts } from './lead-text'
import { labelledInputs } from './input-labels.server'
import { buildSnapshot } from './snapshot'
import { leadWithKey, storeLead } from './store.server'

export type LeadSubmitResult =
  | { status: 'created'; id: string }
  | { status: 'ignored' }
  /** A member's preview (decision 0096): checked as a visitor's would be, then neither stored nor sent. */
  | { status: 'previewed' }
  | { status: 'missing' }
  | { status: 'archived' }
  | { status: 'invalid'; errors: LeadErrors; lang: 'en' | 'es' }
  | { status: 'rate-limited'; retryAfterSeconds: number; lang: 'en' | 'es' }

/** The calculator inputs a submission carries: `inputs` (JSON) or `input.<name>` fields (the embed's form). */
async function submittedInputs(type: string, fields: Record<string, unknown>) {
  const search = new URLSearchParams()
  const nested = fields.inputs
  for (const param of (await typeInfo(type)).params) {
    const value =
      typeof nested === 'object' && nested !== null
        ? (nested as Record<string, unknown>)[param]
        : fields[`input.${param}`]
    if (typeof value === 'string' || typeof value === 'number') search.set(param, String(value))
  }
  return search
}

/**
 * The one path a lead takes, for the embed's form and the JSON API alike: the published revision must
 * take leads; validate, drop bots, rate-limit the address, then store the lead and enqueue its e-mail in the
 * outbox in one transaction. Nothing of the visitor's is logged.
 */
export async function submitLead(
  services: Pick<Services, 'config' | 'db' | 'rateLimiter'>,
  publicId: string,
  fields: Record<string, unknown>,
  clientAddress: string,
  /**
   * "E-mail my results" sends a name and an address only: it is checked by the catalogue's defaults (its
   * opt-in is offered only while the workspace requires nothing more: reportOptInOffered).
   * `loadedState`: the token the embed's page posted (decision 0067); the JSON API has no page and none.
   * `idempotencyKey`: a valid key (isIdempotencyKey) the submission carries; a retry returns the same lead.
   * `preview`: the server recognised a member's preview (embed-preview.server.ts); nothing is kept or mailed.
   */
  {
    optIn = false,
    loadedState,
    idempotencyKey,
    preview = false,
  }: { optIn?: boolean; loadedState?: unknown; idempotencyKey?: string | null; preview?: boolean } = {},
): Promise<LeadSubmitResult> {
  const view = await loadPublished(services.db, publicId)
  if (view.status === 'archived') return { status: 'archived' }
  if (view.status !== 'published' || !view.revision.lead.enabled) return { status: 'missing' }
  const { revision } = view
  const lang = leadLang(revision.brand.lang)
  const validated = validateLead(
    fields,
    lang,
    optIn ? DEFAULT_LEAD_FIELDS : leadFieldSetting(view.leadFields),
  )
  if (!validated.ok) return { status: 'invalid', errors: validated.errors, lang }
  if (isHoneypotFilled(fields)) return { status: 'ignored' }
  if (preview) return { status: 'previewed' }
  // A retry of a submission already stored answers with its lead, and costs the visitor no slot of her limit.
  const stored = idempotencyKey ? await leadWithKey(services.db, view.calculatorId, idempotencyKey) : null
  if (stored) return { status: 'created', id: stored }
  const limit = await services.rateLimiter.hit(`lead:${clientAddress}`, services.config.rateLimitLeads)
  if (!limit.allowed) return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds, lang }

  // An input neither saved, prefilled nor typed showed the calculator's own default: the lead says so.
  const search = await withOwnDefaults(
    view.type,
    await prefillSearch(view.type, revision, await submittedInputs(view.type, fields)),
  )
  const today = new Date().toISOString().slice(0, 10)
  // The texts the visitor's page showed, when it names an archived state of this calculator; else the live ones.
  const state = await stateForSubmission(services.db, publicId, {
    workspaceId: view.workspaceId,
    calculatorId: view.calculatorId,
    token: loadedState,
    withLeadForm: true,
  })
  const consent = state.texts?.consent ?? shownLeadTexts(lang, revision.lead).consent
  const texts = { disclosure: state.texts?.disclosure ?? view.disclosure, consent }
  const built = await buildSnapshot(view.type, search, lang, today, texts)
  const snapshot = { ...built, labelledInputs: await labelledInputs(built) }
  // The commit wakes the outbox worker, and the webhook worker when there are deliveries to queue.
  const { id } = await storeLead(services.db, {
    workspaceId: view.workspaceId,
    calculatorId: view.calculatorId,
    revisionId: revision.id,
    ...validated.value,
    customFields: validated.custom,
    pageUrl: cleanPageUrl(fields.pageUrl),
    consentText: consent,
    snapshot,
    archiveStateId: state.id,
    idempotencyKey: idempotencyKey ?? null,
    calculatorName: revision.name,
    recipients: revision.lead.recipients,
  })
  return { status: 'created', id }
}

/** An Idempotency-Key as the API and the embed's form may send it: 8 to 255 visible ASCII characters. */
export const isIdempotencyKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[\x21-\x7e]{8,255}$/.test(value)
