import { inArray } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { held, instanceKey } from '~/lib/instance-state.server'
import { webhookEndpoints, type WebhookEvent } from '~/db/schema'

/*
 * Each workspace's endpoints and their events, kept in memory so that a lead costs no read of them
 * (docs/decisions/0039). A workspace's list is dropped when one of its endpoints is added or removed here, and
 * on the other instances through a notice of its own (published-notify.server.ts, channel
 * brightline_endpoints; the published embeds are not touched), with a 15 s time to live as the fallback. A stale list is harmless one way (the delivery insert joins the endpoints, so a removed one gets
 * nothing) and costs a new endpoint at most that long on another instance whose notice was lost.
 */
export type SubscribedEndpoint = { id: string; events: WebhookEvent[] }

type Cache = {
  entries: Map<string, { endpoints: SubscribedEndpoint[]; expiresAt: number }>
  /** Bumped at each change: a read that began before it is not kept. */
  generation: number
}
const MAX_ENTRIES = 5_000
const TTL_MS = 15_000
// One cache per running instance (app/lib/instance-state.server.ts).
const CACHE = instanceKey('webhook endpoints', (): Cache => ({ entries: new Map(), generation: 0 }))
const PEERS = instanceKey('webhook endpoint peers', (): { notify?: (workspaceId: string) => void } => ({}))
const cacheOf = (db: Db) => held(db, CACHE)

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
    cache.entries.set(workspaceId, { endpoints, expiresAt: now + TTL_MS })
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

/** How this instance tells the others on its database (published-notify.server.ts). */
export function setEndpointPeers(db: Db, notify: (workspaceId: string) => void) {
  held(db, PEERS).notify = notify
}

/**
 * After an endpoint of `workspaceId` was added or removed (the catalogue's `invalidates: 'endpoints'`): this
 * instance forgets that workspace's list and tells the others; `fromPeer`: another instance told this one.
 * 'all': an instance that was not listening forgets every list.
 */
export function endpointsChanged(db: Db, workspaceId: string, { fromPeer = false } = {}) {
  const cache = cacheOf(db)
  if (workspaceId === 'all') cache.entries.clear()
  else cache.entries.delete(workspaceId)
  // A read that began before the change is not kept.
  cache.generation++
  if (!fromPeer) held(db, PEERS).notify?.(workspaceId)
}
