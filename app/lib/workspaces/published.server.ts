import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { calculatorRevisions, calculators, workspaces } from '~/db/schema'
import { shownWording, stateKey, stateToken, type BrandShown } from '~/lib/archive/boundaries'
import { creditUnionDisclosure } from '~/lib/disclosures/credit-union-disclosure'
import type { LeadFieldSetting } from '~/lib/leads/lead-fields'
import { revisionType } from '~/calculators/resolve'
import { primeSpecialty } from '~/lib/specialty/resolve.server'
import { approvedRates } from '~/lib/rate-sheet/approved-rates.server'
import { resolveRateDefaults, utcToday, type ApprovedRate } from '~/lib/rate-sheet/rate-sheet'
import { held, instanceKey } from '~/lib/instance-state.server'

export type PublishedView =
  | {
      status: 'published'
      type: string
      calculatorId: string
      workspaceId: string
      revision: PublishedRevision
      /** The workspace sends events to the client's analytics on the page framing it (host-events.ts). */
      hostEvents: boolean
      /** The workspace chose credit-union wording for the registry calculators (decision 0092). */
      creditUnionWording: boolean
      /**
       * The disclosure visitors read: the revision's, in the workspace's wording (a credit union's deposit
       * default says dividends, decision 0094). Pages, reports and leads show this, never `revision.disclosure`.
       */
      disclosure: string
      /** The workspace's lead form fields as stored (null: the catalogue's defaults; lib/leads/lead-fields). */
      leadFields: LeadFieldSetting | null
      /**
       * Linked rate inputs showing a rate-sheet rate today → the day it took effect ("Rate as of …"); the
       * revision's `defaults` already hold today's rates (docs/decisions/0038-rate-sheet.md).
       */
      rateAsOf: Record<string, string>
      /** The approved rate-sheet versions the view read: part of the embed cache's key. */
      rateKey: string
      /** Those versions, which the state shown is made of (shownStateToken). */
      rates: ApprovedRate[]
    }
  /** `lang`: the language of its last published revision, for the notice. */
  | { status: 'archived'; lang: string; calculatorId: string; workspaceId: string }
  | { status: 'missing' }

export type PublishedRevision = Pick<
  typeof calculatorRevisions.$inferSelect,
  | 'id'
  | 'number'
  | 'name'
  | 'titles'
  | 'brand'
  | 'defaults'
  | 'limits'
  | 'disclosure'
  | 'allowedOrigins'
  | 'lead'
  | 'display'
  | 'rateLinks'
>

/** What is cached: the revision as stored, and the approved versions of the entries it links to. */
type StoredView =
  | {
      status: 'published'
      type: string
      calculatorId: string
      workspaceId: string
      revision: PublishedRevision
      hostEvents: boolean
      creditUnionWording: boolean
      leadFields: LeadFieldSetting | null
      rates: ApprovedRate[]
    }
  | { status: 'archived'; lang: string; calculatorId: string; workspaceId: string }
  | { status: 'missing'; calculatorId?: string; workspaceId?: string }

/**
 * Publishing on another instance shows here within this time at worst: on PostgreSQL the instances tell each
 * other at once (published-notify.server.ts), and this is the fallback (docs/decisions/0032-embed-html-cache.md).
 */
export const PUBLISHED_TTL_MS = 15_000
const MAX_ENTRIES = 5_000

type Cache = Map<string, { view: StoredView; expiresAt: number }>
// One cache per running instance (app/lib/instance-state.server.ts).
const CACHE = instanceKey('published views', (): Cache => new Map())
/**
 * Invalidations so far: a read that began before one may not fill the cache after it (it could hold the
 * revision the change replaced, for the whole TTL and every copy rendered from it).
 */
const EPOCH = instanceKey('published invalidations', () => ({ count: 0 }))
const LISTENERS = instanceKey('published listeners', () => new Set<(scope: PublishedScope) => void>())
const PEERS = instanceKey('published peers', (): { notify?: (scope: PublishedScope) => void } => ({}))

/**
 * What a change drops (the catalogue's `invalidates`): one calculator's cached views, the calculators of a
 * workspace whose published revision links one rate-sheet entry (an approved rate), every calculator of one
 * workspace (its brand, its events switch), or everything (an instance that was not listening for a while).
 */
export type PublishedScope =
  { calculatorId: string } | { workspaceId: string; rateEntryId: string } | { workspaceId: string } | 'all'

/** The ids a cached view (or embed copy) is dropped by; none known: an id that names no calculator. */
export type PublishedOwner = { calculatorId?: string; workspaceId?: string; rateEntryIds?: readonly string[] }

/** Whether a cached view of this calculator falls under `scope`. */
export function inScope(scope: PublishedScope, of: PublishedOwner) {
  if (scope === 'all') return true
  if ('calculatorId' in scope) return of.calculatorId === scope.calculatorId
  if (of.workspaceId === undefined || of.workspaceId !== scope.workspaceId) return false
  // Only a published view shows rates, and only those of the entries its revision links (decision 0062).
  return 'rateEntryId' in scope ? (of.rateEntryIds ?? []).includes(scope.rateEntryId) : true
}

/** The entries a published revision links (query parameter → entry id): what an approved rate reaches. */
export const linkedEntries = (revision: Pick<PublishedRevision, 'rateLinks'>) =>
  Object.values(revision.rateLinks)

/** Calls `listener` whenever published calculators of this instance change (the embed HTML cache). */
export function onPublishedChange(db: Db, listener: (scope: PublishedScope) => void) {
  const set = held(db, LISTENERS)
  set.add(listener)
  return () => void set.delete(listener)
}

