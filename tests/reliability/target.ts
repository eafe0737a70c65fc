import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '~/db/client.server'
import { rowsOf } from '~/lib/rate-limit.server'
import { createScratchPostgres, type DatabaseKind } from '../support/database'
import { copyPgliteDataDirTemplate } from '../support/database-template'

/** Where one scenario's servers keep their data: a fresh PGlite DATA_DIR, or a scratch PostgreSQL database. */
export type Target = {
  kind: DatabaseKind
  dataDir: string
  /** The database, for openDatabase (seeding before the server starts). */
  location: { pgliteDir?: string; databaseUrl?: string }
  /** The server's environment for this database (a restarted server gets the same one). */
  env: Record<string, string>
  /** Runs one query. PGlite: call only once no server runs on `dataDir`. */
  query: <Row>(text: string) => Promise<Row[]>
  dispose: () => Promise<void>
}

export async function createTarget(kind: DatabaseKind): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-reliability-'))
  const removeDir = () => fs.promises.rm(dataDir, { recursive: true, force: true })
  if (kind === 'pglite') {
    const pgliteDir = path.join(dataDir, 'pglite')
    await copyPgliteDataDirTemplate(pgliteDir)
    return {
      kind,
      dataDir,
      location: { pgliteDir },
      env: { DATA_DIR: dataDir },
      async query<Row>(text: string) {
        const database = await openDatabase({ pgliteDir })
        try {
          return rowsOf<Row>(await database.db.execute(text))
        } finally {
          await database.close()
        }
      },
      dispose: removeDir,
    }
  }
  const scratch = await createScratchPostgres('brightline_reliability')
  return {
    kind,
    dataDir,
    location: { databaseUrl: scratch.url },
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    async query<Row>(text: string) {
      const client = new pg.Client({ connectionString: scratch.url })
      await client.connect()
      try {
        return (await client.query(text)).rows as Row[]
      } finally {
        await client.end()
      }
    },
    async dispose() {
      await scratch.drop()
      await removeDir()
    },
  }
}
