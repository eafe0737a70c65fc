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
