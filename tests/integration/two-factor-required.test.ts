import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENROL_FIRST } from '~/lib/workspaces/settings.server'
import { action as securityAction } from '~/routes/_site/account-two-factor'
import { loader as adminClients } from '~/routes/_site/admin/clients'
import { loader as leadsCsv } from '~/routes/resources/workspace-leads-csv'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/workspace/calculator'
import { action as membersAction } from '~/routes/workspace/members'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { totp } from '../support/totp'
import { calcParams, calcPath, setUpTeams, type Teams, type Who } from './teams-support'
import { act, approveFields, load } from './workspace-support'

/*
 * "Require two-factor sign-in" (a workspace's owner) and REQUIRE_ADMIN_2FA=1: an account without it is sent to
 * enrol at its next request and gets nothing of the workspace, or of the admin pages, until it does.
 */
describe.each(databaseKinds)('two-factor required on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let a: Teams['a']
  const enrol = '/account/two-factor?required=workspace'

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '50', REQUIRE_ADMIN_2FA: '1' })
    ;({ services, a } = teams)
  })
  afterAll(() => teams?.close())

  async function enrolled(who: Who) {
    const security = (fields: Record<string, string>) =>
      act(services, securityAction, '/account/two-factor', {}, fields, teams.cookies[who])
    const begun = await security({ intent: 'enrol', password: 'correct horse 1' })
    const secret = (begun.data as { enrol: { secret: string } }).enrol.secret
    const on = await security({ intent: 'confirm', code: totp(secret) })
    expect(on.status).toBe(200)
    // better-auth replaces the session when two-factor turns on.
    const session = on.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((p) => !p.endsWith('='))
    teams.cookies[who] = session.join('; ')
  }
  const requireIt = (who: Who, on = true) =>
    act(
      services,
      membersAction,
      `/workspace/${a.workspaceId}/members`,
      { workspaceId: a.workspaceId },
      on ? { intent: 'require-two-factor', on: 'on' } : { intent: 'require-two-factor' },
      teams.cookies[who],
    )

  it('cannot be required by an owner who has not turned it on herself, nor by an approver', async () => {
    const refused = await requireIt('alice')
    expect([refused.status, (refused.data as { notice: string }).notice]).toEqual([409, ENROL_FIRST])
    expect((await requireIt('ann')).status).toBe(403)
  })

  it('sends members without it to enrol, with nothing of the workspace; those with it get in', async () => {
    await enrolled('alice')
    expect((await requireIt('alice')).status).toBe(200)
    for (const run of [
      () => load(services, calculatorLoader, calcPath(a), calcParams(a), teams.cookies.ed),
      () =>
        load(
          services,
          leadsCsv,
          `/workspace/${a.workspaceId}/leads.csv`,
          { workspaceId: a.workspaceId },
          teams.cookies.ann,
        ),
      async () =>
        act(
          services,
          calculatorAction,
          calcPath(a),
          calcParams(a),
          await approveFields(services, a.calculatorId),
          teams.cookies.ann,
        ),
    ]) {
      const result = await run()
      expect([result.status, result.location]).toEqual([302, enrol])
      expect(result.data).toBe('')
    }
    expect(
      (await load(services, calculatorLoader, calcPath(a), calcParams(a), teams.cookies.alice)).status,
    ).toBe(200)
    // Another workspace's member learns nothing: still the 404 of a workspace that is not hers.
    expect(
      (await load(services, calculatorLoader, calcPath(a), calcParams(a), teams.cookies.bob)).status,
    ).toBe(404)

    await enrolled('ed')
    expect(
      (await load(services, calculatorLoader, calcPath(a), calcParams(a), teams.cookies.ed)).status,
    ).toBe(200)
  })

  it('with REQUIRE_ADMIN_2FA=1 sends an admin without it to enrol from the admin pages', async () => {
    const before = await load(services, adminClients, '/admin/clients', {}, teams.cookies.boss)
    expect([before.status, before.location]).toEqual([302, '/account/two-factor?required=admin'])
    await enrolled('boss')
    expect((await load(services, adminClients, '/admin/clients', {}, teams.cookies.boss)).status).toBe(200)
  })
})
