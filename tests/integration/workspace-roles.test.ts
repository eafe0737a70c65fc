import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user, workspaceEvents, workspaceMembers, type WorkspaceRole } from '~/db/schema'
import { changeMemberRole } from '~/lib/workspaces/members.server'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as membersAction, loader as membersLoader } from '~/routes/workspace/members'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, approveFields, load, signedIn, workspaceWithCalculator } from './workspace-support'

type Workspace = { workspaceId: string; calculatorId: string }

describe.each(databaseKinds)('member roles on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}
  let a: Workspace
  let b: Workspace

  beforeAll(async () => {
    services = await createTestServices(kind, { ADMIN_EMAILS: 'boss@brightline.example' })
    for (const name of ['alice', 'bob', 'ed', 'ann', 'boss']) {
      const email = name === 'boss' ? 'boss@brightline.example' : `${name}@example.com`
      cookies[name] = await signedIn(services, email)
      ids[name] = (await services.db.select().from(user).where(eq(user.email, email)))[0]!.id
    }
    a = await workspaceWithCalculator(services, cookies.alice!, 'Alpha Bank', 'cd')
    b = await workspaceWithCalculator(services, cookies.bob!, 'Beta Credit', 'loan')
    // Teammates as accepted invitations leave them (invitations have their own tests).
    await services.db.insert(workspaceMembers).values([
      { workspaceId: a.workspaceId, userId: ids.ed!, role: 'editor' },
      { workspaceId: a.workspaceId, userId: ids.ann!, role: 'approver' },
    ])
  })
  afterAll(async () => {
    await services?.close()
  })

  const changeRole = (workspace: Workspace, who: string, role: string, as: string) =>
    act(
      services,
      membersAction,
      `/workspace/${workspace.workspaceId}/members`,
      { workspaceId: workspace.workspaceId },
      { intent: 'change-role', userId: ids[who]!, role },
      cookies[as],
    )
  const remove = (workspace: Workspace, who: string, as: string) =>
    act(
      services,
      membersAction,
      `/workspace/${workspace.workspaceId}/members`,
      { workspaceId: workspace.workspaceId },
      { intent: 'remove', userId: ids[who]! },
      cookies[as],
    )
  const roleOf = async (workspace: Workspace, who: string) =>
    (
      await services.db
        .select({ role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspaceId, workspace.workspaceId),
            eq(workspaceMembers.userId, ids[who]!),
          ),
        )
    )[0]?.role
  const approveAs = async (who: string) =>
    act(
      services,
      calculatorAction,
      `/workspace/${a.workspaceId}/calculators/${a.calculatorId}`,
      { workspaceId: a.workspaceId, calculatorId: a.calculatorId },
      await approveFields(services, a.calculatorId),
      cookies[who],
    )
  const notice = (result: { data: unknown }) => (result.data as { notice: string }).notice

  it('lets the owner make an editor an approver and an approver an editor, effective on their next request', async () => {
    expect((await approveAs('ed')).status).toBe(403)
    const promoted = await changeRole(a, 'ed', 'approver', 'alice')
    expect([promoted.status, notice(promoted)]).toEqual([200, 'Role changed.'])
    expect((await approveAs('ed')).status).toBe(200)

    expect((await changeRole(a, 'ann', 'editor', 'alice')).status).toBe(200)
    expect((await approveAs('ann')).status).toBe(403)

    const members = await load(
      services,
      membersLoader,
      `/workspace/${a.workspaceId}/members`,
      { workspaceId: a.workspaceId },
      cookies.alice,
    )
    const roles = (members.data as { members: { email: string; role: string }[] }).members
    expect(roles.map((m) => `${m.email} ${m.role}`)).toEqual([
      'alice@example.com owner',
      'ann@example.com editor',
      'ed@example.com approver',
    ])
    const events = await services.db
      .select({ detail: workspaceEvents.detail })
      .from(workspaceEvents)
      .where(
        and(eq(workspaceEvents.workspaceId, a.workspaceId), eq(workspaceEvents.action, 'Changed a role')),
      )
    expect(events.map((e) => e.detail).sort()).toEqual([
      'ann@example.com: approver → editor',
      'ed@example.com: editor → approver',
    ])
  })

  it('never demotes or removes the last owner', async () => {
    for (const role of ['approver', 'editor']) {
      const refused = await changeRole(a, 'alice', role, 'alice')
      expect([refused.status, notice(refused)]).toEqual([409, 'A workspace keeps at least one owner.'])
    }
    expect((await remove(a, 'alice', 'alice')).status).toBe(409)
    expect(await roleOf(a, 'alice')).toBe('owner')

    // With a second owner, the first may step down; the second is then the last one.
    expect((await changeRole(a, 'ann', 'owner', 'alice')).status).toBe(200)
    expect((await changeRole(a, 'alice', 'approver', 'alice')).status).toBe(200)
    expect((await changeRole(a, 'ann', 'editor', 'ann')).status).toBe(409)
    expect((await remove(a, 'ann', 'ann')).status).toBe(409)
    expect([await roleOf(a, 'alice'), await roleOf(a, 'ann')]).toEqual(['approver', 'owner'])
  })

  it('leaves one owner when two owners demote each other at the same moment', async () => {
    const actor = (who: string) => ({ id: ids[who]!, email: `${who}@example.com` })
    const both = async (role: WorkspaceRole) =>
      Promise.all([
        changeMemberRole(services.db, {
          workspaceId: a.workspaceId,
          userId: ids.ann!,
          role,
          actor: actor('alice'),
        }),
        changeMemberRole(services.db, {
          workspaceId: a.workspaceId,
          userId: ids.alice!,
          role,
          actor: actor('ann'),
        }),
      ])
    await both('owner')
    expect([await roleOf(a, 'alice'), await roleOf(a, 'ann')]).toEqual(['owner', 'owner'])
    const outcomes = await both('editor')
    expect(outcomes.map((outcome) => outcome.ok).sort()).toEqual([false, true])
    const owners = await services.db
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, a.workspaceId), eq(workspaceMembers.role, 'owner')))
    expect(owners).toHaveLength(1)
  })

  it('refuses role changes to non-owners (403), other workspaces (404) and members of another workspace', async () => {
    const owner = (await roleOf(a, 'alice')) === 'owner' ? 'alice' : 'ann'
    const nonOwner = owner === 'alice' ? 'ann' : 'alice'
    const before = [await roleOf(a, 'ed'), await roleOf(b, 'bob')]

    expect((await changeRole(a, 'ed', 'editor', 'ed')).status).toBe(403)
    expect((await changeRole(a, 'ed', 'owner', nonOwner)).status).toBe(403)
    const outsider = await changeRole(a, 'ed', 'owner', 'bob')
    expect(outsider.status).toBe(404)
    expect(JSON.stringify(outsider.data)).not.toContain('ed@example.com')
    // An owner of A naming B's owner, or B's workspace id: B's roles stay as they are.
    const crossed = await changeRole(a, 'bob', 'editor', owner)
    expect([crossed.status, notice(crossed)]).toEqual([404, 'No such member.'])
    expect((await changeRole(b, 'bob', 'editor', owner)).status).toBe(404)
    expect((await changeRole(a, 'ed', 'admin', owner)).status).toBe(400)
    expect([await roleOf(a, 'ed'), await roleOf(b, 'bob')]).toEqual(before)
  })

  it("lets an admin change roles in a client's workspace", async () => {
    expect((await changeRole(b, 'bob', 'owner', 'boss')).status).toBe(200)
    const target = (await roleOf(a, 'ed')) === 'editor' ? 'approver' : 'editor'
    expect((await changeRole(a, 'ed', target, 'boss')).status).toBe(200)
    expect(await roleOf(a, 'ed')).toBe(target)
  })
})
