import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '~/db/client.server'
import { calculators, calculatorUsageDays, leads, workspaces } from '~/db/schema'
import { usageRangeOf } from '~/lib/leads/usage-range'
import { usageReport } from '~/lib/leads/usage.server'
import { rowsOf } from '~/lib/rate-limit.server'
import { databaseKinds, openTestDatabase } from '../support/database'

// UTC+14: a session here puts every UTC evening on the next calendar day.
const SESSION_ZONE = 'Pacific/Kiritimati'

/** A fresh database whose sessions run in SESSION_ZONE, as a server's PostgreSQL may be configured. */
async function databaseInZone(kind: (typeof databaseKinds)[number]): Promise<Database> {
  const created = await openTestDatabase(kind)
  if (kind === 'pglite') {
    // PGlite has one session: setting it once holds for every query.
    await created.db.execute(sql.raw(`set time zone '${SESSION_ZONE}'`))
    return created
  }
  const url = new URL(created.url!)
  url.searchParams.set('options', `-c TimeZone=${SESSION_ZONE}`)
  const zoned = await openDatabase({ databaseUrl: url.toString() })
  return {
    ...zoned,
    async close() {
      await zoned.close()
      await created.close()
    },
  }
}

describe.each(databaseKinds)('usage days on %s with a session time zone other than UTC', (kind) => {
  let database: Database
  let workspaceId: string
  let calculatorId: string

  beforeAll(async () => {
    database = await databaseInZone(kind)
    const { db } = database
    const [workspace] = await db.insert(workspaces).values({ name: 'Zone Bank' }).returning()
    workspaceId = workspace!.id
    const [calculator] = await db
      .insert(calculators)
      .values({ workspaceId, publicId: 'zonezonezonezone', type: 'loan', name: 'Zone loan' })
      .returning()
    calculatorId = calculator!.id
    await db.insert(calculatorUsageDays).values({ workspaceId, calculatorId, day: '2026-11-20', views: 3 })
    const lead = (at: string) => ({
      workspaceId,
      calculatorId,
      name: 'Zed',
      email: 'zed@home.example',
      consentText: 'ok',
      snapshot: { type: 'loan', lang: 'en', inputs: {}, results: [] },
      createdAt: new Date(at),
    })
    await db
      .insert(leads)
      .values([lead('2026-11-19T12:00:00Z'), lead('2026-11-20T05:00:00Z'), lead('2026-11-20T23:30:00Z')])
  })
  afterAll(async () => {
    await database?.close()
  })

  it('runs its sessions in that zone (the premise of this test)', async () => {
    const rows = rowsOf<{ zone: string }>(
      await database.db.execute(sql`select current_setting('TimeZone') as zone`),
    )
    expect(rows).toEqual([{ zone: SESSION_ZONE }])
  })

  it('counts leads on the UTC day of the usage rows, within the chosen UTC days only', async () => {
    const rows = await usageReport(database.db, workspaceId, '2026-11-20', '2026-11-20')
    expect(rows).toEqual([
      { calculatorId, name: 'Zone loan', day: '2026-11-20', views: 3, engaged: 0, leads: 2, reports: 0 },
    ])
    const before = await usageReport(database.db, workspaceId, '2026-11-19', '2026-11-19')
    expect(before).toMatchObject([{ day: '2026-11-19', views: 0, leads: 1 }])
  })

  it('never queries a day the database refuses: a year-0001 range falls back to the last 30 days', async () => {
    const now = new Date('2026-11-27T12:00:00Z')
    for (const query of ['?to=0001-01-01', '?from=0000-01-01&to=2026-11-20', '?to=0000-12-31']) {
      const range = usageRangeOf(new URL(`http://localhost/usage.csv${query}`), now)
      expect(range.from >= '1900-01-01', query).toBe(true)
      await expect(usageReport(database.db, workspaceId, range.from, range.to)).resolves.toBeInstanceOf(Array)
    }
    expect(usageRangeOf(new URL('http://localhost/?to=0001-01-01'), now)).toEqual({
      from: '2026-10-29',
      to: '2026-11-27',
    })
  })
})
