import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWN_RATE, OWN_REVISION } from '~/lib/workspaces/calculator-permissions'
import { ONE_APPROVER } from '~/lib/workspaces/settings.server'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/workspace/calculator'
import { action as membersAction, loader as membersLoader } from '~/routes/workspace/members'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { ratesTab } from './rate-sheet-support'
import { calcParams, calcPath, setUpTeams, validDraft, type Teams, type Who } from './teams-support'
import { act, confirmControlChanges, approveFields, load } from './workspace-support'

/*
 * "Require a second person to approve" (issue 34 §4): the member who saved a revision or proposed a rate
 * cannot approve it; the page says why and the server refuses it (403), whatever the form sends.
 */
describe.each(databaseKinds)('a second person to approve on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let a: Teams['a']
  let b: Teams['b']

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '20' })
    ;({ services, a, b } = teams)
  })
  afterAll(() => teams?.close())

  const setting = (workspace: { workspaceId: string }, on: boolean, who: Who) =>
    act(
      services,
      membersAction,
      `/workspace/${workspace.workspaceId}/members`,
      { workspaceId: workspace.workspaceId },
      on ? { intent: 'second-approver', on: 'on' } : { intent: 'second-approver' },
      teams.cookies[who],
    )
  const calc = (fields: Record<string, string>, who: Who) =>
    act(services, calculatorAction, calcPath(a), calcParams(a), fields, teams.cookies[who])
  const page = async (who: Who) =>
    (await load(services, calculatorLoader, calcPath(a), calcParams(a), teams.cookies[who])).data as {
      can: { approve: boolean; approveBlocked: string | null }
    }
  const notice = (result: { data: unknown }) => (result.data as { notice: string }).notice

  it('cannot be turned on while one member alone may approve, nor by an editor', async () => {
    const alone = await setting(b, true, 'bob')
    expect([alone.status, notice(alone)]).toEqual([409, ONE_APPROVER])
    expect((await setting(a, true, 'ed')).status).toBe(403)
    expect((await setting(a, true, 'ann')).status).toBe(403)
    const members = await load(
      services,
      membersLoader,
      `/workspace/${b.workspaceId}/members`,
      { workspaceId: b.workspaceId },
      teams.cookies.bob,
    )
    expect((members.data as { settings: { secondApprover: boolean } }).settings.secondApprover).toBe(false)
  })

  it('refuses the author her own revision (403) and shows her why; another approver publishes it', async () => {
    const on = await setting(a, true, 'alice')
    expect([on.status, notice(on)]).toEqual([200, 'A second person must now approve.'])

    expect((await calc(validDraft, 'ann')).status).toBe(200)
    expect(await page('ann')).toMatchObject({ can: { approve: false, approveBlocked: OWN_REVISION } })
    const own = await calc(await approveFields(services, a.calculatorId), 'ann')
    expect([own.status, notice(own)]).toEqual([403, OWN_REVISION])
    // Whatever number the form names, the revision to publish is hers.
    for (const revision of ['1', '2', '99'])
      expect((await calc({ intent: 'approve', revision }, 'ann')).status).toBe(403)

    expect(await page('alice')).toMatchObject({ can: { approve: true, approveBlocked: null } })
    const other = await calc(await approveFields(services, a.calculatorId), 'alice')
    expect([other.status, notice(other)]).toEqual([200, 'Approved and published.'])
  })

  it('lets an approver publish what an editor saved, and refuses the owner her own', async () => {
    expect((await calc(validDraft, 'ed')).status).toBe(200)
    expect((await calc(await approveFields(services, a.calculatorId), 'ann')).status).toBe(200)
    expect((await calc({ ...validDraft, name: 'Our CD 2' }, 'alice')).status).toBe(200)
    expect((await calc(await approveFields(services, a.calculatorId), 'alice')).status).toBe(403)
  })

  it('refuses the approver the rate she proposed (403) and shows her why; the owner approves it', async () => {
    const rates = (who: Who) => ratesTab(services, a.workspaceId, teams.cookies[who])
    const today = new Date().toISOString().slice(0, 10)
    const proposed = await rates('ann').act({
      intent: 'propose',
      product: '12-month CD',
      rate: '4.25',
      effectiveOn: today,
      expiresOn: '',
    })
    expect(proposed.status).toBe(200)
    const [entry] = ((await rates('ann').page()).data as { entries: unknown }).entries as {
      proposed: { id: string }
      approveBlocked: string | null
    }[]
    expect(entry!.approveBlocked).toBe(OWN_RATE)
    const own = await rates('ann').act({ intent: 'approve', versionId: entry!.proposed.id })
    expect([own.status, notice(own)]).toEqual([403, OWN_RATE])
    const [forAlice] = ((await rates('alice').page()).data as { entries: unknown }).entries as {
      approveBlocked: string | null
    }[]
    expect(forAlice!.approveBlocked).toBeNull()
    expect((await rates('alice').act({ intent: 'approve', versionId: entry!.proposed.id })).status).toBe(200)
  })

  it('lets the author approve her own work again once the owner turns it off', async () => {
    expect((await setting(a, false, 'alice')).status).toBe(200)
    // Turning it off waits for another approver's confirmation (decision 0070, control-changes.test.ts).
    await confirmControlChanges(services, a.workspaceId, teams.cookies.ann)
    expect((await calc({ ...validDraft, name: 'Our CD 3' }, 'ann')).status).toBe(200)
    expect((await calc(await approveFields(services, a.calculatorId), 'ann')).status).toBe(200)
  })
})
