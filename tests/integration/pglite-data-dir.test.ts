import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'

type Rows<T> = { rows: T[] }

/*
 * One directory through its life, as `npm start` meets it: made on first start, kept across restarts, and one
 * made before shared buffers were set. A single new directory (its creation and migrations are the costly
 * part, ~20 s of a busy machine) serves every step.
 */
test('a new embedded database is created on first start with 16 MB of shared buffers, keeps its data, and opens again (a directory made with other shared buffers takes them from its next opening)', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-datadir-'))
  const dataDir = path.join(root, 'nested', 'pglite')
  /** Opens the directory, runs `work`, closes it again. */
  const opened = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) => {
    const database = await openDatabase({ pgliteDir: dataDir })
    try {
      return await work(database.db)
    } finally {
      await database.close()
    }
  }
  const sharedBuffers = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
    ((await db.execute(sql`show shared_buffers`)) as unknown as Rows<{ shared_buffers: string }>).rows[0]
      ?.shared_buffers
  try {
    expect(
      await opened(async (db) => {
        await db.execute(
          sql`insert into contact_messages (first_name, last_name, email, message) values ('A', 'B', 'a@example.com', 'kept across a restart')`,
        )
        return sharedBuffers(db)
      }),
    ).toBe('16MB')
    const messages = await opened(
      async (db) =>
        (
          (await db.execute(sql`select message from contact_messages`)) as unknown as Rows<{
            message: string
          }>
        ).rows,
    )
    expect(messages).toEqual([{ message: 'kept across a restart' }])
    // A directory made before decision 0098, with 32 MB: so until it is opened once more.
    fs.writeFileSync(path.join(dataDir, 'postgresql.auto.conf'), "shared_buffers = '32MB'\n")
    expect(await opened(sharedBuffers)).toBe('32MB')
    expect(await opened(sharedBuffers)).toBe('16MB')
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}, 300_000)
