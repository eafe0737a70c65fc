import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '~/db/client.server'
import { auditEntries } from '~/db/schema'
import { verifyAudit } from '~/lib/events/audit-chain.server'
import { record } from '~/lib/events/emit.server'
import { databaseKinds, openTestDatabase } from '../support/database'

const shared = '6a0c1a2b-0000-4000-8000-00000000000a'
const own = ['6a0c1a2b-0000-4000-8000-0000000000b1', '6a0c1a2b-0000-4000-8000-0000000000b2']
const PER_INSTANCE = 60

const exported = (workspaceId: string, rows: number) =>
  ({
    type: 'audit.exported',
    workspaceId,
    actor: { id: null, email: 'alice@example.com' },
    objectId: workspaceId,
    data: { format: 'json', rows },
  }) as const

/*
 * Appends from two instances at once (on PostgreSQL two connection pools on one database, as two servers
 * behind a load balancer; PGlite is one process per data directory, so one): every chain stays whole, with
 * no sequence number twice or skipped.
 */
describe.each(databaseKinds)('audit appends at once on %s', (kind) => {
  let first: Database & { url?: string }
  let instances: Database[]

  beforeAll(async () => {
    first = await openTestDatabase(kind)
    instances = first.url ? [first, await openDatabase({ databaseUrl: first.url })] : [first]
  })
  afterAll(async () => {
    for (const instance of instances.slice(1)) await instance.close()
    await first?.close()
  })

  it('keeps one unbroken chain per workspace when instances append to the same and to other workspaces', async () => {
    const started = performance.now()
    await Promise.all(
      instances.flatMap((instance, index) =>
        Array.from({ length: PER_INSTANCE }, async (_, n) => {
          await record(instance.db, exported(shared, index * 1000 + n))
          await record(instance.db, exported(own[index]!, n))
        }),
      ),
    )
    const elapsed = performance.now() - started
    const appends = instances.length * PER_INSTANCE * 2
    console.info(`${kind}: ${appends} appends in ${elapsed.toFixed(0)} ms`)
    const sharedChain = await first.db
      .select({ seq: auditEntries.seq, rows: auditEntries.data })
      .from(auditEntries)
      .where(eq(auditEntries.workspaceId, shared))
      .orderBy(asc(auditEntries.seq))
    const total = instances.length * PER_INSTANCE
    expect(sharedChain.map((entry) => entry.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1))
    expect(new Set(sharedChain.map((entry) => JSON.stringify(entry.rows))).size).toBe(total)
    expect(await verifyAudit(first.db)).toEqual({
      chains: 1 + instances.length,
      entries: appends,
      firstBreak: null,
    })
  })
})
