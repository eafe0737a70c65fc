import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { endpointsChanged, setEndpointPeers } from '~/lib/webhooks/endpoint-cache.server'
import { invalidatePublished, setPublishedPeers, type PublishedScope } from './published.server'

/** One channel per cache: a change of webhook endpoints no longer drops every published embed. */
const PUBLISHED = 'brightline_published'
const ENDPOINTS = 'brightline_endpoints'
const RETRY_MS = 5_000

/**
 * A published-change notice's payload: `{"calculatorId":…}`, `{"workspaceId":…,"rateEntryId":…}` or
 * `{"workspaceId":…}`; anything else (an instance of an older build sends '') drops everything, as before.
 * An older build reads a rate entry's notice as its workspace's: more than needed, never less.
 */
export function scopeOf(payload: string | undefined): PublishedScope {
  try {
    const parsed = JSON.parse(payload ?? '') as Record<string, unknown>
    if (typeof parsed.calculatorId === 'string') return { calculatorId: parsed.calculatorId }
    if (typeof parsed.workspaceId === 'string' && typeof parsed.rateEntryId === 'string')
      return { workspaceId: parsed.workspaceId, rateEntryId: parsed.rateEntryId }
    if (typeof parsed.workspaceId === 'string') return { workspaceId: parsed.workspaceId }
  } catch {
    // Not ours, or from an older build: the safe answer.
  }
  return 'all'
}

/**
 * Instances on one PostgreSQL tell each other about a change of what they cache (issue 26 §3): a NOTIFY
 * after the change commits, naming the calculator or workspace, and a LISTEN on a connection of its own, so
 * every instance drops just those published views and embed HTML (or that workspace's webhook endpoint list)
 * at once instead of after the 15 s time to live, which stays the fallback while the listening connection is
 * down. PGlite is one process per data directory: nothing to tell.
 */
export async function sharePublishedChanges(database: Database, databaseUrl: string | undefined) {
  if (database.kind !== 'postgres' || !databaseUrl)
    return { noticesSent: async () => {}, close: async () => {} }
  const { default: pg } = await import('pg')
  const { db } = database
  let client: InstanceType<typeof pg.Client> | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  async function listen() {
    const next = new pg.Client({ connectionString: databaseUrl })
    next.on('error', (error) => {
      console.error('Listening for publishes on other instances failed: %s', error.message)
      void next.end().catch(() => {})
      if (client === next) client = undefined
      reconnect()
    })
    await next.connect()
    const { rows } = await next.query<{ pid: number }>('select pg_backend_pid() as pid')
    const ownProcess = rows[0]?.pid
    next.on('notification', ({ channel, payload, processId }) => {
      // Its own notice: this instance dropped those views when it sent it (a drop now would only stop a read
      // that overlaps the echo from filling the cache).
      if (processId === ownProcess) return
      if (channel === ENDPOINTS) endpointsChanged(db, payload || 'all', { fromPeer: true })
      else invalidatePublished(db, scopeOf(payload), { fromPeer: true })
    })
    await next.query(`listen ${PUBLISHED}; listen ${ENDPOINTS}`)
    client = next
    // Changes made while this connection was down are not known: start afresh.
    invalidatePublished(db, 'all', { fromPeer: true })
    endpointsChanged(db, 'all', { fromPeer: true })
  }

  function reconnect() {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      listen().catch(reconnect)
    }, RETRY_MS)
    retry.unref()
  }

  // Notices on their way: a stop waits for them, so the others do not serve a change's old view for a TTL.
  const sending = new Set<Promise<unknown>>()
  // Sent on the listening connection, so that the notice comes back with its process id; while that connection
  // is down (or if it fails), through the pool.
  const viaPool = (channel: string, payload: string) =>
    db.execute(sql`select pg_notify(${channel}, ${payload})`)
  const notify = (channel: string, payload: string) => {
    const sent = (
      client ? client.query('select pg_notify($1, $2)', [channel, payload]) : viaPool(channel, payload)
    )
      .catch(() => viaPool(channel, payload))
      .catch((error: Error) =>
        console.error('Telling other instances about a change failed: %s', error.message),
      )
      .finally(() => sending.delete(sent))
    sending.add(sent)
  }
  const noticesSent = async () => void (await Promise.all(sending))
  setPublishedPeers(db, (scope) => notify(PUBLISHED, scope === 'all' ? '' : JSON.stringify(scope)))
  setEndpointPeers(db, (workspaceId) => notify(ENDPOINTS, workspaceId === 'all' ? '' : workspaceId))
  await listen()
  return {
    /** Resolves once every notice this instance began sending has been committed (for a stop, and tests). */
    noticesSent,
    async close() {
      await noticesSent()
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}
