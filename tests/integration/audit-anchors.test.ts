import { execFile } from 'node:child_process'
import { verify } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '~/db/client.server'
import { auditAnchors, auditChainHeads, auditEntries, outbox } from '~/db/schema'
import { anchorChains } from '~/lib/events/audit-anchor.server'
import { entryHash, verifyAudit } from '~/lib/events/audit-chain.server'
import { record } from '~/lib/events/emit.server'
import { configuredReceiptKey, receiptKey } from '~/lib/receipts/receipt-key.server'
import { loader as anchorsLoader } from '~/routes/resources/audit-anchors'
import { action as auditAction } from '~/routes/workspace/audit'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { copyPgliteDataDirTemplate } from '../support/database-template'
import { createTestServices } from '../support/services'
import { act, load, signedIn, workspaceWithCalculator } from './workspace-support'

type Db = RunningServices['db']
type Published = { anchors: Record<string, unknown>[] }

/** What someone with full write access to the database can do: past the append-only trigger. */
async function asTamperer(
  db: Db,
  change: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_entries disable trigger audit_entries_append_only`)
    await change(tx)
    await tx.execute(sql`alter table audit_entries enable trigger audit_entries_append_only`)
  })
}

/** Changes entry 1's actor and recomputes every hash after it, and the head: the chain itself stays whole. */
async function rewriteChain(db: Db, chainId: string) {
  await asTamperer(db, async (tx) => {
    const entries = await tx
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.chainId, chainId))
      .orderBy(asc(auditEntries.seq))
    let prevHash = '0'.repeat(64)
    for (const entry of entries) {
      const actorEmail = entry.seq === 1 ? 'mallory@example.com' : entry.actorEmail
      const hash = entryHash(prevHash, { ...entry, actorEmail })
      await tx.update(auditEntries).set({ actorEmail, prevHash, hash }).where(eq(auditEntries.id, entry.id))
      prevHash = hash
    }
    await tx.execute(sql`update audit_chain_heads set hash = ${prevHash} where chain_id = ${chainId}`)
  })
}

async function deleteChain(db: Db, chainId: string) {
  await asTamperer(db, async (tx) => {
    await tx.execute(sql`delete from audit_entries where chain_id = ${chainId}`)
    await tx.execute(sql`delete from audit_chain_heads where chain_id = ${chainId}`)
  })
}

// Issue 43 §5: each chain's head is signed once a day and sent out of the database; the check compares with it.
describe.each(databaseKinds)('anchors of the audit chains on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}
  let a: Awaited<ReturnType<typeof workspaceWithCalculator>>
  let b: Awaited<ReturnType<typeof workspaceWithCalculator>>
  const today = new Date()
  const day = today.toISOString().slice(0, 10)
  const anchor = (now: Date) =>
    anchorChains(services.db, {
      key: configuredReceiptKey(services.config),
      baseUrl: 'https://brightline.example',
      now,
    })
  const check = (who: string, workspaceId: string) =>
    act(services, auditAction, `/workspace/${workspaceId}/audit`, { workspaceId }, {}, cookies[who])
  const published = (file: string) => load(services, anchorsLoader, `/audit/anchors/${file}`, { file })

  beforeAll(async () => {
    services = await createTestServices(kind)
    // The services' daily pass anchors every chain at the time it runs: on a busy machine its first pass came
    // after the sign-ups below and anchored the platform's chain before the test's own anchor (CI, 2026-11-29).
    // Stopped here, the only anchors are the ones these tests make, at the times they name.
    await services.retention.stop()
    for (const name of ['olive', 'mallory']) cookies[name] = await signedIn(services, `${name}@example.com`)
    a = await workspaceWithCalculator(services, cookies.olive!, 'Prairie Credit Union', 'loan')
    b = await workspaceWithCalculator(services, cookies.mallory!, 'Other Bank', 'loan')
  }, 180_000)
  afterAll(() => services?.close())

  it('signs each chain’s head once a day, e-mails it to that workspace’s owners, and serves only hashes', async () => {
    const made = await anchor(today)
    expect(made).toBeGreaterThanOrEqual(2)
    expect(await anchor(new Date(today.getTime() + 1000))).toBe(0)
    const [head] = await services.db
      .select()
      .from(auditChainHeads)
      .where(eq(auditChainHeads.chainId, a.workspaceId))

    const mails = await services.db.select().from(outbox).where(eq(outbox.kind, 'workspace'))
    const anchorMails = mails
      .map((row) => row.payload as { to: string; subject: string; text: string })
      .filter((mail) => mail.subject === `Your audit log's anchor of ${day}`)
    expect(anchorMails.map((mail) => mail.to).sort()).toEqual(['mallory@example.com', 'olive@example.com'])
    const olives = anchorMails.find((mail) => mail.to === 'olive@example.com')!
    expect(olives.text).toContain(head!.hash)
    expect(olives.text).toContain(`https://brightline.example/audit/anchors/${a.workspaceId}.json`)

    const answer = await published(`${a.workspaceId}.json`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    const body = JSON.parse(String(answer.data)) as Published
    expect(body.anchors).toHaveLength(1)
    const only = body.anchors[0]!
    expect(only).toMatchObject({
      chainId: a.workspaceId,
      seq: head!.seq,
      hash: head!.hash,
      anchoredAt: today.toISOString(),
    })
    const key = receiptKey({ pem: services.config.receiptSigningKey, dataDir: services.config.dataDir })
    // As the address says: the anchor without its signature, keys sorted, no spaces.
    const { signature, ...fields } = only as Record<string, unknown> & { signature: string }
    const signed = JSON.stringify(
      Object.fromEntries(Object.entries(fields).sort(([x], [y]) => (x < y ? -1 : 1))),
    )
    expect(verify(null, Buffer.from(signed), key.publicPem, Buffer.from(signature, 'base64'))).toBe(true)
    expect(String(answer.data)).not.toContain('olive@example.com')
    expect(String(answer.data)).not.toContain('workspace.created')
    expect((await published(`${'0'.repeat(8)}-0000-4000-8000-000000000000.json`)).status).toBe(404)
    expect((await published('../etc.json')).status).toBe(404)
    await expect(services.db.execute(sql`delete from audit_anchors`)).rejects.toThrow()
    await expect(services.db.update(auditAnchors).set({ seq: 1 })).rejects.toThrow()
  })

  it('reads an untouched chain intact, and a chain rewritten consistently broken against the anchor of its day', async () => {
    expect((await check('olive', a.workspaceId)).data).toMatchObject({
      firstBreak: null,
      summary: expect.stringMatching(/matching 1 signed anchor$/),
    })
    await rewriteChain(services.db, a.workspaceId)
    // Without the anchor the rewrite would pass: every hash and link holds.
    expect((await verifyAudit(services.db, a.workspaceId)).firstBreak).toBeNull()
    const [anchored] = await services.db
      .select()
      .from(auditAnchors)
      .where(eq(auditAnchors.chainId, a.workspaceId))
    expect((await check('olive', a.workspaceId)).data).toMatchObject({
      firstBreak: {
        chainId: a.workspaceId,
        seq: anchored!.seq,
        reason: `does not match the anchor of ${day}`,
      },
    })
    // The other workspace's untouched chain still reads intact.
    expect((await check('mallory', b.workspaceId)).data).toMatchObject({ firstBreak: null })
  })

  it('reads a chain whose every entry was deleted broken against its anchor', async () => {
    const [anchored] = await services.db
      .select()
      .from(auditAnchors)
      .where(eq(auditAnchors.chainId, b.workspaceId))
    await deleteChain(services.db, b.workspaceId)
    expect((await verifyAudit(services.db, b.workspaceId)).firstBreak).toBeNull()
    expect((await check('mallory', b.workspaceId)).data).toMatchObject({
      firstBreak: {
        chainId: b.workspaceId,
        seq: anchored!.seq,
        reason: `entry ${anchored!.seq}, anchored on ${day}, is missing`,
      },
    })
  })

  it('anchors a chain again on a later day it moved, never a rewritten one, and refuses a forged anchor', async () => {
    const tomorrow = new Date(today.getTime() + 86_400_000)
    const exported = (workspaceId: string | null) =>
      record(services.db, {
        type: 'audit.exported',
        workspaceId,
        actor: { id: null, email: 'olive@example.com' },
        objectId: workspaceId ?? 'platform',
        data: { format: 'csv', rows: 1 },
      })
    await exported(a.workspaceId)
    await exported(null)
    // The platform's chain moved and holds: anchored again. The rewritten one is not: its old anchor stays last.
    expect(await anchor(tomorrow)).toBe(1)
    const platform = JSON.parse(String((await published('platform.json')).data)) as Published
    expect(platform.anchors.map((one) => one.anchoredAt)).toEqual([
      tomorrow.toISOString(),
      today.toISOString(),
    ])
    const own = JSON.parse(String((await published(`${a.workspaceId}.json`)).data)) as Published
    expect(own.anchors).toHaveLength(1)
    expect((await check('olive', a.workspaceId)).data).toMatchObject({
      firstBreak: { reason: `does not match the anchor of ${day}` },
    })

    // A forged anchor under our key id, matching the rewrite, is refused rather than believed.
    const [head] = await services.db
      .select()
      .from(auditChainHeads)
      .where(eq(auditChainHeads.chainId, a.workspaceId))
    await services.db.insert(auditAnchors).values({
      chainId: a.workspaceId,
      day: tomorrow.toISOString().slice(0, 10),
      seq: head!.seq,
      hash: head!.hash,
      anchoredAt: tomorrow,
      keyId: configuredReceiptKey(services.config).keyId,
      signature: Buffer.alloc(64).toString('base64'),
    })
    expect((await check('olive', a.workspaceId)).data).toMatchObject({
      firstBreak: {
        reason: `its anchor of ${tomorrow.toISOString().slice(0, 10)} is not signed by key ${configuredReceiptKey(services.config).keyId}`,
      },
    })
  })
})

