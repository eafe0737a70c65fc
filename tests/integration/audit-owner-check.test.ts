import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user, workspaceMembers } from '~/db/schema'
import { VERIFY_CHAIN_SCRIPT } from '~/lib/events/verify-chain-script'
import { loader as exportLoader } from '~/routes/resources/audit-export'
import { action as auditAction, loader as auditLoader } from '~/routes/workspace/audit'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, load, signedIn, workspaceWithCalculator } from './workspace-support'

type Check = { firstBreak: { chainId: string; seq: number; reason: string } | null; summary: string }

// Issue 43 §5: owners check their own workspace's chain; its JSON export is enough to recompute it.
describe.each(databaseKinds)('an owner’s check of the audit log on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}
  let a: Awaited<ReturnType<typeof workspaceWithCalculator>>
  let b: Awaited<ReturnType<typeof workspaceWithCalculator>>
  let dir: string
  const check = (who?: string, workspaceId = a.workspaceId) =>
    act(services, auditAction, `/workspace/${workspaceId}/audit`, { workspaceId }, {}, who && cookies[who])
  const page = (who: string) =>
    load(
      services,
      auditLoader,
      `/workspace/${a.workspaceId}/audit`,
      { workspaceId: a.workspaceId },
      cookies[who],
    )
  const exportJson = (who?: string) =>
    load(
      services,
      exportLoader,
      `/workspace/${a.workspaceId}/audit.json`,
      { workspaceId: a.workspaceId },
      who && cookies[who],
    )

  beforeAll(async () => {
    services = await createTestServices(kind)
    for (const name of ['olive', 'ed', 'rita', 'mallory'])
      cookies[name] = await signedIn(services, `${name}@example.com`)
    a = await workspaceWithCalculator(services, cookies.olive!, 'Prairie Credit Union', 'loan')
    b = await workspaceWithCalculator(services, cookies.mallory!, 'Other Bank', 'loan')
    const idOf = async (email: string) =>
      (await services.db.select().from(user).where(eq(user.email, email)))[0]!.id
    await services.db.insert(workspaceMembers).values([
      { workspaceId: a.workspaceId, userId: await idOf('ed@example.com'), role: 'editor' },
      { workspaceId: a.workspaceId, userId: await idOf('rita@example.com'), role: 'owner' },
    ])
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-export-'))
  }, 180_000)
  afterAll(async () => {
    await services?.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('exports each entry’s previous hash and its own, and the shipped script recomputes the chain from them', async () => {
    const answer = await exportJson('olive')
    expect(answer.status).toBe(200)
    const entries = JSON.parse(String(answer.data)) as { seq: number; prevHash: string; hash: string }[]
    expect(entries.length).toBeGreaterThanOrEqual(2)
    const first = entries.find((entry) => entry.seq === 1)!
    expect(first.prevHash).toBe('0'.repeat(64))
    const second = entries.find((entry) => entry.seq === 2)!
    expect(second.prevHash).toBe(first.hash)

    fs.writeFileSync(path.join(dir, 'verify-chain.mjs'), VERIFY_CHAIN_SCRIPT)
    fs.writeFileSync(path.join(dir, 'audit.json'), String(answer.data))
    const run = (file: string) =>
      promisify(execFile)(process.execPath, ['verify-chain.mjs', file], { cwd: dir }).then(
        (done) => ({ code: 0, out: done.stdout }),
        (failed: { code: number; stdout: string }) => ({ code: failed.code, out: failed.stdout }),
      )
    expect(await run('audit.json')).toEqual({
      code: 0,
      out: `Audit entries intact: ${entries.length} entries in 1 chain.\n`,
    })
    const altered = String(answer.data).replace('"workspace.created"', '"workspace.renamed"')
    fs.writeFileSync(path.join(dir, 'altered.json'), altered)
    const broken = await run('altered.json')
    expect(broken.code).toBe(1)
    expect(broken.out).toContain(
      `BROKEN: chain ${a.workspaceId}, entry 1: its content does not match its hash`,
    )
  })

  it('offers owners "Check the log", which says intact, then names the first entry changed by SQL', async () => {
    expect((await page('olive')).data).toMatchObject({ canCheck: true })
    const intact = await check('olive')
    expect(intact.status).toBe(200)
    expect(intact.data).toMatchObject({ firstBreak: null })
    expect((intact.data as Check).summary).toMatch(/^\d+ entries in 1 chain$/)

    await services.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_entries disable trigger audit_entries_append_only`)
      await tx.execute(sql`update audit_entries set actor_email = 'mallory@example.com'
        where chain_id = ${a.workspaceId} and seq = 2`)
      await tx.execute(sql`alter table audit_entries enable trigger audit_entries_append_only`)
    })
    expect((await check('rita')).data).toMatchObject({
      firstBreak: { chainId: a.workspaceId, seq: 2, reason: 'its content does not match its hash' },
    })
    // Only this workspace's chain is walked: the other workspace's owner finds her own intact.
    expect((await check('mallory', b.workspaceId)).data).toMatchObject({ firstBreak: null })
  })

  it('gives nothing to another workspace’s owner, a removed member, a signed-out visitor, or an editor', async () => {
    const other = await check('mallory')
    expect(other.status).toBe(404)
    expect(JSON.stringify(other.data)).not.toContain('entries')
    expect((await exportJson('mallory')).status).toBe(404)
    expect((await check()).status).toBe(302)
    expect((await exportJson()).status).toBe(302)
    const editor = await check('ed')
    expect(editor.status).toBe(403)
    expect(JSON.stringify(editor.data)).not.toContain('chain')

    const [rita] = await services.db.select().from(user).where(eq(user.email, 'rita@example.com'))
    await services.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, rita!.id))
    expect((await check('rita')).status).toBe(404)
    expect((await exportJson('rita')).status).toBe(404)
  })
})
