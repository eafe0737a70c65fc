import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, user, workspaces } from '~/db/schema'
import { loadPublished } from '~/lib/workspaces/published.server'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as membersAction } from '~/routes/workspace/members'
import { databaseKinds } from '../support/database'
import { calcParams, calcPath, setUpTeams, type Teams } from './teams-support'
import { integrations } from './webhook-support'
import { act, confirmControlChanges, approveFields } from './workspace-support'

/*
 * "Send events to the page each calculator is embedded on" (Integrations, intent `host-events`): the owner's
 * switch is audited through its catalogue entry, whose invalidation shows it on the published calculator at
 * once; nobody else may flip it.
 */
describe.each(databaseKinds)('the host-events switch on %s', (kind) => {
  let teams: Teams
  const hostEvents = async (workspaceId: string) =>
    (
      await teams.services.db
        .select({ on: workspaces.hostEvents })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId))
    )[0]!.on
  const audited = async (workspaceId: string) =>
    teams.services.db
      .select({ action: auditEntries.action, data: auditEntries.data })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.workspaceId, workspaceId),
          eq(auditEntries.action, 'workspace.host_events_changed'),
        ),
      )

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    const { services, a, cookies } = teams
    const approve = await act(
      services,
      calculatorAction,
      calcPath(a),
      calcParams(a),
      await approveFields(services, a.calculatorId),
      cookies.alice,
    )
    expect(approve.status).toBe(200)
  })
  afterAll(() => teams?.close())

  it("refuses another workspace's member, an editor, a removed member and a signed-out visitor; nothing changes", async () => {
    const { services, a, cookies } = teams
    const on = { intent: 'host-events', on: 'on' }
    expect((await integrations(services, a.workspaceId, on, cookies.bob)).status).toBe(404)
    expect((await integrations(services, a.workspaceId, on, cookies.ed)).status).toBe(403)
    expect((await integrations(services, a.workspaceId, on, cookies.ann)).status).toBe(403)
    const [ann] = await services.db.select().from(user).where(eq(user.email, 'ann@example.com'))
    const remove = { intent: 'remove', userId: ann!.id }
    const members = `/workspace/${a.workspaceId}/members`
    expect((await act(services, membersAction, members, calcParams(a), remove, cookies.alice)).status).toBe(
      200,
    )
    // Ann is the last other approver: her removal waits for a confirmation, hers here (decision 0070).
    await confirmControlChanges(services, a.workspaceId, cookies.ann)
    expect((await integrations(services, a.workspaceId, on, cookies.ann)).status).toBe(404)
    const anonymous = await integrations(services, a.workspaceId, on, undefined)
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toBe('/auth')
    // Bob's own workspace is his to change, and does not reach Alice's.
    expect((await integrations(services, teams.b.workspaceId, on, cookies.bob)).status).toBe(200)
    expect(await hostEvents(teams.b.workspaceId)).toBe(true)
    expect(await hostEvents(a.workspaceId)).toBe(false)
    expect(await audited(a.workspaceId)).toEqual([])
    const view = await loadPublished(services.db, a.publicId)
    expect(view.status === 'published' && view.hostEvents).toBe(false)
  })

  it("the owner's switch is audited and shows on the published calculator at once", async () => {
    const { services, a, cookies } = teams
    // The published view is cached now (its time to live is 15 s): the catalogue's invalidation drops it.
    const before = await loadPublished(services.db, a.publicId)
    expect(before.status === 'published' && before.hostEvents).toBe(false)
    const answer = await integrations(
      services,
      a.workspaceId,
      { intent: 'host-events', on: 'on' },
      cookies.alice,
    )
    expect(answer.status).toBe(200)
    const after = await loadPublished(services.db, a.publicId)
    expect(after.status === 'published' && after.hostEvents).toBe(true)
    expect(await audited(a.workspaceId)).toEqual([
      {
        action: 'workspace.host_events_changed',
        data: {
          setting: 'Send events to the page each calculator is embedded on',
          before: false,
          after: true,
        },
      },
    ])
  })
})
