import fs from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  ping: () => Promise<boolean>
  close: () => Promise<void>
}

const migrationsFolder = path.resolve(process.cwd(), 'drizzle')

/**
 * Opens the database and applies pending migrations. `location` is a PostgreSQL URL, a PGlite data
 * directory, or `memory://` for a throw-away PGlite (tests).
 */
export async function openDatabase(location: {
  databaseUrl?: string
  pgliteDir?: string
}): Promise<Database> {
  if (location.databaseUrl) return openPostgres(location.databaseUrl)
  return openPglite(location.pgliteDir ?? 'memory://')
}

// The drivers are imported on demand: a server loads only the one it uses, and starts faster.
async function openPglite(dataDir: string): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  // PGlite creates its directory without `recursive`: the parent must exist first.
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true })
  const client = await PGlite.create(dataDir)
  const db = drizzlePglite({ client, schema }) as unknown as Db
  await migratePglite(db as never, { migrationsFolder })
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: () => client.close(),
  }
}

async function openPostgres(connectionString: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString, max: 10 })
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  // Several instances may start at once: one migrates while the others wait on the advisory lock.
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock(727274)')
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder })
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => {})
    lockClient.release()
  }
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    close: () => pool.end(),
  }
}

async function ping(db: Db) {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
