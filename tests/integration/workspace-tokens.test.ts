import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, reviewLinks, user, workspaceInvitations, workspaceMembers, workspaces } from '~/db/schema'
import { loader as reviewLoader } from '~/routes/review'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as createWorkspaceAction, loader as indexLoader } from '~/routes/workspace/index'
import { action as invitationAction, loader as invitationLoader } from '~/routes/workspace/invitation'
import { action as membersAction } from '~/routes/workspace/members'
import { action as saveAction } from '~/routes/workspace/save'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, load, signedIn, workspaceWithCalculator } from './workspace-support'

const DAY = 24 * 3600 * 1000
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')

describe.each(databaseKinds)('workspace tokens and unverified accounts on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}
  let a: { workspaceId: string; calculatorId: string }

  beforeAll(async () => {
    services = await createTestServices(kind)
    for (const name of ['alice', 'carol', 'dave'])
      cookies[name] = await signedIn(services, `${name}@example.com`)
    a = await workspaceWithCalculator(services, cookies.alice!, 'Alpha Bank', 'cd')
  })
  afterAll(async () => {
    await services?.close()
  })

  async function invite(email: string) {
    const invited = await act(
      services,
      membersAction,
      `/workspace/${a.workspaceId}/members`,
      { workspaceId: a.workspaceId },
      { intent: 'invite', email, role: 'editor' },
      cookies.alice,
    )
    expect(invited.status).toBe(200)
    const texts = (await services.db.select().from(outbox).where(eq(outbox.kind, 'workspace')))
      .map((row) => row.payload as { to: string; text: string })
      .filter((mail) => mail.to === email)
    return texts.at(-1)!.text.match(/\/workspace\/invitations\/(\S+)/)![1]!
  }
  async function reviewToken() {
    const created = await act(
      services,
      calculatorAction,
      `/workspace/${a.workspaceId}/calculators/${a.calculatorId}`,
      a,
      { intent: 'review-link' },
      cookies.alice,
    )
    return (created.data as { reviewUrl: string }).reviewUrl.split('/review/')[1]!
  }
  const accept = (token: string, who: string) =>
    act(services, invitationAction, `/workspace/invitations/${token}`, { token }, {}, cookies[who])

  it('makes invitation and review tokens of at least 128 random bits and stores only their SHA-256', async () => {
    const tokens = [await invite('carol@example.com'), await invite('x@example.com')]
    const reviews = [await reviewToken(), await reviewToken()]
    for (const token of [...tokens, ...reviews]) {
      expect(token).toMatch(/^[\w-]+$/)
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128)
    }
    expect(new Set([...tokens, ...reviews]).size).toBe(4)

    const invitationRows = await services.db.select().from(workspaceInvitations)
    const reviewRows = await services.db.select().from(reviewLinks)
    expect(invitationRows.map((row) => row.tokenHash).sort()).toEqual(tokens.map(sha256).sort())
    expect(reviewRows.map((row) => row.tokenHash).sort()).toEqual(reviews.map(sha256).sort())
    const stored = JSON.stringify([invitationRows, reviewRows])
    for (const token of [...tokens, ...reviews]) expect(stored).not.toContain(token)
  })

  it('lets an invitation expire after 7 days and a review link after 14', async () => {
    const invitation = await invite('carol@example.com')
    const review = await reviewToken()
    const [invited] = await services.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.tokenHash, sha256(invitation)))
    const [reviewRow] = await services.db
      .select()
      .from(reviewLinks)
      .where(eq(reviewLinks.tokenHash, sha256(review)))
    expect(Math.abs(invited!.expiresAt.getTime() - (Date.now() + 7 * DAY))).toBeLessThan(60_000)
    expect(Math.abs(reviewRow!.expiresAt.getTime() - (Date.now() + 14 * DAY))).toBeLessThan(60_000)
    expect((await load(services, reviewLoader, `/review/${review}`, { token: review })).status).toBe(200)

    const past = new Date(Date.now() - 1000)
    await services.db
      .update(workspaceInvitations)
      .set({ expiresAt: past })
      .where(eq(workspaceInvitations.id, invited!.id))
    await services.db.update(reviewLinks).set({ expiresAt: past }).where(eq(reviewLinks.id, reviewRow!.id))
    const shown = await load(
      services,
      invitationLoader,
      `/workspace/invitations/${invitation}`,
      { token: invitation },
      cookies.carol,
    )
    expect((shown.data as { invitation: unknown }).invitation).toBeNull()
    expect((await accept(invitation, 'carol')).status).toBe(409)
    expect((await load(services, reviewLoader, `/review/${review}`, { token: review })).status).toBe(404)
  })

  it('gives an account whose address is not verified no workspace: none created, joined or shown', async () => {
    const invitation = await invite('dave@example.com')
    await services.db.update(user).set({ emailVerified: false }).where(eq(user.email, 'dave@example.com'))
    const before = (await services.db.select().from(workspaces)).length

    expect((await load(services, indexLoader, '/workspace', {}, cookies.dave)).status).toBe(403)
    const created = await act(
      services,
      createWorkspaceAction,
      '/workspace',
      {},
      { name: 'Dave Co' },
      cookies.dave,
    )
    const saved = await act(
      services,
      saveAction,
      '/workspace/save?type=cd',
      {},
      { company: 'Dave Co', name: 'CD' },
      cookies.dave,
    )
    const joined = await accept(invitation, 'dave')
    expect([created.status, saved.status, joined.status]).toEqual([403, 403, 403])
    expect((await services.db.select().from(workspaces)).length).toBe(before)
    const [dave] = await services.db.select().from(user).where(eq(user.email, 'dave@example.com'))
    expect(
      await services.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, dave!.id)),
    ).toEqual([])
  })
})
