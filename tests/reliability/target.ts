import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '~/db/client.server'
import { rowsOf } from '~/lib/rate-limit.server'
import { createScratchPostgres, type DatabaseKind } from '../support/database'

/** Where one scenario's servers keep their data: a fresh PGlite DATA_DIR, or a scratch PostgreSQL database. */
export type Target = {
  kind: DatabaseKind
  dataDir: string
  /** The server's environment for this database (a restarted server gets the same one). */
  env: Record<string, string>
  /** Ids of the stored contact messages. PGlite: call only once no server runs on `dataDir`. */
  storedIds: () => Promise<Set<string>>
  dispose: () => Promise<void>
}

export async function createTarget(kind: DatabaseKind): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-reliability-'))
  const removeDir = () => fs.promises.rm(dataDir, { recursive: true, force: true })
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir },
      async storedIds() {
        const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
        try {
          return idsOf(rowsOf<{ id: string }>(await database.db.execute('select id from contact_messages')))
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
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    async storedIds() {
      const client = new pg.Client({ connectionString: scratch.url })
      await client.connect()
      try {
        return idsOf((await client.query<{ id: string }>('select id from contact_messages')).rows)
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

const idsOf = (rows: { id: string }[]) => new Set(rows.map((row) => row.id))
