import { randomBytes } from 'node:crypto'
import { openDatabase, type Database } from '~/db/client.server'
import { adminQuery, pgliteTemplate, postgresTemplate } from './database-template'

export type DatabaseKind = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

/**
 * A fresh, migrated database of its own for one test file: an in-memory PGlite, or a new PostgreSQL
 * database that `close()` drops again. Both are copies of a template migrated once (database-template.ts).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite')
    return openDatabase({ pgliteDir: 'memory://', pgliteTemplate: await pgliteTemplate() })
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `brightline_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name} template ${await postgresTemplate(serverUrl)}`)
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

/**
 * Creates an empty database for a whole run (end-to-end, reliability) and returns its URL and a drop function:
 * empty, since the servers on it are what migrates it (under their advisory lock).
 */
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
