import { and, eq, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  archiveBlobs,
  archivedStateFiles,
  archivedStates,
  auditEntries,
  leads,
  outbox,
  user,
  workspaceMembers,
} from '~/db/schema'
import { setPageRenderer } from '~/lib/archive/archiver.server'
import { submitReportMail } from '~/lib/reports/submit-report-mail.server'
import { sha256Hex } from '~/lib/archive/hash'
import { loader as embedLoader } from '~/routes/embed/published-calculator'
import { loader as bundleLoader } from '~/routes/resources/archive-bundle'
import { loader as fileLoader } from '~/routes/resources/archive-file'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { loader as archiveLoader } from '~/routes/workspace/archive'
import { action as leadFieldsAction } from '~/routes/workspace/lead-fields'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { loanDraft, postLead, visitor } from './leads-support'
import { act, approveFields, load, signedIn, workspaceWithCalculator } from './workspace-support'

const CSS = '.calculator{color:#0f766e}'

// Issue 35 §2 (docs/decisions/0058): states archived as they begin, stored once by hash, "as of" a time,
// the examiner bundle, the lead's state, immutability, and nobody outside the workspace sees any of it.
// The server's renderer (server/archive-renderer.ts) is stood in for by one built from the embed's loader:
// the real page is archived in tests/e2e/archive.spec.ts.
describe.each(databaseKinds)('the archive of served states on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}
  let a: Awaited<ReturnType<typeof workspaceWithCalculator>>
  let b: Awaited<ReturnType<typeof workspaceWithCalculator>>
  let between: Date
  let renders = 0

  const publish = async (disclosure: string) => {
    const path = `/workspace/${a.workspaceId}/calculators/${a.calculatorId}`
    const params = { workspaceId: a.workspaceId, calculatorId: a.calculatorId }
    const saved = await act(
      services,
      calculatorAction,
      path,
      params,
      { ...loanDraft, disclosure },
      cookies.olive,
    )
    expect(saved.status).toBe(200)
    const approved = await act(
      services,
      calculatorAction,
      path,
      params,
      await approveFields(services, a.calculatorId),
      cookies.olive,
    )
    expect(approved.status).toBe(200)
  }
  const states = () =>
    services.db
      .select()
      .from(archivedStates)
      .where(eq(archivedStates.calculatorId, a.calculatorId))
      .orderBy(archivedStates.beganAt)
  const archivePage = (query: string, who?: string, workspaceId = a.workspaceId) =>
    load(
      services,
      archiveLoader,
      `/workspace/${workspaceId}/archive${query}`,
      { workspaceId },
      who && cookies[who],
    )

  beforeAll(async () => {
    services = await createTestServices(kind)
    for (const name of ['olive', 'ann', 'ed', 'rita', 'mallory'])
      cookies[name] = await signedIn(services, `${name}@example.com`)
    const idOf = async (name: string) =>
      (
        await services.db
          .select()
          .from(user)
          .where(eq(user.email, `${name}@example.com`))
      )[0]!.id
    a = await workspaceWithCalculator(services, cookies.olive!, 'Prairie Credit Union', 'loan')
    b = await workspaceWithCalculator(services, cookies.mallory!, 'Other Bank', 'loan')
    await services.db.insert(workspaceMembers).values([
      { workspaceId: a.workspaceId, userId: await idOf('ann'), role: 'approver' },
      { workspaceId: a.workspaceId, userId: await idOf('ed'), role: 'editor' },
      { workspaceId: a.workspaceId, userId: await idOf('rita'), role: 'owner' },
    ])
    setPageRenderer(services.db, {
      async page(publicId) {
        renders++
        const answer = await load(services, embedLoader, `/embed/c/${publicId}`, { publicId })
        const shown = answer.data as { disclosure?: string; gone?: boolean }
        const body = shown.gone ? '<p>Archived</p>' : `<p>${shown.disclosure}</p>`
        return {
          status: answer.status,
          html: `<!doctype html><html><head><link rel="stylesheet" href="/assets/embed-T3st.css"/></head><body>${body}</body></html>`,
        }
      },
      file: async () => ({ contentType: 'text/css; charset=utf-8', body: CSS, encoding: 'utf8' }),
    })
  }, 180_000)
  afterAll(async () => {
    await services?.close()
  })

  it('archives a publish when it happens, from the instant it went live', async () => {
    await publish('First disclosure.')
    const [first] = await states()
    expect(first).toMatchObject({
      kind: 'published',
      revisionNumber: 2,
      disclosure: 'First disclosure.',
      endedAt: null,
    })
    expect(first!.engineVersion).toBe('loan@1')
    expect(first!.approvedByEmail).toBe('olive@example.com')
    // Its start is the publish's instant, whenever the row was written.
    expect(first!.beganAt.getTime()).toBe(first!.approvedAt!.getTime())
    expect(first!.consent).not.toBe('')
    // The next whole second after it: the form takes seconds.
    between = new Date(Math.ceil((first!.beganAt.getTime() + 1) / 1000) * 1000)
  })

  it('ends a state where the next publish begins, keeps the stylesheet once, and finds v1 as of a time between', async () => {
    // The second publish comes after that second.
    while (Date.now() <= between.getTime()) await new Promise((resolve) => setTimeout(resolve, 20))
    await publish('Second disclosure.')
    const [first, second] = await states()
    expect(second).toMatchObject({ revisionNumber: 3, disclosure: 'Second disclosure.', endedAt: null })
    expect(first!.endedAt!.getTime()).toBe(second!.beganAt.getTime())
    const cssHash = sha256Hex(CSS)
    const blobs = await services.db.select().from(archiveBlobs).where(eq(archiveBlobs.hash, cssHash))
    expect(blobs).toHaveLength(1)
    const uses = await services.db
      .select()
      .from(archivedStateFiles)
      .where(eq(archivedStateFiles.hash, cssHash))
    expect(uses.filter((use) => [first!.id, second!.id].includes(use.stateId))).toHaveLength(2)

    const t = between.toISOString()
    const page = await archivePage(
      `?calculator=${a.calculatorId}&date=${t.slice(0, 10)}&time=${t.slice(11, 19)}`,
      'ann',
    )
    const shown = (page.data as { shown: { state: { id: string; disclosure: string } } | null }).shown
    expect(shown!.state).toMatchObject({ id: first!.id, disclosure: 'First disclosure.' })
    // The whole second after the second publish: the form takes seconds, and a live state has no end.
    const now = new Date(Math.ceil((second!.beganAt.getTime() + 1) / 1000) * 1000).toISOString()
    const latest = await archivePage(
      `?calculator=${a.calculatorId}&date=${now.slice(0, 10)}&time=${now.slice(11, 19)}`,
      'olive',
    )
    expect((latest.data as { shown: { state: { id: string } } }).shown.state.id).toBe(second!.id)
    const byId = await archivePage(`?state=${first!.id}`, 'olive')
    expect((byId.data as { shown: { state: { disclosure: string } } }).shown.state.disclosure).toBe(
      'First disclosure.',
    )

    const file = await load(
      services,
      fileLoader,
      `/workspace/${a.workspaceId}/archive/states/${first!.id}/page`,
      { workspaceId: a.workspaceId, stateId: first!.id, file: 'page' },
      cookies.olive,
    )
    expect(file.status).toBe(200)
    expect(file.data).toContain('First disclosure.')
    expect(file.data).toContain(`<style>${CSS}</style>`)
    expect(file.headers.get('content-security-policy')).toContain("script-src 'none'")
    const served = await load(
      services,
      fileLoader,
      `/x`,
      { workspaceId: a.workspaceId, stateId: first!.id, file: first!.pageHash },
      cookies.olive,
    )
    expect(sha256Hex(served.data as string)).toBe(first!.pageHash)
  })

  it('does not archive a state twice, however often it is served or checked', async () => {
    const before = renders
    const { ensureArchived } = await import('~/lib/archive/archiver.server')
    const ids = await Promise.all([
      ensureArchived(services.db, a.publicId),
      ensureArchived(services.db, a.publicId),
    ])
    expect(new Set(ids).size).toBe(1)
    expect(renders).toBe(before)
    expect(await states()).toHaveLength(2)
  })

  it('records on a lead the state it came from', async () => {
    const answer = await postLead(services, a.publicId, visitor)
    expect(answer.status).toBe(201)
    const [lead] = await services.db.select().from(leads).where(eq(leads.calculatorId, a.calculatorId))
    const open = (await states()).find((state) => state.endedAt === null)!
    expect(lead!.archiveStateId).toBe(open.id)
  })

  it('archives a change of the lead form’s questions as a new state, from that change, and links the next lead to it', async () => {
    const before = await states()
    const changed = await act(
      services,
      leadFieldsAction,
      `/workspace/${a.workspaceId}/lead-fields`,
      { workspaceId: a.workspaceId },
      {
        'standard.name.shown': 'on',
        'standard.name.required': 'on',
        'custom.0.key': 'member',
        'custom.0.kind': 'checkbox',
        'custom.0.label.en': 'Are you already a member?',
        'custom.0.label.es': '¿Ya es socio?',
      },
      cookies.olive,
    )
    expect(changed.status).toBe(200)
    const { ensureArchived } = await import('~/lib/archive/archiver.server')
    const id = await ensureArchived(services.db, a.publicId)
    const after = await states()
    expect(after).toHaveLength(before.length + 1)
    const [fieldsChange] = await services.db
      .select({ at: auditEntries.at })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.workspaceId, a.workspaceId),
          eq(auditEntries.action, 'workspace.lead_fields_changed'),
        ),
      )
    const open = after.find((state) => state.endedAt === null)!
    expect(open.id).toBe(id)
    // The new form went live when it was saved; the state before it ends there.
    expect(open.beganAt.getTime()).toBe(fieldsChange!.at.getTime())
    expect(after.find((state) => state.id === before.at(-1)!.id)!.endedAt!.getTime()).toBe(
      open.beganAt.getTime(),
    )
    const answer = await postLead(services, a.publicId, { ...visitor, email: 'mia@home.example' })
    expect(answer.status).toBe(201)
    const [lead] = await services.db.select().from(leads).where(eq(leads.email, 'mia@home.example'))
    expect(lead!.archiveStateId).toBe(open.id)
  })

  it('records on an e-mailed report the state it came from', async () => {
    const sent = await submitReportMail(
      services,
      { publicId: a.publicId },
      { email: 'reader@home.example', name: 'Rae Reader', consent: 'on', search: 'principal=30000' },
      '198.51.100.250',
    )
    expect(sent.status).toBe('sent')
    const [row] = await services.db.select().from(outbox).where(eq(outbox.kind, 'report'))
    const open = (await states()).find((state) => state.endedAt === null)!
    expect((row!.payload as { archiveStateId?: string }).archiveStateId).toBe(open.id)
  })

  it('gives an owner a bundle whose SHA256SUMS hold for every file, with its manifest and audit extract, and audits it', async () => {
    const day = new Date().toISOString().slice(0, 10)
    const path = `/workspace/${a.workspaceId}/archive/bundle.zip?from=${day}&to=${day}&calculator=${a.calculatorId}&calculator=${b.calculatorId}`
    // The bundle carries the audit log: who may not read the log (an approver) gets no bundle (issue 43 §5).
    const approver = await load(services, bundleLoader, path, { workspaceId: a.workspaceId }, cookies.ann)
    expect(approver.status).toBe(403)
    const answer = await load(services, bundleLoader, path, { workspaceId: a.workspaceId }, cookies.olive)
    expect(answer.status).toBe(200)
    const response = await bundleLoader({
      request: new Request(`http://localhost:3000${path}`, { headers: { cookie: cookies.olive! } }),
      params: { workspaceId: a.workspaceId },
      context: (await import('../support/services')).routeContext(services),
    } as never)
    const files = unzipSync(new Uint8Array(await (response as Response).arrayBuffer()))
    const sums = strFromU8(files.SHA256SUMS!).trim().split('\n')
    // Every file but SHA256SUMS and its signature (SHA256SUMS.sig).
    expect(sums.length).toBe(Object.keys(files).length - 2)
    for (const line of sums) {
      const [hash, name] = line.split('  ')
      expect(sha256Hex(files[name!]!), name).toBe(hash)
    }
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as {
      states: { revision: number; calculator: { id: string } }[]
    }
    // Only this workspace's calculator: another workspace's id matches nothing.
    // Revision 3 twice: before and after the lead form's questions changed.
    expect(manifest.states.map((state) => state.revision)).toEqual([2, 3, 3])
    expect(strFromU8(files['audit.json']!)).toContain('calculator.published')
    const exported = await services.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.workspaceId, a.workspaceId), eq(auditEntries.action, 'archive.exported')))
    expect(exported.length).toBeGreaterThanOrEqual(1)
    expect(exported[0]!.data).toMatchObject({ from: day, to: day, states: 3 })
  })

  it('archives an archive, and a restore as a new state', async () => {
    const path = `/workspace/${a.workspaceId}/calculators/${a.calculatorId}`
    const params = { workspaceId: a.workspaceId, calculatorId: a.calculatorId }
    expect(
      (await act(services, calculatorAction, path, params, { intent: 'archive' }, cookies.olive)).status,
    ).toBe(200)
    expect(
      (await act(services, calculatorAction, path, params, { intent: 'restore' }, cookies.olive)).status,
    ).toBe(200)
    const all = await states()
    expect(all.map((state) => state.kind)).toEqual([
      'published',
      'published',
      'published',
      'archived',
      'published',
    ])
    expect(all[3]!.endedAt!.getTime()).toBe(all[4]!.beganAt.getTime())
    expect(all[4]!.beganAt.getTime()).toBeGreaterThan(all[3]!.beganAt.getTime())
  })

  it('refuses to change or delete an archived state, its files or its blobs', async () => {
    const [first] = await states()
    await expect(
      services.db
        .update(archivedStates)
        .set({ disclosure: 'Changed' })
        .where(eq(archivedStates.id, first!.id)),
    ).rejects.toThrow()
    await expect(
      services.db.update(archivedStates).set({ endedAt: new Date() }).where(eq(archivedStates.id, first!.id)),
    ).rejects.toThrow()
    await expect(
      services.db.delete(archivedStateFiles).where(eq(archivedStateFiles.stateId, first!.id)),
    ).rejects.toThrow()
    await expect(services.db.delete(archivedStates).where(eq(archivedStates.id, first!.id))).rejects.toThrow()
    await expect(
      services.db.update(archiveBlobs).set({ body: 'x' }).where(eq(archiveBlobs.hash, first!.pageHash)),
    ).rejects.toThrow()
    await expect(
      services.db.execute(sql`delete from archive_blobs where hash = ${first!.pageHash}`),
    ).rejects.toThrow()
    expect(await states()).toHaveLength(5)
  })

  it('shows nothing to another workspace’s member, a removed member, an editor or a signed-out visitor', async () => {
    const [first] = await states()
    const rita = (await services.db.select().from(user).where(eq(user.email, 'rita@example.com')))[0]!
    await services.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, a.workspaceId), eq(workspaceMembers.userId, rita.id)))
    const day = new Date().toISOString().slice(0, 10)
    const params = { workspaceId: a.workspaceId }
    const asks = [
      (who?: string) => archivePage(`?state=${first!.id}`, who),
      (who?: string) =>
        load(
          services,
          fileLoader,
          '/x',
          { ...params, stateId: first!.id, file: 'page' },
          who && cookies[who],
        ),
      (who?: string) =>
        load(
          services,
          fileLoader,
          '/x',
          { ...params, stateId: first!.id, file: first!.pageHash },
          who && cookies[who],
        ),
      (who?: string) =>
        load(
          services,
          bundleLoader,
          `/workspace/${a.workspaceId}/archive/bundle.zip?from=${day}&to=${day}&calculator=${a.calculatorId}`,
          params,
          who && cookies[who],
        ),
    ]
    for (const ask of asks) {
      for (const who of ['mallory', 'rita']) {
        const answer = await ask(who)
        expect(answer.status, who).toBe(404)
        expect(JSON.stringify(answer.data)).not.toContain('disclosure')
      }
      const editor = await ask('ed')
      expect(editor.status).toBe(403)
      expect(JSON.stringify(editor.data)).not.toContain('First disclosure')
      const anonymous = await ask()
      expect(anonymous.status).toBe(302)
      expect(anonymous.location).toBe('/auth')
    }
    // Another workspace's own archive never lists this one's states, even asked by id.
    const theirs = await archivePage(`?state=${first!.id}`, 'mallory', b.workspaceId)
    expect(theirs.status).toBe(200)
    expect((theirs.data as { shown: unknown }).shown).toBeNull()
  })
})
