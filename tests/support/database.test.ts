import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { databaseKinds, openTestDatabase } from './database'

describe.each(databaseKinds)('a test database on %s', (kind) => {
  it('opens fresh with every migration applied', async () => {
    const database = await openTestDatabase(kind)
    try {
      const result = await database.db.execute(sql`select count(*)::int as count from contact_messages`)
      expect((result as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0)
      expect(await database.ping()).toBe(true)
    } finally {
      await database.close()
    }
  })
})

// A test's PGlite runs with the server's shared buffers (16 MB, client.server.ts), not initdb's 128 MB: an open
// from the template then costs ~0.4 s of CPU instead of ~0.7 s (2026-12-03), a hundred-odd times a run.
it("a test's PGlite runs with the server's shared buffers", async () => {
  const database = await openTestDatabase('pglite')
  try {
    const result = await database.db.execute(sql`show shared_buffers`)
    expect((result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe('16MB')
  } finally {
    await database.close()
  }
})
