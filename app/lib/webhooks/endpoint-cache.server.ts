import { inArray } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { webhookEndpoints, type WebhookEvent } from '~/db/schema'
import { invalidatePublished, onPublishedChange, PUBLISHED_TTL_MS } from '~/lib/workspaces/published.server'

/*
 * Each workspace's endpoints and their events, kept in memory so that a lead costs no read of them
 * (docs/decisions/0039). Dropped when an endpoint is added or removed here, and on the other instances through
 * the published-change notice (published-notify.server.ts), with the published cache's time to live as the
 * fallback. A stale list is harmless one way (the delivery insert joins the endpoints, so a removed one gets
 * nothing) and costs a new endpoint at most that long on another instance whose notice was lost.
 */
export type SubscribedEndpoint = { id: string; events: WebhookEvent[] }

type Cache = {
  entries: Map<string, { endpoints: SubscribedEndpoint[]; expiresAt: number }>
  /** Bumped at each change: a read that began before it is not kept. */
  generation: number
}
const MAX_ENTRIES = 5_000
const caches = new WeakMap<Db, Cache>()

function cacheOf(db: Db) {
  let cache = caches.get(db)
  if (!cache) {
    const created: Cache = { entries: new Map(), generation: 0 }
    onPublishedChange(db, () => forget(created))
    caches.set(db, (cache = created))
  }
  return cache
}

function forget(cache: Cache) {
  cache.entries.clear()
  cache.generation++
}

/** The endpoints of each of `workspaceIds` (an empty list for a workspace without any). */
export async function endpointsOf(db: Db, workspaceIds: string[]) {
  const cache = cacheOf(db)
  const now = Date.now()
  const found = new Map<string, SubscribedEndpoint[]>()
  const missing: string[] = []
  for (const workspaceId of workspaceIds) {
    const cached = cache.entries.get(workspaceId)
    if (cached && cached.expiresAt > now) found.set(workspaceId, cached.endpoints)
    else missing.push(workspaceId)
  }
  if (missing.length === 0) return found
  const generation = cache.generation
  const read = await readEndpoints(db, missing)
  for (const [workspaceId, endpoints] of read) {
    found.set(workspaceId, endpoints)
    if (cache.generation !== generation) continue
    if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear()
    cache.entries.set(workspaceId, { endpoints, expiresAt: now + PUBLISHED_TTL_MS })
  }
  return found
}

/** The endpoints of each of `workspaceIds`, read now (in the caller's transaction, if it passes one). */
export async function readEndpoints(db: Pick<Db, 'select'>, workspaceIds: string[]) {
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      workspaceId: webhookEndpoints.workspaceId,
      events: webhookEndpoints.events,
    })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.workspaceId, workspaceIds))
  const listed = new Map<string, SubscribedEndpoint[]>(workspaceIds.map((id) => [id, []]))
  for (const { workspaceId, ...endpoint } of rows) listed.get(workspaceId)?.push(endpoint)
  return listed
}

/**
 * After an endpoint was added or removed: this instance forgets every workspace's list, and the others are
 * told through the published-change notice (their published calculators and embed HTML are read again too,
 * a small price for a rare change).
 */
export function endpointsChanged(db: Db) {
  forget(cacheOf(db))
  invalidatePublished(db)
}
