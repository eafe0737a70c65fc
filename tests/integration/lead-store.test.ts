import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/db/client.server'
import { calculatorRevisions, calculators, workspaces } from '~/db/schema'
import { storeLead, type NewLead } from '~/lib/leads/store.server'
import { rowsOf } from '~/lib/rate-limit.server'
import { databaseKinds, openTestDatabase } from '../support/database'

describe.each(databaseKinds)('storing leads on %s', (kind) => {
  let database: Database
  let lead: (email: string) => NewLead

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    const [workspace] = await database.db.insert(workspaces).values({ name: 'Store Bank' }).returning()
    const [calculator] = await database.db
      .insert(calculators)
      .values({ workspaceId: workspace!.id, publicId: 'fedcba9876543210', type: 'loan', name: 'Loan' })
      .returning()
    const [revision] = await database.db
      .insert(calculatorRevisions)
      .values({
        calculatorId: calculator!.id,
        workspaceId: workspace!.id,
        number: 1,
        name: 'Loan',
        brand: { color: '#0f766e', accent: '#fbbf24', font: 'system', lang: 'en' },
        defaults: {},
        limits: {},
        allowedOrigins: [],
      })
      .returning()
    lead = (email) => ({
      workspaceId: workspace!.id,
      calculatorId: calculator!.id,
      revisionId: revision!.id,
      name: 'Vera Visitor',
      email,
      phone: '',
      preferredTime: '',
      pageUrl: '',
      message: '',
      customFields: [],
      consentText: 'I agree.',
      snapshot: { type: 'loan', lang: 'en', inputs: {}, results: [] },
      calculatorName: 'Loan',
      recipients: ['officer@bank.example', 'branch@bank.example'],
    })
  })
  afterAll(() => database?.close())

  const stored = async (like: string) =>
    rowsOf<{ id: string; email: string; refs: string }>(
      await database.db.execute(sql`
        select l.id, l.email, string_agg(o.ref, ' ' order by o.ref) as refs from leads l
        left join outbox o on o.kind = 'lead' and o.ref like l.id::text || ':%'
        where l.email like ${like} group by l.id, l.email`),
    )

  it('commits leads arriving together, each with one e-mail per recipient', async () => {
    const emails = Array.from({ length: 150 }, (_, i) => `together-${i}@example.com`)
    const ids = (await Promise.all(emails.map((email) => storeLead(database.db, lead(email))))).map(
      (result) => result.id,
    )
    expect(new Set(ids).size).toBe(150)
    const rows = await stored('together-%')
    expect(rows.map((row) => `${row.id} ${row.email}`).toSorted()).toEqual(
      ids.map((id, i) => `${id} ${emails[i]}`).toSorted(),
    )
    for (const row of rows)
      expect(row.refs).toBe(`${row.id}:branch@bank.example ${row.id}:officer@bank.example`)
  })

  it('a lead the database refuses fails alone, not the others committed with it', async () => {
    const results = await Promise.allSettled([
      storeLead(database.db, lead('neighbour-1@example.com')),
      storeLead(database.db, { ...lead('poison@example.com'), calculatorId: crypto.randomUUID() }),
      storeLead(database.db, lead('neighbour-2@example.com')),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect((await stored('neighbour-%')).map((row) => row.email).toSorted()).toEqual([
      'neighbour-1@example.com',
      'neighbour-2@example.com',
    ])
    expect(await stored('poison%')).toEqual([])
  })
})
