import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '~/db/client.server'
import { auditEntries } from '~/db/schema'
import { purgeAudit, verifyAudit } from '~/lib/events/audit-chain.server'
import { emit, record } from '~/lib/events/emit.server'
import { databaseKinds, openTestDatabase } from '../support/database'
import { copyPgliteDataDirTemplate } from '../support/database-template'

const workspaceA = '5f0c1a2b-0000-4000-8000-00000000000a'
const workspaceB = '5f0c1a2b-0000-4000-8000-00000000000b'
const actor = { id: null, email: 'alice@example.com' }

const exported = (workspaceId: string, rows: number) =>
  ({
    type: 'audit.exported',
    workspaceId,
    actor,
    objectId: workspaceId,
    data: { format: 'csv', rows },
  }) as const

/** Runs SQL as the owner of the table would, past the append-only trigger: what a tamperer with access does. */
async function tamper(database: Database, statement: ReturnType<typeof sql>) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_entries disable trigger audit_entries_append_only`)
    await tx.execute(statement)
    await tx.execute(sql`alter table audit_entries enable trigger audit_entries_append_only`)
  })
}

async function entriesOf(database: Database, workspaceId: string) {
  return database.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.workspaceId, workspaceId))
    .orderBy(asc(auditEntries.seq))
}

describe.each(databaseKinds)('the audit chain on %s', (kind) => {
  let database: Database

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    for (let rows = 1; rows <= 5; rows++) {
      await record(database.db, exported(workspaceA, rows))
      await record(database.db, exported(workspaceB, rows))
    }
  })
  afterAll(() => database?.close())

  it('links each workspace’s entries in order, one chain per workspace, and the check finds them intact', async () => {
    const entries = await entriesOf(database, workspaceA)
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5])
    expect(entries.map((entry) => (entry.data as { rows: number }).rows)).toEqual([1, 2, 3, 4, 5])
    for (let i = 1; i < entries.length; i++) expect(entries[i]!.prevHash).toBe(entries[i - 1]!.hash)
    expect(await verifyAudit(database.db)).toEqual({ chains: 2, entries: 10, firstBreak: null })
  })

  it('refuses to change or delete an entry', async () => {
    await expect(
      database.db.execute(sql`update audit_entries set actor_email = 'mallory@example.com'`),
    ).rejects.toThrow()
    await expect(database.db.execute(sql`delete from audit_entries`)).rejects.toThrow()
    expect((await verifyAudit(database.db)).firstBreak).toBeNull()
  })

  it('an event emitted in a transaction that rolls back leaves no entry', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await emit(tx, exported(workspaceA, 99))
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await entriesOf(database, workspaceA)).toHaveLength(5)
  })

  it('names the first entry whose content was changed by SQL, then one removed, then one missing at the end', async () => {
    const entries = await entriesOf(database, workspaceA)
    const third = entries[2]!
    await tamper(
      database,
      sql`update audit_entries set data = jsonb_set(data, '{rows}', '300') where id = ${third.id}`,
    )
    expect((await verifyAudit(database.db)).firstBreak).toEqual({
      id: third.id,
      chainId: workspaceA,
      seq: 3,
      reason: 'its content does not match its hash',
    })
    await tamper(database, sql`update audit_entries set data = ${third.data} where id = ${third.id}`)
    expect((await verifyAudit(database.db)).firstBreak).toBeNull()

    await tamper(database, sql`delete from audit_entries where id = ${entries[1]!.id}`)
    expect((await verifyAudit(database.db)).firstBreak).toMatchObject({
      id: third.id,
      seq: 3,
      reason: 'entry 2 is missing',
    })

    const b = await entriesOf(database, workspaceB)
    await tamper(database, sql`delete from audit_entries where id = ${b[4]!.id}`)
    expect((await verifyAudit(database.db, workspaceB)).firstBreak).toEqual({
      id: null,
      chainId: workspaceB,
      seq: 5,
      reason: 'entries 5–5 are missing',
    })
  })
})

describe.each(databaseKinds)('audit retention on %s', (kind) => {
  const workspaceC = '5f0c1a2b-0000-4000-8000-00000000000c'
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    for (let rows = 1; rows <= 4; rows++) await record(database.db, exported(workspaceC, rows))
  })
  afterAll(() => database?.close())

  it('keeps entries younger than seven years whatever is asked, and deletes older ones without breaking the check', async () => {
    expect(await purgeAudit(database.db, 1)).toBe(0)
    await tamper(
      database,
      sql`update audit_entries set at = now() - interval '8 years' where chain_id = ${workspaceC} and seq <= 2`,
    )
    expect(await purgeAudit(database.db, 10)).toBe(0)
    expect(await purgeAudit(database.db, 7)).toBe(2)
    expect((await entriesOf(database, workspaceC)).map((entry) => entry.seq)).toEqual([3, 4])
    expect(await verifyAudit(database.db)).toEqual({ chains: 1, entries: 2, firstBreak: null })
    await tamper(database, sql`delete from audit_entries where chain_id = ${workspaceC} and seq = 3`)
    expect((await verifyAudit(database.db)).firstBreak).toMatchObject({
      seq: 4,
      reason: 'entry 3 is missing',
    })
  })
})

describe('npm run audit:verify', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-verify-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  const run = () =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      (done) => ({ code: 0, out: done.stdout }),
      (failed: { code: number; stdout: string }) => ({ code: failed.code, out: failed.stdout }),
    )

  it('says the log is intact, and after a row was changed by SQL names that entry and exits 1', async () => {
    await copyPgliteDataDirTemplate(path.join(dataDir, 'pglite'))
    let database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
    for (let rows = 1; rows <= 3; rows++) await record(database.db, exported(workspaceA, rows))
    await database.close()
    expect(await run()).toEqual({ code: 0, out: 'Audit log intact: 3 entries in 1 chain.\n' })

    database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
    const [second] = (await entriesOf(database, workspaceA)).slice(1)
    await tamper(database, sql`update audit_entries set actor_email = 'mallory@example.com' where seq = 2`)
    await database.close()
    expect(await run()).toEqual({
      code: 1,
      out: `Audit log broken: chain ${workspaceA}, entry 2 (id ${second!.id}): its content does not match its hash.\n`,
    })
    // Two `tsx` processes opening a PGlite directory: past 60 s at load 15–28 (with its creation, then).
  }, 180_000)
})