describe('npm run audit:verify against the anchors', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-anchor-verify-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  const workspaceId = '5f0c1a2b-0000-4000-8000-0000000000a1'
  const run = () =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', RECEIPT_SIGNING_KEY: '' },
    }).then(
      (done) => ({ code: 0, out: done.stdout }),
      (failed: { code: number; stdout: string }) => ({ code: failed.code, out: failed.stdout }),
    )

  it('says a consistently rewritten chain is broken against the anchor of its day, and exits 1', async () => {
    await copyPgliteDataDirTemplate(path.join(dataDir, 'pglite'))
    const database: Database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
    for (let rows = 1; rows <= 3; rows++)
      await record(database.db, {
        type: 'audit.exported',
        workspaceId,
        actor: { id: null, email: 'olive@example.com' },
        objectId: workspaceId,
        data: { format: 'csv', rows },
      })
    const now = new Date()
    await anchorChains(database.db, {
      key: receiptKey({ dataDir }),
      baseUrl: 'https://brightline.example',
      now,
    })
    await rewriteChain(database.db, workspaceId)
    const [third] = await database.db.select().from(auditEntries).where(eq(auditEntries.seq, 3))
    await database.close()
    expect(await run()).toEqual({
      code: 1,
      out: `Audit log broken: chain ${workspaceId}, entry 3 (id ${third!.id}): does not match the anchor of ${now.toISOString().slice(0, 10)}.\n`,
    })
    // A `tsx` process opening a PGlite directory: past 60 s at load 15–28 (with its creation, then).
  }, 180_000)
})
