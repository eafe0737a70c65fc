import { inForce, type ApprovedRate } from '~/lib/rate-sheet/rate-sheet'

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

export type PublishedInputs = {
  revisionId: string
  publishedAt: Date
  /** The last restore of an archived calculator, if any: it went live again then. */
  restoredAt: Date | null
  /** Rate input (query parameter) → rate-sheet entry id. */
  rateLinks: Readonly<Record<string, string>>
  approved: readonly TimedRate[]
}

/** The key and start of the state a published calculator shows at `now`. */
export function publishedState(inputs: PublishedInputs, now: Date) {
  const day = now.toISOString().slice(0, 10)
  let beganAt = later(inputs.publishedAt, inputs.restoredAt)
  const shown: { param: string; entryId: string; version: TimedRate | undefined }[] = []
  for (const [param, entryId] of Object.entries(inputs.rateLinks).sort(([a], [b]) => a.localeCompare(b))) {
    const versions = inputs.approved.filter((version) => version.entryId === entryId)
    beganAt = later(beganAt, rateShownSince(versions, day))
    shown.push({ param, entryId, version: inForce(versions, day) })
  }
  const key = [
    `revision:${inputs.revisionId}`,
    ...shown.map(({ param, version }) => `${param}=${version?.id ?? 'none'}`),
  ].join(';')
  return { key, beganAt, shown }
}

export const ARCHIVED_KEY = 'archived'
