import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { withAfterCommit } from './after-commit.server'
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
 * directory, or `memory://` for a throw-away PGlite (tests). Its transactions run work after their commit
 * (after-commit.server.ts: cache drops, worker wake-ups).
 */
export async function openDatabase(location: {
  databaseUrl?: string
  pgliteDir?: string
  /** A migrated PGlite data directory as `dumpDataDir` wrote it, to start from instead of an empty one. */
  pgliteTemplate?: Blob
}): Promise<Database> {
  if (location.databaseUrl) return openPostgres(location.databaseUrl)
  return openPglite(location.pgliteDir ?? 'memory://', location.pgliteTemplate)
}

// The drivers are imported on demand: a server loads only the one it uses, and starts faster.
async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  v8.setFlagsFromString(BASELINE_WASM_ONLY)
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  if (!dataDir.startsWith('memory://')) {
    // PGlite creates its directory without `recursive`: the parent must exist first.
    fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true })
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await createDataDir(dataDir)
  }
  const client = await PGlite.create(dataDir, template ? { loadDataDir: template } : {})
  const db = withAfterCommit(drizzlePglite({ client, schema }) as unknown as Db)
  await migratePglite(db as never, { migrationsFolder })
  if (!dataDir.startsWith('memory://')) await keepSharedBuffersSmall(client)
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: () => client.close(),
  }
}

// PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it first with its baseline compiler (Liftoff), then
// recompiles the functions it finds hot with its optimising one (TurboFan): that second compilation held 50–100 MB
// of the idle server's memory and cost CPU, for no measurable gain in the lead API's throughput or server CPU per
// lead (bench:memory and bench:leads, docs/performance.md, decision 0098). The flag is the process's and counts
// for WebAssembly compiled after it is set: here, before PGlite compiles its module.
const BASELINE_WASM_ONLY = '--liftoff-only'

// PostgreSQL's default 128 MB of shared buffers lives in PGlite's WebAssembly memory, touched and never given
// back: 16 MB holds ~110 MB less (bench:memory, docs/performance.md) and far more than a workspace's rows, with
// no loss in the lead API's throughput (15,000 leads a run). Directories made with 32 MB (before decision 0098)
// take 16 MB from their next opening on.
// Written to the data directory's postgresql.auto.conf, read when it is opened. The tests' PGlite template takes
// it too (tests/support/database-template.ts): an in-memory copy then opens in ~0.4 s of CPU instead of ~0.7 s.
const SHARED_BUFFERS = '16MB'
export const SMALL_SHARED_BUFFERS = `alter system set shared_buffers = '${SHARED_BUFFERS}'`

/** A data directory made before SMALL_SHARED_BUFFERS gets it from its next opening on. */
async function keepSharedBuffersSmall(client: {
  query: <T>(sql: string) => Promise<{ rows: T[] }>
  exec: (sql: string) => Promise<unknown>
}) {
  const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers')
  if (rows[0]?.shared_buffers !== SHARED_BUFFERS) await client.exec(SMALL_SHARED_BUFFERS)
}

/**
 * Creates and migrates a new data directory in a child process that then exits: PGlite's WebAssembly memory
 * grown by initdb (~630 MB) is never given back, so a server that created its own database would hold
 * ~835 MB until its next restart.
 */
async function createDataDir(dataDir: string) {
  const script = `const { PGlite } = await import('@electric-sql/pglite')
    const { drizzle } = await import('drizzle-orm/pglite')
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    const client = await PGlite.create(process.env.PGLITE_CREATE_DIR)
    await migrate(drizzle({ client }), { migrationsFolder: process.env.PGLITE_MIGRATIONS })
    await client.exec(${JSON.stringify(SMALL_SHARED_BUFFERS)})
    await client.close()`
  const child = spawn(process.execPath, [BASELINE_WASM_ONLY, '--input-type=module', '-e', script], {
    env: { ...process.env, PGLITE_CREATE_DIR: dataDir, PGLITE_MIGRATIONS: migrationsFolder },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit ${code})`)
}

async function openPostgres(connectionString: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString, max: 10 })
  let closing = false
  pool.on('error', (error) => {
    if (!closing) console.error('PostgreSQL pool error:', error.message)
  })
  const db = withAfterCommit(drizzlePg({ client: pool, schema }) as unknown as Db)
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
    async close() {
      closing = true
      // pool.end() resolves once it has asked its connections to close, not once they have: wait for each, so
      // that a database dropped right after (tests, scratch databases) finds none left to terminate.
      let open = pool.totalCount
      const closed = new Promise<void>((resolve) => {
        if (open === 0) resolve()
        pool.on('remove', () => {
          if (--open <= 0) resolve()
        })
      })
      await pool.end()
      // Bounded: a connection the server already cut may never report back.
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
    },
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
