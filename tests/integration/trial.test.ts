import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, calculatorRevisions, calculators, user, workspaces } from '~/db/schema'
import { safeReturnPath } from '~/lib/account/return-to.server'
import type { BillingOverview } from '~/lib/billing/overview.server'
import { action as trialAction } from '~/routes/_site/trial'
import { action as invitationAction } from '~/routes/workspace/invitation'
import { action as membersAction } from '~/routes/workspace/members'
import { action as workspaceAction, loader as workspaceLoader } from '~/routes/workspace/workspace'
import { databaseKinds } from '../support/database'
import { setUpTeams, type Teams } from './teams-support'
import { act, confirmControlChanges, load, signedIn } from './workspace-support'

const DAY = 86_400_000
const prairie = { institution: 'Prairie Credit Union', color: '#0f766e' }

/* Issue 44 §2: "Start a free 30-day trial" → a branded workspace with a checklist, the end date for owners. */
describe.each(databaseKinds)('the 30-day trial on %s', (kind) => {
  let teams: Teams
  let carol: string
  let workspaceId: string
  const page = async (cookie?: string) =>
    load(teams.services, workspaceLoader, `/workspace/${workspaceId}`, { workspaceId }, cookie)
  const billingOf = async (cookie: string) =>
    ((await page(cookie)).data as { billing: BillingOverview | null }).billing

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    carol = await signedIn(teams.services, 'carol@example.com')
  })
  afterAll(() => teams?.close())

  it('signed out: the choices go to the sign-up in the return-to cookie, which the verification link brings back', async () => {
    const started = await act(teams.services, trialAction, '/trial', {}, prairie)
    expect(started.status).toBe(302)
    expect(started.location).toBe('/auth?tab=sign-up')
    const cookie = started.headers.get('set-cookie')!
    const back = decodeURIComponent(cookie.match(/return-to=([^;]*)/)![1]!)
    expect(safeReturnPath(back)).toBe(back)
    expect(Object.fromEntries(new URL(back, 'http://x').searchParams)).toEqual(prairie)
  })

  it('refuses a missing name and a colour white text cannot be read on, with the reasons', async () => {
    const refused = await act(
      teams.services,
      trialAction,
      '/trial',
      {},
      { institution: ' ', color: '#fde68a' },
      carol,
    )
    expect(refused.status).toBe(400)
    expect(refused.data).toEqual({
      errors: {
        institution: 'Institution name is required.',
        color: 'White text on this colour would be hard to read: choose a darker shade.',
      },
    })
    expect(await teams.services.db.select().from(workspaces).where(eq(workspaces.name, ' '))).toEqual([])
  })

  it('starts a workspace named after the institution, on the trial plan, with three calculators in its colour', async () => {
    const before = Date.now()
    const started = await act(teams.services, trialAction, '/trial', {}, prairie, carol)
    expect(started.status).toBe(302)
    workspaceId = started.location!.split('/').pop()!
    const [row] = await teams.services.db.select().from(workspaces).where(eq(workspaces.id, workspaceId))
    expect(row!.name).toBe('Prairie Credit Union')
    expect(row!.plan).toBe('institution')
    expect(+row!.trialEndsAt! - before).toBeGreaterThanOrEqual(30 * DAY)
    expect(+row!.trialEndsAt! - Date.now()).toBeLessThanOrEqual(30 * DAY)
    const saved = await teams.services.db
      .select({
        type: calculators.type,
        name: calculators.name,
        brand: calculatorRevisions.brand,
        titles: calculatorRevisions.titles,
      })
      .from(calculators)
      .innerJoin(calculatorRevisions, eq(calculatorRevisions.calculatorId, calculators.id))
      .where(eq(calculators.workspaceId, workspaceId))
      .orderBy(asc(calculators.name))
    expect(saved.map(({ type, name }) => [type, name])).toEqual([
      ['auto-loan', 'Auto loan calculator'],
      ['mortgage', 'Mortgage calculator'],
      ['cd', 'Share certificate'],
    ])
    for (const each of saved) expect(each.brand.color).toBe('#0f766e')
    expect(saved[2]!.titles.en).toBe('Share certificate')
    const audited = await teams.services.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(
        and(eq(auditEntries.workspaceId, workspaceId), eq(auditEntries.action, 'workspace.trial_started')),
      )
    expect(audited).toHaveLength(1)
  })

  it('shows the owner the end date and a checklist read from the workspace, ticking as things are done', async () => {
    const billing = (await billingOf(carol))!
    expect(billing.phase.phase).toBe('trial')
    expect(billing.phase.phase === 'trial' && billing.phase.daysLeft).toBe(30)
    expect(billing.checklist.map((item) => [item.id, item.done])).toEqual([
      ['brand', false],
      ['logo', false],
      ['lead-fields', false],
      ['publish', false],
      ['embed', false],
      ['approver', false],
      ['two-factor', false],
    ])
    const invited = await act(
      teams.services,
      membersAction,
      `/workspace/${workspaceId}/members`,
      { workspaceId },
      { intent: 'invite', email: 'gus@example.com', role: 'approver' },
      carol,
    )
    expect(invited.status).toBe(200)
    await teams.services.db
      .update(user)
      .set({ twoFactorEnabled: true })
      .where(eq(user.email, 'carol@example.com'))
    const ticked = (await billingOf(carol))!.checklist.filter((item) => item.done).map((item) => item.id)
    expect(ticked).toEqual(['approver', 'two-factor'])
  })

  it("another workspace's member, a member who is not an owner, a removed member and a signed-out visitor see nothing of it", async () => {
    const { services, cookies } = teams
    expect((await page(cookies.bob)).status).toBe(404)
    expect((await page(cookies.alice)).status).toBe(404)
    const anonymous = await page(undefined)
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toBe('/auth')
    const gus = await signedIn(services, 'gus@example.com')
    const token = await teams.invitationToken('gus@example.com')
    const joined = await act(
      services,
      invitationAction,
      `/workspace/invitations/${token}`,
      { token },
      {},
      gus,
    )
    expect(joined.location).toBe(`/workspace/${workspaceId}`)
    expect((await page(gus)).status).toBe(200)
    expect(await billingOf(gus)).toBeNull()
    const [member] = await services.db.select().from(user).where(eq(user.email, 'gus@example.com'))
    const removed = await act(
      services,
      membersAction,
      `/workspace/${workspaceId}/members`,
      { workspaceId },
      { intent: 'remove', userId: member!.id },
      carol,
    )
    expect(removed.status).toBe(200)
    // Gus is the last other approver: his removal waits for a confirmation, his own here (decision 0070).
    await confirmControlChanges(services, workspaceId, gus)
    expect((await page(gus)).status).toBe(404)
  })

  it('refuses a calculator or a seat over the plan with a link to the plans; what is there keeps working', async () => {
    const { services } = teams
    await services.db
      .update(workspaces)
      .set({ plan: 'starter', trialEndsAt: null })
      .where(eq(workspaces.id, workspaceId))
    const added = await act(
      services,
      workspaceAction,
      `/workspace/${workspaceId}`,
      { workspaceId },
      { type: 'loan', name: 'A fourth' },
      carol,
    )
    expect(added.status).toBe(403)
    expect(added.data).toMatchObject({
      overPlan: {
        message:
          'Your Starter plan includes 3 calculators, and this workspace uses 3. Archive one you no longer use, or move to a larger plan.',
        href: '/pricing-breakdown',
      },
    })
    expect(
      await services.db.select().from(calculators).where(eq(calculators.workspaceId, workspaceId)),
    ).toHaveLength(3)
    const invite = (email: string) =>
      act(
        services,
        membersAction,
        `/workspace/${workspaceId}/members`,
        { workspaceId },
        { intent: 'invite', email, role: 'editor' },
        carol,
      )
    // Carol and the open invitations: three seats on Starter.
    expect((await invite('dan@example.com')).status).toBe(200)
    expect((await invite('eve@example.com')).status).toBe(200)
    const refused = await invite('fay@example.com')
    expect(refused.status).toBe(403)
    expect(refused.data).toMatchObject({
      notice:
        'Your Starter plan includes 3 seats, and this workspace uses 3. Remove a member or revoke an invitation, or move to a larger plan.',
    })
    expect((await page(carol)).status).toBe(200)
  })
})
