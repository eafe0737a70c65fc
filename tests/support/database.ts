import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '~/db/client.server'

export type DatabaseKind = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

/**
 * A fresh, migrated database of its own for one test file: an in-memory PGlite, or a new PostgreSQL
 * database that `close()` drops again.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') return openDatabase({ pgliteDir: 'memory://' })
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `brightline_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close()
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

/** Creates a database for a whole run (end-to-end, reliability) and returns its URL and a drop function. */
export async function createScratchPostgres(prefix: string) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
