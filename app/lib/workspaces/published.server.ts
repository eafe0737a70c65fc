import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { calculatorRevisions, calculators } from '~/db/schema'

export type PublishedView =
  | {
      status: 'published'
      type: string
      calculatorId: string
      workspaceId: string
      revision: PublishedRevision
    }
  /** `lang`: the language of its last published revision, for the notice. */
  | { status: 'archived'; lang: string }
  | { status: 'missing' }

export type PublishedRevision = Pick<
  typeof calculatorRevisions.$inferSelect,
  | 'id'
  | 'number'
  | 'name'
  | 'brand'
  | 'defaults'
  | 'limits'
  | 'disclosure'
  | 'allowedOrigins'
  | 'lead'
  | 'display'
>

/**
 * Publishing on another instance shows here within this time at worst: on PostgreSQL the instances tell each
 * other at once (published-notify.server.ts), and this is the fallback (docs/decisions/0032-embed-html-cache.md).
 */
export const PUBLISHED_TTL_MS = 15_000
const MAX_ENTRIES = 5_000

type Cache = Map<string, { view: PublishedView; expiresAt: number }>
// One cache per database handle, i.e. per running instance (tests run two instances in one process).
const caches = new WeakMap<Db, Cache>()

function cacheOf(db: Db) {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  return cache
}

const listeners = new WeakMap<Db, Set<() => void>>()

/** Calls `listener` whenever this instance's published calculators change (the embed HTML cache). */
export function onPublishedChange(db: Db, listener: () => void) {
  let set = listeners.get(db)
  if (!set) listeners.set(db, (set = new Set()))
  set.add(listener)
  return () => void set.delete(listener)
}

const peers = new WeakMap<Db, () => void>()

/** How this instance tells the others on its database (published-notify.server.ts). */
export function setPublishedPeers(db: Db, notify: () => void) {
  peers.set(db, notify)
}

/**
 * Drops this instance's cache at once after a publish or archive made here, and tells the other instances;
 * `fromPeer`: another instance told this one.
 */
export function invalidatePublished(db: Db, { fromPeer = false } = {}) {
  caches.delete(db)
  for (const listener of listeners.get(db) ?? []) listener()
  if (!fromPeer) peers.get(db)?.()
}

export async function loadPublished(db: Db, publicId: string): Promise<PublishedView> {
  if (!/^[0-9a-f]{16}$/.test(publicId)) return { status: 'missing' }
  const now = Date.now()
  const cache = cacheOf(db)
  const cached = cache.get(publicId)
  if (cached && cached.expiresAt > now) return cached.view
  const view = await readPublished(db, publicId)
  if (cache.size >= MAX_ENTRIES) cache.clear()
  cache.set(publicId, { view, expiresAt: now + PUBLISHED_TTL_MS })
  return view
}

async function readPublished(db: Db, publicId: string): Promise<PublishedView> {
  const [row] = await db
    .select({
      type: calculators.type,
      calculatorId: calculators.id,
      workspaceId: calculators.workspaceId,
      archivedAt: calculators.archivedAt,
      revision: {
        id: calculatorRevisions.id,
        number: calculatorRevisions.number,
        name: calculatorRevisions.name,
        brand: calculatorRevisions.brand,
        defaults: calculatorRevisions.defaults,
        limits: calculatorRevisions.limits,
        disclosure: calculatorRevisions.disclosure,
        allowedOrigins: calculatorRevisions.allowedOrigins,
        lead: calculatorRevisions.lead,
        display: calculatorRevisions.display,
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
    .where(eq(calculators.publicId, publicId))
  if (!row) return { status: 'missing' }
  if (row.archivedAt) return { status: 'archived', lang: row.revision?.brand.lang ?? 'en' }
  if (!row.revision) return { status: 'missing' }
  const { type, calculatorId, workspaceId, revision } = row
  return { status: 'published', type, calculatorId, workspaceId, revision }
}
