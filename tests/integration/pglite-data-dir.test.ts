import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'

test('a new embedded database is created on first start, keeps its data, and opens again', async () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-datadir-')), 'nested', 'pglite')
  try {
    const first = await openDatabase({ pgliteDir: dataDir })
    await first.db.execute(
      sql`insert into contact_messages (first_name, last_name, email, message) values ('A', 'B', 'a@example.com', 'kept across a restart')`,
    )
    await first.close()
    const again = await openDatabase({ pgliteDir: dataDir })
    try {
      const result = await again.db.execute(sql`select message from contact_messages`)
      expect((result as unknown as { rows: { message: string }[] }).rows).toEqual([
        { message: 'kept across a restart' },
      ])
    } finally {
      await again.close()
    }
  } finally {
    fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true })
  }
}, 300_000)

test('an embedded database keeps 32 MB of shared buffers, from its first opening (a directory made before, from its next)', async () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-datadir-')), 'pglite')
  const sharedBuffers = async () => {
    const database = await openDatabase({ pgliteDir: dataDir })
    try {
      const result = await database.db.execute(sql`show shared_buffers`)
      return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers
    } finally {
      await database.close()
    }
  }
  try {
    expect(await sharedBuffers()).toBe('32MB')
    // A directory from before: PostgreSQL's default until it is opened once more.
    fs.writeFileSync(path.join(dataDir, 'postgresql.auto.conf'), '')
    expect(await sharedBuffers()).toBe('128MB')
    expect(await sharedBuffers()).toBe('32MB')
  } finally {
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true })
  }
}, 300_000)
