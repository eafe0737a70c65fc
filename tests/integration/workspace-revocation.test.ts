import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user, workspaceInvitations } from '~/db/schema'
import { loader as reviewLoader } from '~/routes/review'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/workspace/calculator'
import { loader as indexLoader } from '~/routes/workspace/index'
import { action as invitationAction } from '~/routes/workspace/invitation'
import { action as membersAction, loader as membersLoader } from '~/routes/workspace/members'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { calcParams, calcPath, setUpTeams, type Teams, type Who } from './teams-support'
import { act, confirmControlChanges, approveFields, load } from './workspace-support'

/*
 * Removal and demotion take back what the person held in the workspace (decision 0048): invitations still
 * open to their address, the review links they made. Their account and its session stay: only this
 * workspace is closed to them.
 */
describe.each(databaseKinds)('what removal and demotion revoke on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let cookies: Teams['cookies']
  let a: Teams['a']
  const membersPath = () => `/workspace/${a.workspaceId}/members`

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '20' })
    ;({ services, cookies, a } = teams)
  })
  afterAll(() => teams?.close())

  const asOwner = (fields: Record<string, string>) =>
    act(services, membersAction, membersPath(), { workspaceId: a.workspaceId }, fields, cookies.alice)
  const userId = async (who: Who) =>
    (
      await services.db
        .select()
        .from(user)
        .where(eq(user.email, `${who}@example.com`))
    )[0]!.id
  /** A second invitation to `who`, still open; its token. */
  async function openInvitation(who: Who, role: 'editor' | 'approver') {
    teams.mail.received.length = 0
    expect((await asOwner({ intent: 'invite', email: `${who}@example.com`, role })).status).toBe(200)
    return teams.invitationToken(`${who}@example.com`)
  }
  const accept = (token: string, who: Who) =>
    act(services, invitationAction, `/workspace/invitations/${token}`, { token }, {}, cookies[who])
  async function reviewLinkBy(who: Who) {
    const made = await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      { intent: 'review-link' },
      cookies[who],
    )
    expect(made.status).toBe(200)
    return (made.data as { reviewUrl: string }).reviewUrl.split('/review/')[1]!
  }
  const reviewStatus = async (token: string) =>
    (await load(services, reviewLoader, `/review/${token}`, { token })).status
  const pendingEmails = async () =>
    (
      (await load(services, membersLoader, membersPath(), { workspaceId: a.workspaceId }, cookies.alice))
        .data as { invitations: { email: string }[] }
    ).invitations.map((invitation) => invitation.email)

  it('keeps a removed member out: their open invitation and their review links stop working', async () => {
    const token = await openInvitation('ed', 'approver')
    const link = await reviewLinkBy('ed')
    expect(await reviewStatus(link)).toBe(200)

    expect((await asOwner({ intent: 'remove', userId: await userId('ed') })).status).toBe(200)

    expect(await pendingEmails()).not.toContain('ed@example.com')
    const back = await accept(token, 'ed')
    expect(back.status).toBe(409)
    expect(back.data).toEqual({ error: 'This invitation link is invalid, used or expired.' })
    expect((await load(services, calculatorLoader, calcPath(a), calcParams(a), cookies.ed)).status).toBe(404)
    expect(await reviewStatus(link)).toBe(404)
    // Their account and session stay: they still reach their own list of workspaces.
    expect((await load(services, indexLoader, '/workspace', {}, cookies.ed)).status).toBe(200)
  })

  it('lets the owner invite a removed member again on purpose', async () => {
    const token = await openInvitation('ed', 'editor')
    expect((await accept(token, 'ed')).location).toBe(`/workspace/${a.workspaceId}`)
    expect((await load(services, calculatorLoader, calcPath(a), calcParams(a), cookies.ed)).status).toBe(200)
  })

  it('keeps a demoted approver an editor: an open invitation cannot give approval back, their links end', async () => {
    const token = await openInvitation('ann', 'approver')
    const link = await reviewLinkBy('ann')

    expect(
      (await asOwner({ intent: 'change-role', userId: await userId('ann'), role: 'editor' })).status,
    ).toBe(200)
    // Ann is the last other approver: her demotion waits for a confirmation, hers here (decision 0070).
    await confirmControlChanges(services, a.workspaceId, cookies.ann)

    expect(await pendingEmails()).not.toContain('ann@example.com')
    expect((await accept(token, 'ann')).status).toBe(409)
    const approve = await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      await approveFields(services, a.calculatorId),
      cookies.ann,
    )
    expect(approve.status).toBe(403)
    expect(await reviewStatus(link)).toBe(404)
  })

  it('answers 409 with a clear message to revoking an invitation that was already accepted', async () => {
    const [accepted] = await services.db
      .select({ id: workspaceInvitations.id })
      .from(workspaceInvitations)
      .where(
        and(
          eq(workspaceInvitations.workspaceId, a.workspaceId),
          eq(workspaceInvitations.email, 'ann@example.com'),
          isNotNull(workspaceInvitations.acceptedAt),
        ),
      )
    const revoked = await asOwner({ intent: 'revoke-invitation', invitationId: accepted!.id })
    expect(revoked.status).toBe(409)
    expect((revoked.data as { notice: string }).notice).toBe(
      'This invitation was already accepted. To take access away, change the member’s role or remove them.',
    )
    const [row] = await services.db
      .select({ revokedAt: workspaceInvitations.revokedAt })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.id, accepted!.id))
    expect(row!.revokedAt).toBeNull()
    expect((await asOwner({ intent: 'revoke-invitation', invitationId: crypto.randomUUID() })).status).toBe(
      404,
    )
  })
})
