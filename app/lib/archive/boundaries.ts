import { inForce, type ApprovedRate } from '~/lib/rate-sheet/rate-sheet'
import { CREDIT_UNION_WORDING } from '~/lib/i18n/credit-union-wording'
import { wordsDisclosure } from '~/lib/disclosures/credit-union-disclosure'
import { sha256Hex } from './hash'

/*
 * Where a served state begins (docs/decisions/0058). A published calculator shows its published revision
 * with, for each rate input linked to the rate sheet, the version in force that UTC day (decision 0038).
 * So what a visitor sees changes at a publish, at a restore, when an approved rate takes effect or expires,
 * and at an archive. The state's key names what it shows; its start is computed from the data — never the
 * time it happened to be archived — so an archive written lazily (first serve, worker) still says when the
 * state became live.
 */

/** An approved version with when it was approved: a version approved late takes effect at its approval. */
export type TimedRate = ApprovedRate & { approvedAt: Date | null }

export const utcMidnight = (day: string) => new Date(`${day}T00:00:00.000Z`)

const later = (a: Date, b: Date | null | undefined) => (b && b > a ? b : a)

/**
 * The instant the entry's rate as shown on `day` began: the version in force from its effective day (or
 * its approval, if later); none in force because the newest effective one expired: its expiry day; none
 * effective yet: null (nothing has changed since the publish).
 */
export function rateShownSince(versions: readonly TimedRate[], day: string): Date | null {
  const current = inForce(versions, day)
  if (current) return later(utcMidnight(current.effectiveOn), current.approvedAt)
  let newest: TimedRate | undefined
  for (const version of versions)
    if (version.effectiveOn <= day && (!newest || version.number > newest.number)) newest = version
  if (newest?.expiresOn && newest.expiresOn <= day)
    return later(utcMidnight(newest.expiresOn), newest.approvedAt)
  return null
}

/** The company name, logo and frame switch as the brand profile stores them (decision 0052); null: none saved. */
export type BrandShown = { companyName: string; logoHash: string | null; showInFrame: boolean }

/** What a published calculator's state is made of, besides the day. */
export type StateInputs = {
  revisionId: string
  /** Rate input (query parameter) → rate-sheet entry id. */
  rateLinks: Readonly<Record<string, string>>
  approved: readonly ApprovedRate[]
  brand: BrandShown | null
  /**
   * The lead form's questions the workspace chose (decision 0053), when the calculator takes leads and the
   * workspace changed them from the defaults: the form is part of the page (issue 43 §4). Absent or null
   * leaves the key as it was before they were part of it.
   */
  leadFields?: unknown
  /**
   * The wording the calculator speaks when it is not its own (decision 0092: 'credit-union'); absent or null
   * leaves the key as it was before the wording was part of it.
   */
  wording?: string | null
}

/**
 * The wording a calculator of `type` shows in a workspace that chose credit-union terms (or not): its own
 * texts worded, or only its disclosure (`disclosure`: the revision's, as saved; decision 0094).
 */
export const shownWording = (type: string, creditUnion: boolean, disclosure: string) =>
  creditUnion && (Object.hasOwn(CREDIT_UNION_WORDING, type) || wordsDisclosure(disclosure, creditUnion))
    ? 'credit-union'
    : null

/** Each linked rate input, in order, with the version in force on `day`. */
function shownRates<T extends ApprovedRate>(
  links: StateInputs['rateLinks'],
  approved: readonly T[],
  day: string,
) {
  return Object.entries(links)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([param, entryId]) => {
      const versions = approved.filter((version) => version.entryId === entryId)
      return { param, entryId, versions, version: inForce(versions, day) }
    })
}

/**
 * The key of the state a published calculator shows on `day`: the one definition, by which the archive names
 * its states and from which the published embed's token is made (stateToken, decision 0067). Keys archived
 * before the token existed are built the same way, the brand's fields in this order.
 */
export function stateKey(inputs: StateInputs, day: string) {
  const { brand } = inputs
  const shown = brand
    ? { companyName: brand.companyName, logoHash: brand.logoHash, showInFrame: brand.showInFrame }
    : {}
  return [
    `revision:${inputs.revisionId}`,
    ...shownRates(inputs.rateLinks, inputs.approved, day).map(
      ({ param, version }) => `${param}=${version?.id ?? 'none'}`,
    ),
    `brand:${sha256Hex(JSON.stringify(shown)).slice(0, 16)}`,
    ...(inputs.leadFields ? [`fields:${sha256Hex(JSON.stringify(inputs.leadFields)).slice(0, 16)}`] : []),
    ...(inputs.wording ? [`wording:${inputs.wording}`] : []),
  ].join(';')
}

/** The short name of a state the published embed carries in its forms: a pure function of what it shows. */
export const stateToken = (key: string) => sha256Hex(key).slice(0, 16)

export const isStateToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{16}$/.test(value)

export type PublishedInputs = StateInputs & {
  publishedAt: Date
  /** The last restore of an archived calculator, if any: it went live again then. */
  restoredAt: Date | null
  approved: readonly TimedRate[]
}

/** The key and start of the state a published calculator shows at `now`. */
export function publishedState(inputs: PublishedInputs, now: Date) {
  const day = now.toISOString().slice(0, 10)
  let beganAt = later(inputs.publishedAt, inputs.restoredAt)
  const shown = shownRates(inputs.rateLinks, inputs.approved, day).map(
    ({ param, entryId, versions, version }) => {
      beganAt = later(beganAt, rateShownSince(versions, day))
      return { param, entryId, version }
    },
  )
  return { key: stateKey(inputs, day), beganAt, shown }
}

export const ARCHIVED_KEY = 'archived'
