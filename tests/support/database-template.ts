import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, SMALL_SHARED_BUFFERS } from '~/db/client.server'

/*
 * Migrated once, copied for each test: creating a PGlite cluster (initdb) costs 5–9 s of CPU on a busy 2-core
 * machine and a PostgreSQL database's migrations ~1 s, for each of the suites' hundred-odd databases. A
 * template keyed by the migrations' contents is built once per machine and change of migrations (in
 * os.tmpdir(), and as a PostgreSQL database named after the key); every test database starts as its copy,
 * and still runs the migrator (a no-op unless the template is behind).
 */

const migrationsFolder = path.resolve(process.cwd(), 'drizzle')

/** A hash of every migration file: a new or changed migration makes new templates. */
export function migrationsKey() {
  const hash = createHash('sha256')
  const files = fs.readdirSync(migrationsFolder, { recursive: true }) as string[]
  for (const file of files.filter((name) => /\.(sql|json)$/.test(name)).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(migrationsFolder, file)))
  }
  return hash.digest('hex').slice(0, 12)
}

let pgliteDump: Promise<Blob> | undefined

/** The migrated in-memory PGlite as a `dumpDataDir` tarball, built on first use and kept for the process. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= ensurePgliteTemplateFile().then(
    (file) => new Blob([fs.readFileSync(file)], { type: 'application/x-tar' }),
  )
  return pgliteDump
}

/** The tarball's path; written once (atomically, so that runs at once never read half a file). */
export async function ensurePgliteTemplateFile() {
  const file = path.join(os.tmpdir(), `brightline-pglite-template-small-${migrationsKey()}.tar`)
  if (fs.existsSync(file)) return file
  const database = await openDatabase({ pgliteDir: 'memory://' })
  try {
    const client = (
      database.db as unknown as {
        $client: { exec: (sql: string) => Promise<unknown>; dumpDataDir: (c: 'none') => Promise<Blob> }
      }
    ).$client
    // A copy needs only its own database: without initdb's template0 and template1 (15 of its 43 MB) each
    // copy takes 1.0 s of CPU to start instead of 1.8 s. No test creates a database in PGlite.
    await client.exec(`update pg_database set datistemplate = false where datname like 'template_'`)
    for (const name of ['template0', 'template1']) await client.exec(`drop database ${name}`)
    // The server's 16 MB of shared buffers instead of initdb's 128 MB: each copy opens in ~0.4 s of CPU, not ~0.7.
    await client.exec(SMALL_SHARED_BUFFERS)
    await client.exec('checkpoint')
    const dump = await client.dumpDataDir('none')
    const partial = `${file}.${randomBytes(4).toString('hex')}.part`
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    fs.renameSync(partial, file)
  } finally {
    await database.close()
  }
  return file
}

/**
 * A migrated PGlite data directory on disk (for servers started on a DATA_DIR), copied into `target`, which
 * must not exist yet. The server finds PG_VERSION there and skips creating its database.
 */
export async function copyPgliteDataDirTemplate(target: string) {
  const source = path.join(os.tmpdir(), `brightline-pglite-dir-${migrationsKey()}`)
  if (!fs.existsSync(path.join(source, 'PG_VERSION'))) {
    const partial = `${source}.${randomBytes(4).toString('hex')}.part`
    const database = await openDatabase({ pgliteDir: partial })
    await database.close()
    try {
      fs.renameSync(partial, source)
    } catch {
      // Another run renamed its copy first: the same migrations, so either will do.
      fs.rmSync(partial, { recursive: true, force: true })
    }
  }
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.cpSync(source, target, { recursive: true })
}

const postgresTemplates = new Map<string, Promise<string>>()

/** The name of a migrated PostgreSQL database on `serverUrl` to create test databases from. */
export function postgresTemplate(serverUrl: string): Promise<string> {
  let name = postgresTemplates.get(serverUrl)
  if (!name) {
    name = ensurePostgresTemplate(serverUrl)
    postgresTemplates.set(serverUrl, name)
  }
  return name
}

async function ensurePostgresTemplate(serverUrl: string) {
  const name = `brightline_template_${migrationsKey()}`
  const exists = await adminQuery(serverUrl, 'select 1 from pg_database where datname = $1', [name])
  if (exists.rowCount) return name
  // Built under a name of its own and renamed when complete: a run that starts meanwhile builds its own.
  const partial = `brightline_template_part_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${partial}`)
  const url = new URL(serverUrl)
  url.pathname = `/${partial}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  await database.close()
  try {
    await adminQuery(serverUrl, `alter database ${partial} rename to ${name}`)
  } catch (error) {
    await adminQuery(serverUrl, `drop database if exists ${partial} with (force)`)
    if ((error as { code?: string }).code !== '42P04') throw error
  }
  return name
}

export async function adminQuery(serverUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}
