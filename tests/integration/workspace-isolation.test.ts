import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { calculators, user } from '~/db/schema'
import { getSessionView } from '~/lib/session-view.server'
import { memberGuard } from '~/lib/workspaces/access.server'
import { loader as rootLoader } from '~/root'
import { loader as clientsLoader } from '~/routes/_site/admin/clients'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/workspace/calculator'
import { loader as historyLoader } from '~/routes/workspace/history'
import { loader as indexLoader } from '~/routes/workspace/index'
import { loader as layoutLoader } from '~/routes/workspace/layout'
import { action as invitationAction } from '~/routes/workspace/invitation'
import { action as membersAction, loader as membersLoader } from '~/routes/workspace/members'
import { action as workspaceAction, loader as workspaceLoader } from '~/routes/workspace/workspace'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { routeContext } from '../support/services'
import { calcParams, calcPath, setUpTeams, validDraft, type Teams } from './teams-support'
import { act, approveFields, load, signedIn } from './workspace-support'

/* Another workspace's members get nothing, removed members lose access at once, admins see all (decision 0011). */
describe.each(databaseKinds)('workspace isolation on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let cookies: Teams['cookies']
  let a: Teams['a']
  let b: Teams['b']

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    ;({ services, cookies, a, b } = teams)
  })
  afterAll(() => teams?.close())

  it("answers 404 to every loader of another workspace, and to one's own workspace with another's calculator id", async () => {
    const bobReads = [
      await load(
        services,
        workspaceLoader,
        `/workspace/${a.workspaceId}`,
        { workspaceId: a.workspaceId },
        cookies.bob,
      ),
      await load(
        services,
        membersLoader,
        `/workspace/${a.workspaceId}/members`,
        { workspaceId: a.workspaceId },
        cookies.bob,
      ),
      await load(
        services,
        historyLoader,
        `/workspace/${a.workspaceId}/history`,
        { workspaceId: a.workspaceId },
        cookies.bob,
      ),
      await load(services, calculatorLoader, calcPath(a), calcParams(a), cookies.bob),
      await load(
        services,
        calculatorLoader,
        calcPath({ ...b, calculatorId: a.calculatorId }),
        calcParams({ ...b, calculatorId: a.calculatorId }),
        cookies.bob,
      ),
      await load(
        services,
        calculatorLoader,
        calcPath({ ...b, calculatorId: 'not-a-uuid' }),
        calcParams({ ...b, calculatorId: 'not-a-uuid' }),
        cookies.bob,
      ),
    ]
    expect(bobReads.map((read) => read.status)).toEqual([404, 404, 404, 404, 404, 404])
    expect(JSON.stringify(bobReads.map((read) => read.data))).not.toContain('Alpha')
    const own = await load(services, calculatorLoader, calcPath(b), calcParams(b), cookies.bob)
    expect(own.status).toBe(200)
  })

  it("lets the workspace layout's guard pass members only, before any loader or action runs", async () => {
    const through = async (cookie: string) => {
      let reached = false
      const request = new Request(`http://localhost:3000/workspace/${a.workspaceId}`, { headers: { cookie } })
      const args = { request, params: { workspaceId: a.workspaceId }, context: routeContext(services) }
      const outcome = await Promise.resolve(
        memberGuard(args as never, async () => {
          reached = true
          return new Response('ok')
        }),
      ).then(
        () => 200,
        (refusal: { init?: { status?: number }; status?: number }) => refusal.init?.status ?? refusal.status,
      )
      return { reached, outcome }
    }
    expect(await through(cookies.alice)).toEqual({ reached: true, outcome: 200 })
    expect(await through(cookies.bob)).toEqual({ reached: false, outcome: 404 })
    expect(await through('')).toEqual({ reached: false, outcome: 302 })
  })

  it("reads the session once for a workspace page's document (its guard, the root's and the page's loaders)", async () => {
    const getSession = vi.spyOn(services.auth.api, 'getSession')
    try {
      // React Router runs a document's middleware and then its loaders with the same Request and context.
      const request = new Request(`http://localhost:3000/workspace/${a.workspaceId}`, {
        headers: { cookie: cookies.alice },
      })
      const args = { request, params: { workspaceId: a.workspaceId }, context: routeContext(services) }
      const loaded = await memberGuard(args as never, async () => {
        const root = await rootLoader(args as never)
        await layoutLoader(args as never)
        await workspaceLoader(args as never)
        return new Response(root.accountEmail)
      })
      expect(await (loaded as Response).text()).toBe('alice@example.com')
      expect(getSession).toHaveBeenCalledTimes(1)
      // An action may change the session (a sign-out, a step-up): each read of its request is fresh.
      const post = new Request(request.url, { method: 'POST', headers: { cookie: cookies.alice } })
      await getSessionView(post, services)
      await getSessionView(post, services)
      expect(getSession).toHaveBeenCalledTimes(3)
    } finally {
      getSession.mockRestore()
    }
  })

  it('changes nothing of another workspace through any action', async () => {
    const before = await teams.revisionCount(a.calculatorId)
    for (const intent of ['save', 'request-approval', 'approve', 'review-link', 'archive', 'revert']) {
      const attempt = await act(
        services,
        calculatorAction,
        calcPath(a),
        calcParams(a),
        { ...validDraft, intent, number: '1' },
        cookies.bob,
      )
      expect([intent, attempt.status]).toEqual([intent, 404])
      const crossed = await act(
        services,
        calculatorAction,
        calcPath({ ...b, calculatorId: a.calculatorId }),
        calcParams({ ...b, calculatorId: a.calculatorId }),
        { ...validDraft, intent },
        cookies.bob,
      )
      expect([intent, crossed.status]).toEqual([intent, 404])
    }
    const invite = await act(
      services,
      membersAction,
      `/workspace/${a.workspaceId}/members`,
      { workspaceId: a.workspaceId },
      { intent: 'invite', email: 'mallory@example.com', role: 'approver' },
      cookies.bob,
    )
    expect(invite.status).toBe(404)
    const added = await act(
      services,
      workspaceAction,
      `/workspace/${a.workspaceId}`,
      { workspaceId: a.workspaceId },
      { type: 'loan', name: 'Planted' },
      cookies.bob,
    )
    expect(added.status).toBe(404)
    expect(await teams.revisionCount(a.calculatorId)).toBe(before)
    const [row] = await services.db.select().from(calculators).where(eq(calculators.id, a.calculatorId))
    expect([row!.archivedAt, row!.publishedRevisionId]).toEqual([null, null])
  })

  it('takes access away from a removed member at once, and gives an unverified account no workspace', async () => {
    const edId = (await services.db.select().from(user).where(eq(user.email, 'ed@example.com')))[0]!.id
    const removed = await act(
      services,
      membersAction,
      `/workspace/${a.workspaceId}/members`,
      { workspaceId: a.workspaceId },
      { intent: 'remove', userId: edId },
      cookies.alice,
    )
    expect(removed.status).toBe(200)
    expect((await load(services, calculatorLoader, calcPath(a), calcParams(a), cookies.ed)).status).toBe(404)
    expect(
      (await act(services, calculatorAction, calcPath(a), calcParams(a), validDraft, cookies.ed)).status,
    ).toBe(404)

    await services.db.update(user).set({ emailVerified: false }).where(eq(user.email, 'ann@example.com'))
    expect((await load(services, indexLoader, '/workspace', {}, cookies.ann)).status).toBe(403)
    expect((await load(services, calculatorLoader, calcPath(a), calcParams(a), cookies.ann)).status).toBe(403)
    await services.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'ann@example.com'))
  })

  it('lets an admin see every workspace and publish on a client’s behalf', async () => {
    const clients = await load(services, clientsLoader, '/admin/clients', {}, cookies.boss)
    expect((clients.data as { workspaces: { name: string }[] }).workspaces.map((w) => w.name).sort()).toEqual(
      ['Alpha Bank', 'Beta Credit'],
    )
    expect((await load(services, clientsLoader, '/admin/clients', {}, cookies.bob)).location).toBe('/')
    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(b),
          calcParams(b),
          await approveFields(services, b.calculatorId),
          cookies.boss,
        )
      ).status,
    ).toBe(200)
  })

  it('uses an invitation once, only for its address, and limits invitations per workspace', async () => {
    const invite = (email: string) =>
      act(
        services,
        membersAction,
        `/workspace/${b.workspaceId}/members`,
        { workspaceId: b.workspaceId },
        { intent: 'invite', email, role: 'editor' },
        cookies.bob,
      )
    expect((await invite('carol@example.com')).status).toBe(200)
    const token = await teams.invitationToken('carol@example.com')
    const wrong = await act(
      services,
      invitationAction,
      `/workspace/invitations/${token}`,
      { token },
      {},
      cookies.alice,
    )
    expect(wrong.status).toBe(409)
    const carol = await signedIn(services, 'carol@example.com')
    expect(
      (await act(services, invitationAction, `/workspace/invitations/${token}`, { token }, {}, carol))
        .location,
    ).toBe(`/workspace/${b.workspaceId}`)
    expect(
      (await act(services, invitationAction, `/workspace/invitations/${token}`, { token }, {}, carol)).status,
    ).toBe(409)
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await invite(`x${i}@example.com`)).status)
    expect(statuses).toContain(429)
  })
})
