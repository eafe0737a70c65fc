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
}, 120_000)
