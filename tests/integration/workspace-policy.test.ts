import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/workspace/calculator'
import { loader as conformanceLoader } from '~/routes/workspace/conformance'
import { loader as integrationsLoader } from '~/routes/workspace/integrations'
import { loader as layoutLoader } from '~/routes/workspace/layout'
import { loader as leadsLoader } from '~/routes/workspace/leads'
import { action as membersAction, loader as membersLoader } from '~/routes/workspace/members'
import { action as ratesAction, loader as ratesLoader } from '~/routes/workspace/rates'
import { loader as conformancePdf } from '~/routes/resources/workspace-conformance-pdf'
import { loader as leadsCsv } from '~/routes/resources/workspace-leads-csv'
import { user } from '~/db/schema'
import { eq } from 'drizzle-orm'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { calcParams, calcPath, setUpTeams, type Teams } from './teams-support'
import { act, approveFields, load, signedIn } from './workspace-support'

/*
 * The page and the server ask the same policy (~/lib/access/policy): what a member's page hides, the server
 * refuses to that member (403); a member of another workspace, a removed member and a signed-out visitor get
 * nothing at all (404, or the way to /auth).
 */
describe.each(databaseKinds)('one permission policy for page and server on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let a: Teams['a']
  const cookies: Record<string, string | undefined> = {}

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '20' })
    ;({ services, a } = teams)
    Object.assign(cookies, teams.cookies)
    // rex was an editor of Alpha Bank; the owner removed him.
    cookies.rex = await signedIn(services, 'rex@example.com')
    const [rex] = await services.db.select().from(user).where(eq(user.email, 'rex@example.com'))
    const members = `/workspace/${a.workspaceId}/members`
    const params = { workspaceId: a.workspaceId }
    expect(
      (
        await act(
          services,
          membersAction,
          members,
          params,
          { intent: 'invite', email: 'rex@example.com', role: 'editor' },
          cookies.alice,
        )
      ).status,
    ).toBe(200)
    const token = await teams.invitationToken('rex@example.com')
    const { action: accept } = await import('~/routes/workspace/invitation')
    await act(services, accept, `/workspace/invitations/${token}`, { token }, {}, cookies.rex)
    expect(
      (
        await act(
          services,
          membersAction,
          members,
          params,
          { intent: 'remove', userId: rex!.id },
          cookies.alice,
        )
      ).status,
    ).toBe(200)
  })
  afterAll(() => teams?.close())

  const ws = () => ({ workspaceId: a.workspaceId })
  const pageOf = async (who: string) => {
    const calculator = (await load(services, calculatorLoader, calcPath(a), calcParams(a), cookies[who]))
      .data as { can: Record<string, boolean> }
    const rates = (await load(services, ratesLoader, `/workspace/${a.workspaceId}/rates`, ws(), cookies[who]))
      .data as { can: Record<string, boolean> }
    const members = (
      await load(services, membersLoader, `/workspace/${a.workspaceId}/members`, ws(), cookies[who])
    ).data as { manage: boolean }
    const layout = (await load(services, layoutLoader, `/workspace/${a.workspaceId}`, ws(), cookies[who]))
      .data as { integrations: boolean }
    const leads = (await load(services, leadsLoader, `/workspace/${a.workspaceId}/leads`, ws(), cookies[who]))
      .data as { canExport: boolean }
    return {
      approve: calculator.can.approve,
      archive: calculator.can.archive,
      conformance: calculator.can.conformance,
      rateApprove: rates.can.approve,
      manageMembers: members.manage,
      integrations: layout.integrations,
      exportLeads: leads.canExport,
    }
  }
  /** The server's answer to each of those, as that account's request would get it. */
  const serverOf = async (who: string) => {
    const cookie = cookies[who]
    const status = async (run: Promise<{ status: number }>) => (await run).status
    return {
      approve: await status(
        act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          await approveFields(services, a.calculatorId),
          cookie,
        ),
      ),
      archive: await status(
        act(services, calculatorAction, calcPath(a), calcParams(a), { intent: 'archive' }, cookie),
      ),
      conformance: await status(
        load(services, conformanceLoader, `${calcPath(a)}/conformance`, calcParams(a), cookie),
      ),
      conformancePdf: await status(
        load(services, conformancePdf, `${calcPath(a)}/conformance.pdf`, calcParams(a), cookie),
      ),
      rateApprove: await status(
        act(
          services,
          ratesAction,
          `/workspace/${a.workspaceId}/rates`,
          ws(),
          { intent: 'approve', versionId: '00000000-0000-4000-8000-000000000000' },
          cookie,
        ),
      ),
      manageMembers: await status(
        act(
          services,
          membersAction,
          `/workspace/${a.workspaceId}/members`,
          ws(),
          { intent: 'invite', email: 'x@example.com', role: 'editor' },
          cookie,
        ),
      ),
      integrations: await status(
        load(services, integrationsLoader, `/workspace/${a.workspaceId}/integrations`, ws(), cookie),
      ),
      exportLeads: await status(
        load(services, leadsCsv, `/workspace/${a.workspaceId}/leads.csv`, ws(), cookie),
      ),
    }
  }

  it('hides from an editor what the server refuses her: approve, archive, conformance, rates, members, integrations', async () => {
    expect(await pageOf('ed')).toEqual({
      approve: false,
      archive: false,
      conformance: false,
      rateApprove: false,
      manageMembers: false,
      integrations: false,
      exportLeads: true,
    })
    expect(await serverOf('ed')).toEqual({
      approve: 403,
      archive: 403,
      conformance: 403,
      conformancePdf: 403,
      rateApprove: 403,
      manageMembers: 403,
      integrations: 403,
      exportLeads: 200,
    })
  })

  it('shows an approver approving and the conformance report, and refuses her the team and the integrations', async () => {
    expect(await pageOf('ann')).toMatchObject({
      approve: true,
      conformance: true,
      rateApprove: true,
      manageMembers: false,
      integrations: false,
    })
    const server = await serverOf('ann')
    expect([server.conformance, server.conformancePdf, server.manageMembers, server.integrations]).toEqual([
      200, 200, 403, 403,
    ])
  })

  it('gives a member of another workspace and a removed member nothing: the same 404 as no workspace', async () => {
    for (const who of ['bob', 'rex']) {
      const server = await serverOf(who)
      expect(Object.values(server)).toEqual(Object.values(server).map(() => 404))
      expect((await load(services, calculatorLoader, calcPath(a), calcParams(a), cookies[who])).status).toBe(
        404,
      )
    }
  })

  it('sends a signed-out visitor to /auth, or gives a spreadsheet or PDF nothing', async () => {
    const server = await serverOf('nobody')
    expect(server.approve).toBe(302)
    expect(server.manageMembers).toBe(302)
    expect((await load(services, calculatorLoader, calcPath(a), calcParams(a))).location).toBe('/auth')
    for (const status of Object.values(server)) expect([302, 401, 404]).toContain(status)
  })
})
