import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculatorRevisions, calculators, user } from '~/db/schema'
import { memberGuard } from '~/lib/workspaces/access.server'
import { loader as clientsLoader } from '~/routes/_site/admin/clients'
import { loader as embedLoader } from '~/routes/embed/published-calculator'
import { loader as reviewLoader } from '~/routes/review'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/workspace/calculator'
import { loader as historyLoader } from '~/routes/workspace/history'
import { loader as indexLoader } from '~/routes/workspace/index'
import { action as invitationAction } from '~/routes/workspace/invitation'
import { action as membersAction, loader as membersLoader } from '~/routes/workspace/members'
import { action as workspaceAction, loader as workspaceLoader } from '~/routes/workspace/workspace'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { startMailCatcher } from './auth-support'
import { act, approveFields, load, signedIn, workspaceWithCalculator } from './workspace-support'

const validDraft = {
  intent: 'save',
  name: 'Our CD',
  color: '#0f766e',
  accent: '#fbbf24',
  font: 'serif',
  lang: 'es',
  'default.deposit': '5000',
  'default.rate': '4.1',
  'min.rate': '3',
  'max.rate': '5',
  disclosure: 'Rates from <b>First Bank</b>.',
  allowedOrigins: 'https://bank.example',
}

describe.each(databaseKinds)('workspace isolation on %s', (kind) => {
  let services: RunningServices
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  const cookies: Record<string, string> = {}
  let a: { workspaceId: string; calculatorId: string; publicId: string }
  let b: { workspaceId: string; calculatorId: string }

  const calcPath = (w: { workspaceId: string; calculatorId: string }) =>
    `/workspace/${w.workspaceId}/calculators/${w.calculatorId}`
  const calcParams = (w: { workspaceId: string; calculatorId: string }) => ({
    workspaceId: w.workspaceId,
    calculatorId: w.calculatorId,
  })
  const revisionCount = async (calculatorId: string) =>
    (
      await services.db
        .select()
        .from(calculatorRevisions)
        .where(eq(calculatorRevisions.calculatorId, calculatorId))
    ).length

  async function mailWith(to: string, subject: RegExp) {
    for (let waited = 0; waited < 50; waited++) {
      const found = mail.received.find(
        (m) => m.to && !Array.isArray(m.to) && m.to.text === to && subject.test(m.subject ?? ''),
      )
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`no mail to ${to} matching ${subject}`)
  }
  const invitationToken = async (to: string) =>
    (await mailWith(to, /invited/)).text!.match(/\/workspace\/invitations\/(\S+)/)![1]!

  beforeAll(async () => {
    mail = await startMailCatcher()
    services = await createTestServices(kind, {
      SMTP_URL: mail.url,
      ADMIN_EMAILS: 'boss@brightline.example',
      RATE_LIMIT_AUTH: '3',
    })
    for (const name of ['alice', 'bob', 'ed', 'ann', 'boss']) {
      cookies[name] = await signedIn(
        services,
        name === 'boss' ? 'boss@brightline.example' : `${name}@example.com`,
      )
    }
    const createdA = await workspaceWithCalculator(services, cookies.alice!, 'Alpha Bank', 'cd')
    b = await workspaceWithCalculator(services, cookies.bob!, 'Beta Credit', 'loan')
    const [row] = await services.db
      .select()
      .from(calculators)
      .where(eq(calculators.id, createdA.calculatorId))
    a = { ...createdA, publicId: row!.publicId }
    for (const [who, role] of [
      ['ed', 'editor'],
      ['ann', 'approver'],
    ] as const) {
      const invited = await act(
        services,
        membersAction,
        `/workspace/${a.workspaceId}/members`,
        { workspaceId: a.workspaceId },
        { intent: 'invite', email: `${who}@example.com`, role },
        cookies.alice,
      )
      expect(invited.status).toBe(200)
      const link = await invitationToken(`${who}@example.com`)
      const accepted = await act(
        services,
        invitationAction,
        `/workspace/invitations/${link}`,
        { token: link },
        {},
        cookies[who],
      )
      expect(accepted.location).toBe(`/workspace/${a.workspaceId}`)
    }
  })
  afterAll(async () => {
    await services?.close()
    await mail?.close()
  })

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
    expect(await through(cookies.alice!)).toEqual({ reached: true, outcome: 200 })
    expect(await through(cookies.bob!)).toEqual({ reached: false, outcome: 404 })
    expect(await through('')).toEqual({ reached: false, outcome: 302 })
  })

  it('changes nothing of another workspace through any action', async () => {
    const before = await revisionCount(a.calculatorId)
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
    expect(await revisionCount(a.calculatorId)).toBe(before)
    const [row] = await services.db.select().from(calculators).where(eq(calculators.id, a.calculatorId))
    expect([row!.archivedAt, row!.publishedRevisionId]).toEqual([null, null])
  })

  it('refuses an invalid default with the field named and returns what was typed', async () => {
    const refused = await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      { ...validDraft, 'default.rate': '400', 'max.rate': '' },
      cookies.ed,
    )
    expect(refused.status).toBe(400)
    const body = refused.data as { errors: Record<string, string>; fields: Record<string, string> }
    expect(body.errors.defaults).toMatch(/interest rate/i)
    expect(body.fields['default.rate']).toBe('400')
    expect(body.fields.disclosure).toBe(validDraft.disclosure)
    const tooLong = await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      { ...validDraft, disclosure: 'x'.repeat(1001) },
      cookies.ed,
    )
    expect((tooLong.data as { errors: Record<string, string> }).errors.disclosure).toMatch(/1,000 characters/)
  })

  it('lets an editor save and ask, an approver publish, and serves only the published revision', async () => {
    expect(
      (await load(services, embedLoader, `/embed/c/${a.publicId}`, { publicId: a.publicId })).status,
    ).toBe(404)
    expect(
      (await act(services, calculatorAction, calcPath(a), calcParams(a), validDraft, cookies.ed)).status,
    ).toBe(200)
    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          { intent: 'request-approval' },
          cookies.ed,
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          await approveFields(services, a.calculatorId),
          cookies.ed,
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          await approveFields(services, a.calculatorId),
          cookies.ann,
        )
      ).status,
    ).toBe(200)
    await mailWith('ed@example.com', /^Published:/)

    const embed = await load(
      services,
      embedLoader,
      `/embed/c/${a.publicId}?rate=4.5&deposit=1&color=%23ff0000`,
      { publicId: a.publicId },
    )
    const shown = embed.data as { brand: { color: string; lang: string }; disclosure: string; search: string }
    expect(shown.brand).toMatchObject({ color: '#0f766e', lang: 'es' })
    expect(shown.disclosure).toBe(validDraft.disclosure)
    expect(new URLSearchParams(shown.search).get('rate')).toBe('4.5')
    const outOfRange = await load(services, embedLoader, `/embed/c/${a.publicId}?rate=9`, {
      publicId: a.publicId,
    })
    expect(new URLSearchParams((outOfRange.data as { search: string }).search).get('rate')).toBe('4.1')
    expect(embed.headers.get('Content-Security-Policy')).toBe('frame-ancestors https://bank.example')

    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          { ...validDraft, 'default.rate': '3.5' },
          cookies.ed,
        )
      ).status,
    ).toBe(200)
    const stillPublished = await load(services, embedLoader, `/embed/c/${a.publicId}`, {
      publicId: a.publicId,
    })
    expect(new URLSearchParams((stillPublished.data as { search: string }).search).get('rate')).toBe('4.1')
  })

  it('shows the current draft on a review link to anyone, until it is revoked; other tokens get 404', async () => {
    const created = await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      { intent: 'review-link' },
      cookies.ed,
    )
    const token = (created.data as { reviewUrl: string }).reviewUrl.split('/review/')[1]!
    expect(token.length).toBeGreaterThanOrEqual(43)
    const review = await load(services, reviewLoader, `/review/${token}`, { token })
    expect(review.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(new URLSearchParams((review.data as { search: string }).search).get('rate')).toBe('3.5')
    const calculator = await load(services, calculatorLoader, calcPath(a), calcParams(a), cookies.alice)
    const linkId = (calculator.data as { reviewLinks: { id: string }[] }).reviewLinks[0]!.id
    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(b),
          calcParams(b),
          { intent: 'revoke-review-link', linkId },
          cookies.bob,
        )
      ).data,
    ).toMatchObject({ ok: false })
    expect((await load(services, reviewLoader, `/review/${token}`, { token })).status).toBe(200)
    await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      { intent: 'revoke-review-link', linkId },
      cookies.ed,
    )
    expect((await load(services, reviewLoader, `/review/${token}`, { token })).status).toBe(404)
    const guessed = 'A'.repeat(43)
    expect((await load(services, reviewLoader, `/review/${guessed}`, { token: guessed })).status).toBe(404)
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

  it('archives: the embed answers 410', async () => {
    expect(
      (
        await act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          { intent: 'archive' },
          cookies.alice,
        )
      ).status,
    ).toBe(200)
    expect(
      (await load(services, embedLoader, `/embed/c/${a.publicId}`, { publicId: a.publicId })).status,
    ).toBe(410)
    expect(
      (await load(services, embedLoader, '/embed/c/0000000000000000', { publicId: '0000000000000000' }))
        .status,
    ).toBe(404)
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
    const token = await invitationToken('carol@example.com')
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
