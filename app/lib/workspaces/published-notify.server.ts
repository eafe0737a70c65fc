import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { invalidatePublished, setPublishedPeers } from './published.server'

const CHANNEL = 'brightline_published'
const RETRY_MS = 5_000

/**
 * Instances on one PostgreSQL tell each other about a publish, archive or restore (issue 26 §3): a NOTIFY
 * after the change commits, and a LISTEN on a connection of its own, so every instance drops its published
 * calculators and embed HTML at once instead of after the 15 s time to live, which stays the fallback while
 * the listening connection is down. PGlite is one process per data directory: nothing to tell.
 */
export async function sharePublishedChanges(database: Database, databaseUrl: string | undefined) {
  if (database.kind !== 'postgres' || !databaseUrl) return { close: async () => {} }
  const { default: pg } = await import('pg')
  const { db } = database
  let client: InstanceType<typeof pg.Client> | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  async function listen() {
    const next = new pg.Client({ connectionString: databaseUrl })
    next.on('notification', () => invalidatePublished(db, { fromPeer: true }))
    next.on('error', (error) => {
      console.error('Listening for publishes on other instances failed: %s', error.message)
      void next.end().catch(() => {})
      if (client === next) client = undefined
      reconnect()
    })
    await next.connect()
    await next.query(`listen ${CHANNEL}`)
    client = next
    // Changes made while this connection was down are not known: start afresh.
    invalidatePublished(db, { fromPeer: true })
  }

  function reconnect() {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      listen().catch(reconnect)
    }, RETRY_MS)
    retry.unref()
  }

  setPublishedPeers(db, () => {
    db.execute(sql`select pg_notify(${CHANNEL}, '')`).catch((error: Error) =>
      console.error('Telling other instances about a publish failed: %s', error.message),
    )
  })
  await listen()
  return {
    async close() {
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}