/** How this instance tells the others on its database (published-notify.server.ts). */
export function setPublishedPeers(db: Db, notify: (scope: PublishedScope) => void) {
  held(db, PEERS).notify = notify
}

const ownerOf = (view: StoredView): PublishedOwner =>
  view.status === 'published'
    ? {
        calculatorId: view.calculatorId,
        workspaceId: view.workspaceId,
        rateEntryIds: linkedEntries(view.revision),
      }
    : view

/**
 * Drops this instance's cached views under `scope` at once after a change made here (emit.server.ts, from
 * the catalogue), and tells the other instances; `fromPeer`: another instance told this one. Other
 * calculators' views stay cached.
 */
export function invalidatePublished(db: Db, scope: PublishedScope, { fromPeer = false } = {}) {
  held(db, EPOCH).count++
  const cache = held(db, CACHE)
  for (const [publicId, { view }] of cache) if (inScope(scope, ownerOf(view))) cache.delete(publicId)
  for (const listener of held(db, LISTENERS)) listener(scope)
  if (!fromPeer) held(db, PEERS).notify?.(scope)
}

/**
 * The published calculator as a visitor sees it on `day` (a UTC date): its revision, with every rate input
 * linked to the rate sheet set to the rate in force that day, or empty once none is. Only the stored rows are
 * cached, never a day's resolution, so a copy read before midnight does not serve the next day.
 */
export async function loadPublished(db: Db, publicId: string, day = utcToday()): Promise<PublishedView> {
  if (!/^[0-9a-f]{16}$/.test(publicId)) return { status: 'missing' }
  const now = Date.now()
  const cache = held(db, CACHE)
  const cached = cache.get(publicId)
  let view = cached && cached.expiresAt > now ? cached.view : undefined
  if (!view) {
    const epoch = held(db, EPOCH).count
    view = await readPublished(db, publicId)
    if (held(db, EPOCH).count === epoch) {
      if (cache.size >= MAX_ENTRIES) cache.clear()
      cache.set(publicId, { view, expiresAt: now + PUBLISHED_TTL_MS })
    }
  }
  if (view.status === 'missing') return { status: 'missing' }
  if (view.status !== 'published') return view
  const { rates, revision, ...rest } = view
  const resolved = resolveRateDefaults(revision.defaults, revision.rateLinks, rates, day)
  return {
    ...rest,
    rates,
    revision: { ...revision, defaults: resolved.defaults },
    disclosure: creditUnionDisclosure(revision.disclosure, rest.creditUnionWording),
    rateAsOf: resolved.asOf,
    rateKey: rates
      .map((rate) => rate.id)
      .sort()
      .join(','),
  }
}

/**
 * The token of the state a published view shows on `day` with the workspace's stored brand: what the embed's
 * forms post, so a lead names the state its page showed (decision 0067). The archive keys its states alike.
 */
export function shownStateToken(
  view: Extract<PublishedView, { status: 'published' }>,
  brand: BrandShown | null,
  day: string,
) {
  const { revision, rates } = view
  const leadFields = revision.lead.enabled ? view.leadFields : null
  const wording = shownWording(view.type, view.creditUnionWording, revision.disclosure)
  return stateToken(
    stateKey(
      { revisionId: revision.id, rateLinks: revision.rateLinks, approved: rates, brand, leadFields, wording },
      day,
    ),
  )
}

async function readPublished(db: Db, publicId: string): Promise<StoredView> {
  const [row] = await db
    .select({
      type: calculators.type,
      specialtyVersion: calculatorRevisions.specialtyVersion,
      calculatorId: calculators.id,
      workspaceId: calculators.workspaceId,
      archivedAt: calculators.archivedAt,
      hostEvents: workspaces.hostEvents,
      creditUnionWording: workspaces.creditUnionWording,
      leadFields: workspaces.leadFields,
      revision: {
        id: calculatorRevisions.id,
        number: calculatorRevisions.number,
        name: calculatorRevisions.name,
        titles: calculatorRevisions.titles,
        brand: calculatorRevisions.brand,
        defaults: calculatorRevisions.defaults,
        limits: calculatorRevisions.limits,
        disclosure: calculatorRevisions.disclosure,
        allowedOrigins: calculatorRevisions.allowedOrigins,
        lead: calculatorRevisions.lead,
        display: calculatorRevisions.display,
        rateLinks: calculatorRevisions.rateLinks,
      },
    })
    .from(calculators)
    .leftJoin(
      calculatorRevisions,
      and(
        eq(calculatorRevisions.id, calculators.publishedRevisionId),
        eq(calculatorRevisions.workspaceId, calculators.workspaceId),
      ),
    )
    .innerJoin(workspaces, eq(workspaces.id, calculators.workspaceId))
    .where(eq(calculators.publicId, publicId))
  if (!row) return { status: 'missing' }
  const { calculatorId, workspaceId, revision, hostEvents, creditUnionWording, leadFields } = row
  if (row.archivedAt)
    return { status: 'archived', lang: revision?.brand.lang ?? 'en', calculatorId, workspaceId }
  if (!revision) return { status: 'missing', calculatorId, workspaceId }
  // A specialty calculator is shown at the version its published revision pins, read once and registered.
  const type = revisionType(row.type, row.specialtyVersion)
  await primeSpecialty(db, type)
  const rates = await approvedRates(db, workspaceId, linkedEntries(revision))
  return {
    status: 'published',
    type,
    calculatorId,
    workspaceId,
    revision,
    hostEvents,
    creditUnionWording,
    leadFields,
    rates,
  }
}
