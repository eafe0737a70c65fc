import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, user } from '~/db/schema'
import { appendAudit, verifyAudit } from '~/lib/events/audit-chain.server'
import { listEvents } from '~/lib/workspaces/workspaces.server'
import { loader as exportLoader } from '~/routes/resources/audit-export'
import { action as adminAuditAction, loader as adminAuditLoader } from '~/routes/_site/admin/audit'
import { loader as auditLoader } from '~/routes/workspace/audit'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as membersAction } from '~/routes/workspace/members'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { calcParams, calcPath, setUpTeams, validDraft, type Teams } from './teams-support'
import { act, confirmControlChanges, approveFields, load } from './workspace-support'

type Entry = { action: string; actorEmail: string; summary: string; workspace?: string }
type AuditPage = { entries: Entry[]; total: number }

/* The audit log: what each change leaves, who may read it (decision 0051), and its exports. */
describe.each(databaseKinds)('the audit log on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let cookies: Teams['cookies']
  let a: Teams['a']
  let b: Teams['b']
  const auditPath = (workspaceId: string, query = '') => `/workspace/${workspaceId}/audit${query}`
  const readAudit = (workspaceId: string, cookie?: string, query = '') =>
    load(services, auditLoader, auditPath(workspaceId, query), { workspaceId }, cookie)

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    ;({ services, cookies, a, b } = teams)
    const asMember = (fields: Record<string, string>, cookie: string) =>
      act(services, calculatorAction, calcPath(a), calcParams(a), fields, cookie)
    expect((await asMember(validDraft, cookies.ed)).status).toBe(200)
    expect((await asMember(await approveFields(services, a.calculatorId), cookies.ann)).status).toBe(200)
    const [ed] = await services.db.select().from(user).where(eq(user.email, 'ed@example.com'))
    const roleChange = { intent: 'change-role', userId: ed!.id, role: 'approver' }
    const members = `/workspace/${a.workspaceId}/members`
    const changed = await act(services, membersAction, members, calcParams(a), roleChange, cookies.alice)
    expect(changed.status).toBe(200)
  }, 180_000)
  afterAll(() => teams?.close())

  it('shows the owner every change made in the workspace, newest first, with who made it', async () => {
    const page = await readAudit(a.workspaceId, cookies.alice)
    expect(page.status).toBe(200)
    const { entries } = page.data as AuditPage
    expect(entries.map((entry) => entry.action)).toEqual([
      'member.role_changed',
      'calculator.published',
      'revision.saved',
      'member.joined',
      'member.invited',
      'member.joined',
      'member.invited',
      'calculator.created',
      'workspace.created',
    ])
    expect(entries[0]).toMatchObject({
      actorEmail: 'alice@example.com',
      summary: 'Changed a role (ed@example.com: editor → approver)',
    })
    expect(entries[1]).toMatchObject({
      actorEmail: 'ann@example.com',
      summary: 'Approved and published Our CD (Revision 2)',
    })
    // Each line about a calculator names it (issue 48 §3): two calculators' publications no longer read alike.
    expect(
      entries
        .slice(2, 3)
        .concat(entries.slice(-2, -1))
        .map((entry) => entry.summary),
    ).toEqual(['Saved a draft of Our CD (Revision 2)', 'Created the calculator (Alpha Bank cd)'])
  })

  it('filters by who, what and when', async () => {
    const byAnn = (await readAudit(a.workspaceId, cookies.alice, '?who=ann@')).data as AuditPage
    expect(byAnn.entries.map((entry) => entry.action)).toEqual(['calculator.published', 'member.joined'])
    const members = (await readAudit(a.workspaceId, cookies.alice, '?what=member')).data as AuditPage
    expect(members.total).toBe(3)
    const invites = (await readAudit(a.workspaceId, cookies.alice, '?what=member.invited')).data as AuditPage
    expect(invites.total).toBe(2)
    const past = (await readAudit(a.workspaceId, cookies.alice, '?to=2020-01-01')).data as AuditPage
    expect(past.total).toBe(0)
  })

  it('gives nothing to another workspace’s owner, a signed-out visitor, an editor or a removed member', async () => {
    expect((await readAudit(a.workspaceId, cookies.bob)).status).toBe(404)
    expect((await readAudit(a.workspaceId)).status).toBe(302)
    // Bob's own log holds only Beta Credit's entries.
    const own = (await readAudit(b.workspaceId, cookies.bob)).data as AuditPage
    expect(own.entries.every((entry) => entry.actorEmail === 'bob@example.com')).toBe(true)
    const csv = (cookie?: string) =>
      load(
        services,
        exportLoader,
        `/workspace/${a.workspaceId}/audit.csv`,
        { workspaceId: a.workspaceId },
        cookie,
      )
    expect((await csv(cookies.bob)).status).toBe(404)
    expect((await csv()).status).toBe(302)
    expect((await load(services, exportLoader, '/admin/audit.json', {}, cookies.alice)).status).toBe(403)
    // The admin pages answer anyone else as every admin page does: a redirect away, with no data.
    const adminPage = await load(services, adminAuditLoader, '/admin/audit', {}, cookies.alice)
    expect([adminPage.status, adminPage.data]).toEqual([302, ''])

    // Ed is an approver now; back to editor, the role that may not read the log.
    const [ed] = await services.db.select().from(user).where(eq(user.email, 'ed@example.com'))
    const members = `/workspace/${a.workspaceId}/members`
    const toEditor = { intent: 'change-role', userId: ed!.id, role: 'editor' }
    expect((await act(services, membersAction, members, calcParams(a), toEditor, cookies.alice)).status).toBe(
      200,
    )
    const asEditor = await readAudit(a.workspaceId, cookies.ed)
    expect(asEditor.status).toBe(403)
    expect(JSON.stringify(asEditor.data)).not.toContain('alice@example.com')
    expect((await csv(cookies.ed)).status).toBe(403)

    const [ann] = await services.db.select().from(user).where(eq(user.email, 'ann@example.com'))
    const remove = { intent: 'remove', userId: ann!.id }
    expect((await act(services, membersAction, members, calcParams(a), remove, cookies.alice)).status).toBe(
      200,
    )
    // Ann is the last other approver: her removal waits for a confirmation, hers here (decision 0070).
    await confirmControlChanges(services, a.workspaceId, cookies.ann)
    expect((await readAudit(a.workspaceId, cookies.ann)).status).toBe(404)
    expect((await csv(cookies.ann)).status).toBe(404)
  })

  it('exports the filtered log as CSV and JSON, and records each export', async () => {
    const exported = (format: string, query = '') =>
      load(
        services,
        exportLoader,
        `/workspace/${a.workspaceId}/audit.${format}${query}`,
        { workspaceId: a.workspaceId },
        cookies.alice,
      )
    const csv = await exported('csv', '?what=calculator.published')
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = String(csv.data).trim().split(/\r?\n/)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('Time (UTC),Workspace,Actor,Event')
    expect(lines[1]).toContain('ann@example.com,calculator.published')
    const json = JSON.parse(String((await exported('json')).data)) as {
      action: string
      hash: string
      workspaceId: string
    }[]
    expect(json[0]!.action).toBe('audit.exported')
    expect(json.every((entry) => /^[0-9a-f]{64}$/.test(entry.hash))).toBe(true)
    expect(json.every((entry) => entry.workspaceId === a.workspaceId)).toBe(true)
  })

  it('names the calculator of an entry written before names were kept by its name now, its hash untouched', async () => {
    // An entry as they were written before issue 48: the calculator's id in its data, no name.
    const before = { number: 1, before: null, calculatorId: b.calculatorId }
    await services.db.transaction((tx) =>
      appendAudit(tx, {
        workspaceId: b.workspaceId,
        actorId: null,
        actorEmail: 'bob@example.com',
        action: 'calculator.published',
        objectType: 'revision',
        objectId: b.calculatorId,
        data: before,
      }),
    )
    const own = (await readAudit(b.workspaceId, cookies.bob, '?what=calculator.published')).data as AuditPage
    expect(own.entries.map((entry) => entry.summary)).toEqual([
      'Approved and published Beta Credit loan (Revision 1)',
    ])
    const [stored] = await services.db
      .select({ data: auditEntries.data })
      .from(auditEntries)
      .where(and(eq(auditEntries.chainId, b.workspaceId), eq(auditEntries.action, 'calculator.published')))
    expect(stored!.data).toEqual(before)
    expect((await verifyAudit(services.db, b.workspaceId)).firstBreak).toBeNull()
    // The History page names the calculator in a column of its own: its line stays as it was.
    const history = await listEvents(services.db, a.workspaceId, a.calculatorId)
    expect(history.find((line) => line.action.startsWith('Approved'))).toMatchObject({
      action: 'Approved and published',
      detail: 'Revision 2',
      calculatorName: 'Our CD',
    })
  })

  it('lets an admin read every workspace’s log, and its check names a row changed by SQL', async () => {
    const all = (await load(services, adminAuditLoader, '/admin/audit', {}, cookies.boss)).data as AuditPage
    // Besides the platform's own entries (sign-ins, decision 0057), which belong to no workspace.
    expect(
      new Set(all.entries.map((entry) => entry.workspace).filter((name) => name !== 'Platform')),
    ).toEqual(new Set(['Alpha Bank', 'Beta Credit']))
    const check = () => act(services, adminAuditAction, '/admin/audit', {}, {}, cookies.boss)
    expect((await check()).data).toMatchObject({ firstBreak: null })
    const byOwner = await act(services, adminAuditAction, '/admin/audit', {}, {}, cookies.alice)
    expect([byOwner.status, byOwner.data]).toEqual([302, ''])

    await services.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_entries disable trigger audit_entries_append_only`)
      await tx.execute(sql`update audit_entries set actor_email = 'mallory@example.com'
        where chain_id = ${a.workspaceId} and action = 'calculator.published'`)
      await tx.execute(sql`alter table audit_entries enable trigger audit_entries_append_only`)
    })
    expect((await check()).data).toMatchObject({
      firstBreak: { chainId: a.workspaceId, reason: 'its content does not match its hash' },
    })
  })
})
