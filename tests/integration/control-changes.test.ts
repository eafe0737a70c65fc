import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, user, workspaceMembers, workspaces } from '~/db/schema'
import { NOT_YOURS_TO_CONFIRM, ALREADY_PENDING } from '~/lib/controls/pending.server'
import type { PendingControlChange } from '~/lib/controls/describe'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as membersAction, loader as membersLoader } from '~/routes/workspace/members'
import { action as privacyAction, loader as privacyLoader } from '~/routes/workspace/privacy'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { calcParams, calcPath, setUpTeams, validDraft, type Teams, type Who } from './teams-support'
import { act, approveFields, load, signedIn, signedInAgo } from './workspace-support'

/*
 * A control guards itself (issue 43 §4, decision 0070). Each test plays the person the control checks: the
 * owner who would turn off "Require a second person to approve", approve her own work and turn it on again.
 */
describe.each(databaseKinds)('control changes on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let a: Teams['a']
  let b: Teams['b']
  const members = (w: { workspaceId: string }) => `/workspace/${w.workspaceId}/members`

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '20' })
    ;({ services, a, b } = teams)
  })
  afterAll(() => teams?.close())

  const post = (w: { workspaceId: string }, fields: Record<string, string>, cookie?: string) =>
    act(services, membersAction, members(w), { workspaceId: w.workspaceId }, fields, cookie)
  const asWho = (w: { workspaceId: string }, fields: Record<string, string>, who: Who) =>
    post(w, fields, teams.cookies[who])
  const page = async (w: { workspaceId: string }, who: Who) =>
    (await load(services, membersLoader, members(w), { workspaceId: w.workspaceId }, teams.cookies[who]))
      .data as { settings: { secondApprover: boolean }; controlChanges: PendingControlChange[] }
  const notice = (result: { data: unknown }) => (result.data as { notice: string }).notice
  const calc = (fields: Record<string, string>, who: Who) =>
    act(services, calculatorAction, calcPath(a), calcParams(a), fields, teams.cookies[who])
  const roleOf = async (userId: string) =>
    (
      await services.db
        .select({ role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, a.workspaceId), eq(workspaceMembers.userId, userId)))
    )[0]?.role
  const audited = async (action: string) =>
    (
      await services.db
        .select({ data: auditEntries.data, actor: auditEntries.actorEmail })
        .from(auditEntries)
        .where(and(eq(auditEntries.workspaceId, a.workspaceId), eq(auditEntries.action, action)))
    ).map((row) => ({ actor: row.actor, change: row.data.change }))

  it('keeps the owner alone from turning off the second approver, approving her own work, and turning it on', async () => {
    expect((await asWho(a, { intent: 'second-approver', on: 'on' }, 'alice')).status).toBe(200)
    expect((await calc({ ...validDraft, name: 'Her own' }, 'alice')).status).toBe(200)

    const off = await asWho(a, { intent: 'second-approver' }, 'alice')
    expect([off.status, notice(off)]).toEqual([
      200,
      'Proposed. It takes effect when another approver or owner confirms it; they have been e-mailed.',
    ])
    // The stored value stays on: the checkbox shows it, and her own revision is still hers to not approve.
    const hers = await page(a, 'alice')
    expect(hers.settings.secondApprover).toBe(true)
    expect((await calc(await approveFields(services, a.calculatorId), 'alice')).status).toBe(403)
    const [pending] = hers.controlChanges
    expect(pending).toMatchObject({
      change: 'Turn off “Require a second person to approve”',
      proposedBy: 'alice@example.com',
      mayConfirm: false,
      mayCancel: true,
      confirmable: true,
    })

    // Nobody but another approver or owner confirms: not she, not the editor, not another workspace's owner.
    const confirm = { intent: 'confirm-control', changeId: pending!.id }
    const own = await asWho(a, confirm, 'alice')
    expect([own.status, notice(own)]).toEqual([403, NOT_YOURS_TO_CONFIRM])
    expect((await asWho(a, confirm, 'ed')).status).toBe(403)
    expect((await asWho(a, { ...confirm, intent: 'cancel-control' }, 'ed')).status).toBe(403)
    expect((await asWho(a, confirm, 'bob')).status).toBe(404)
    expect((await asWho(b, confirm, 'bob')).status).toBe(404)
    expect((await post(a, confirm)).status).toBeGreaterThanOrEqual(300)
    expect((await page(a, 'alice')).settings.secondApprover).toBe(true)
    expect(await page(a, 'ann')).toMatchObject({ controlChanges: [{ mayConfirm: true, mayCancel: true }] })

    // Every member who may confirm is told, the proposer too; the subject carries no member's text.
    for (const to of ['alice@example.com', 'ann@example.com']) {
      const mail = await teams.mailWith(to, /^A control change waits for confirmation$/)
      expect(mail.text).toContain('alice@example.com proposed a change')
    }
    expect(await audited('control.proposed')).toEqual([
      { actor: 'alice@example.com', change: 'Turn off “Require a second person to approve”' },
    ])

    const confirmed = await asWho(a, confirm, 'ann')
    expect([confirmed.status, notice(confirmed)]).toEqual([
      200,
      'Confirmed: Turn off “Require a second person to approve”.',
    ])
    expect((await page(a, 'alice')).settings.secondApprover).toBe(false)
    expect(await audited('control.confirmed')).toEqual([
      { actor: 'ann@example.com', change: 'Turn off “Require a second person to approve”' },
    ])
    await teams.mailWith('alice@example.com', /^A control change was confirmed$/)
    // Once decided it is gone: confirming again changes nothing.
    expect((await asWho(a, confirm, 'ann')).status).toBe(404)
  })

  it('turns a control on at once, and asks for a recent sign-in to propose turning it off', async () => {
    expect((await asWho(a, { intent: 'second-approver', on: 'on' }, 'alice')).status).toBe(200)
    expect((await page(a, 'ann')).settings.secondApprover).toBe(true)

    await signedInAgo(services, teams.cookies.alice, 30)
    const stale = await asWho(a, { intent: 'second-approver' }, 'alice')
    expect(stale.location).toMatch(/^\/auth\/confirm\?next=/)
    expect((await page(a, 'alice')).controlChanges).toEqual([])
    teams.cookies.alice = await signedIn(services, 'alice@example.com')
    expect((await asWho(a, { intent: 'second-approver' }, 'alice')).status).toBe(200)
    const again = await asWho(a, { intent: 'second-approver' }, 'alice')
    expect([again.status, notice(again)]).toEqual([409, ALREADY_PENDING])
  })

  it('asks for a recent sign-in to confirm, not to cancel', async () => {
    const [pending] = (await page(a, 'ann')).controlChanges
    await signedInAgo(services, teams.cookies.ann, 30)
    const staleConfirm = await asWho(a, { intent: 'confirm-control', changeId: pending!.id }, 'ann')
    expect(staleConfirm.location).toMatch(/^\/auth\/confirm\?next=/)
    expect((await page(a, 'ann')).settings.secondApprover).toBe(true)
    // Cancelling strengthens nothing and weakens nothing: no confirmation asked.
    const cancelled = await asWho(a, { intent: 'cancel-control', changeId: pending!.id }, 'ann')
    expect([cancelled.status, notice(cancelled)]).toEqual([200, 'The proposed change was cancelled.'])
    teams.cookies.ann = await signedIn(services, 'ann@example.com')
    expect(await page(a, 'alice')).toMatchObject({ settings: { secondApprover: true }, controlChanges: [] })
    expect(await audited('control.cancelled')).toEqual([
      { actor: 'ann@example.com', change: 'Turn off “Require a second person to approve”' },
    ])
  })

  it('waits for confirmation before the last other approver is demoted or removed', async () => {
    const [annRow] = await services.db.select().from(user).where(eq(user.email, 'ann@example.com'))
    const demote = await asWho(a, { intent: 'change-role', userId: annRow!.id, role: 'editor' }, 'alice')
    expect([demote.status, notice(demote)]).toEqual([
      200,
      'Proposed. It takes effect when another approver or owner confirms it; they have been e-mailed.',
    ])
    const remove = await asWho(a, { intent: 'remove', userId: annRow!.id }, 'alice')
    expect(remove.status).toBe(200)
    const changes = (await page(a, 'ann')).controlChanges.map((change) => change.change)
    expect(changes).toEqual(['Make ann@example.com an editor', 'Remove ann@example.com from the workspace'])
    // Until confirmed she stays an approver and a member.
    expect((await page(a, 'ann')).controlChanges).toHaveLength(2)
    expect(await roleOf(annRow!.id)).toBe('approver')
    // An editor is not the last other approver: her role changes at once.
    const [edRow] = await services.db.select().from(user).where(eq(user.email, 'ed@example.com'))
    const edChange = await asWho(a, { intent: 'change-role', userId: edRow!.id, role: 'approver' }, 'alice')
    expect([edChange.status, notice(edChange)]).toEqual([200, 'Role changed.'])
    // With ed now an approver, ann is no longer the last other one: her demotion is immediate.
    for (const change of (await page(a, 'alice')).controlChanges)
      await asWho(a, { intent: 'cancel-control', changeId: change.id }, 'alice')
    expect(
      notice(await asWho(a, { intent: 'change-role', userId: annRow!.id, role: 'editor' }, 'alice')),
    ).toBe('Role changed.')
  })

  it('waits for confirmation before leads are deleted sooner; an owner alone is told nobody can confirm', async () => {
    const privacy = (w: { workspaceId: string }, fields: Record<string, string>, who: Who) =>
      act(services, privacyAction, `/workspace/${w.workspaceId}/privacy`, w, fields, teams.cookies[who])
    const days = async (w: { workspaceId: string }) =>
      (
        await services.db
          .select({ days: workspaces.leadRetentionDays })
          .from(workspaces)
          .where(eq(workspaces.id, w.workspaceId))
      )[0]!.days
    expect((await privacy(b, { intent: 'retention', days: '30' }, 'bob')).status).toBe(200)
    expect(await days(b)).toBeNull()
    const bobs = (
      await load(services, privacyLoader, `/workspace/${b.workspaceId}/privacy`, b, teams.cookies.bob)
    ).data as { controlChanges: PendingControlChange[] }
    expect(bobs.controlChanges).toMatchObject([
      { change: 'Delete leads 30 days after they arrive (shorter than today)', confirmable: false },
    ])
    const own = await post(
      b,
      { intent: 'confirm-control', changeId: bobs.controlChanges[0]!.id },
      teams.cookies.bob,
    )
    expect(own.status).toBe(403)
    expect(await days(b)).toBeNull()

    // Keeping leads longer than today is immediate.
    expect((await privacy(a, { intent: 'retention', days: '400' }, 'alice')).status).toBe(200)
    // Ed, an approver since the test above, confirms it.
    const [pending] = (await page(a, 'ed')).controlChanges
    expect((await asWho(a, { intent: 'confirm-control', changeId: pending!.id }, 'ed')).status).toBe(200)
    expect(await days(a)).toBe(400)
    expect(notice(await privacy(a, { intent: 'retention', days: '800' }, 'alice'))).toMatch(/800 days/)
    expect(await days(a)).toBe(800)

    // A removed member neither sees nor decides a pending change.
    expect((await privacy(a, { intent: 'retention', days: '100' }, 'alice')).status).toBe(200)
    const [shorter] = (await page(a, 'ed')).controlChanges
    const [annRow] = await services.db.select().from(user).where(eq(user.email, 'ann@example.com'))
    expect(notice(await asWho(a, { intent: 'remove', userId: annRow!.id }, 'alice'))).toBe('Member removed.')
    for (const intent of ['confirm-control', 'cancel-control'])
      expect((await asWho(a, { intent, changeId: shorter!.id }, 'ann')).status).toBe(404)
    expect(
      (await load(services, membersLoader, members(a), { workspaceId: a.workspaceId }, teams.cookies.ann))
        .status,
    ).toBe(404)
    expect(await days(a)).toBe(800)
  })
})
