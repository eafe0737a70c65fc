import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, session, user } from '~/db/schema'
import { LIMIT_CHOICE_REFUSED } from '~/lib/account/session-limits.server'
import { action as membersAction, loader as membersLoader } from '~/routes/workspace/members'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { cookieFrom } from './auth-support'
import { setUpTeams, type Teams, type Who } from './teams-support'
import { act, confirmControlChanges, load } from './workspace-support'

/*
 * A workspace's idle timeout and absolute session lifetime (docs/decisions/0057), tested by moving a session's
 * timestamps back in the database (no clock waits): past either, the session ends and the member is sent to
 * sign in again before seeing the workspace. Sessions keep no IP address.
 */
describe.each(databaseKinds)('session limits on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let a: Teams['a']
  let b: Teams['b']

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '100' })
    ;({ services, a, b } = teams)
  })
  afterAll(() => teams?.close())

  const members = (workspaceId: string) => `/workspace/${workspaceId}/members`
  const setLimits = (who: Who | string, fields: Record<string, string>, workspaceId = a.workspaceId) =>
    act(
      services,
      membersAction,
      members(workspaceId),
      { workspaceId },
      { intent: 'session-limits', ...fields },
      who in teams.cookies ? teams.cookies[who as Who] : who,
    )
  const open = (cookie: string, workspaceId = a.workspaceId) =>
    load(services, membersLoader, members(workspaceId), { workspaceId }, cookie)
  const sessionOf = async (cookie: string) =>
    (await services.auth.api.getSession({ headers: new Headers({ cookie }) }))?.session ?? null
  /** Moves the session's start or last activity back by `minutes`. */
  async function age(cookie: string, field: 'createdAt' | 'updatedAt', minutes: number) {
    const current = await sessionOf(cookie)
    await services.db
      .update(session)
      .set({ [field]: new Date(Date.now() - minutes * 60_000) })
      .where(eq(session.id, current!.id))
  }
  async function freshSignIn(email: string) {
    const { headers } = await services.auth.api.signInEmail({
      body: { email, password: 'correct horse 1' },
      headers: new Headers({ 'x-forwarded-for': '198.51.100.23', 'user-agent': 'Firefox/140.0' }),
      returnHeaders: true,
    })
    return cookieFrom(new Response(null, { headers }))
  }

  it('keeps no IP address with a session', async () => {
    const cookie = await freshSignIn('ed@example.com')
    const [row] = await services.db
      .select({ ipAddress: session.ipAddress, userAgent: session.userAgent })
      .from(session)
      .where(eq(session.id, (await sessionOf(cookie))!.id))
    expect(row).toEqual({ ipAddress: null, userAgent: 'Firefox/140.0' })
  })

  it('only the owner sets them; an editor, another workspace’s owner and a visitor are refused', async () => {
    expect((await setLimits('ed', { idleMinutes: '15' })).status).toBe(403)
    expect((await setLimits('bob', { idleMinutes: '15' })).status).toBe(404)
    expect((await setLimits('', { idleMinutes: '15' })).location).toBe('/auth')
    const odd = await setLimits('alice', { idleMinutes: '7' })
    expect([odd.status, (odd.data as { notice: string }).notice]).toEqual([400, LIMIT_CHOICE_REFUSED])

    expect((await setLimits('alice', { idleMinutes: '15', lifetimeHours: '8' })).status).toBe(200)
    const loaded = (await open(teams.cookies.alice)).data as {
      sessionLimits: { idleMinutes: number; lifetimeHours: number }
    }
    expect(loaded.sessionLimits).toMatchObject({ idleMinutes: 15, lifetimeHours: 8 })
    const [entry] = await services.db
      .select({ data: auditEntries.data })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'workspace.session_limits_changed'))
    expect(entry!.data).toEqual({
      before: { idleMinutes: null, lifetimeHours: null },
      after: { idleMinutes: 15, lifetimeHours: 8 },
    })
  })

  it('signs out a member idle past the timeout, who then signs in again', async () => {
    const cookie = await freshSignIn('ann@example.com')
    expect((await open(cookie)).status).toBe(200)
    await age(cookie, 'updatedAt', 14)
    expect((await open(cookie)).status).toBe(200)
    await age(cookie, 'updatedAt', 16)
    const refused = await open(cookie)
    expect(refused.location).toBe('/auth')
    expect(refused.headers.getSetCookie().join('\n')).toMatch(/flash=session-expired/)
    expect(await sessionOf(cookie)).toBeNull()
    expect((await open(await freshSignIn('ann@example.com'))).status).toBe(200)
  })

  it('a request notes the session as active, at most once a minute', async () => {
    const cookie = await freshSignIn('ann@example.com')
    await age(cookie, 'updatedAt', 10)
    expect((await open(cookie)).status).toBe(200)
    const touched = Date.parse(String((await sessionOf(cookie))!.updatedAt))
    expect(Date.now() - touched).toBeLessThan(60_000)
  })

  it('signs out a session older than the lifetime, however active', async () => {
    const cookie = await freshSignIn('ed@example.com')
    await age(cookie, 'createdAt', 7 * 60)
    expect((await open(cookie)).status).toBe(200)
    await age(cookie, 'createdAt', 8 * 60 + 1)
    expect((await open(cookie)).location).toBe('/auth')
    expect(await sessionOf(cookie)).toBeNull()
  })

  it('holds only in the workspace that sets them', async () => {
    const cookie = await freshSignIn('bob@example.com')
    await age(cookie, 'createdAt', 48 * 60)
    await age(cookie, 'updatedAt', 60)
    expect((await open(cookie, b.workspaceId)).status).toBe(200)
    // Alpha Bank's limits do not open it to Beta Credit's owner either.
    expect((await open(cookie, a.workspaceId)).status).toBe(404)
  })

  it('a removed member can neither set the limits nor see them', async () => {
    const [ann] = await services.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'ann@example.com'))
    const removed = await act(
      services,
      membersAction,
      members(a.workspaceId),
      { workspaceId: a.workspaceId },
      { intent: 'remove', userId: ann!.id },
      teams.cookies.alice,
    )
    expect(removed.status).toBe(200)
    // Ann is the last other approver: her removal waits for a confirmation, hers here (decision 0070).
    await confirmControlChanges(services, a.workspaceId, teams.cookies.ann)
    expect((await setLimits('ann', { idleMinutes: '60' })).status).toBe(404)
    expect((await open(teams.cookies.ann)).status).toBe(404)
  })
})
