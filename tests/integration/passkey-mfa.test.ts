import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEntries,
  passkey,
  session,
  ssoProvider,
  user,
  workspaceMembers,
  workspaceSso,
} from '~/db/schema'
import { refuseWhereSsoRequired } from '~/lib/account/passkeys.server'
import { beforeSessionCreate } from '~/lib/account/session-hooks.server'
import { action as securityAction, loader as securityLoader } from '~/routes/_site/account-two-factor'
import { loader as adminClients } from '~/routes/_site/admin/clients'
import { loader as calculatorLoader } from '~/routes/workspace/calculator'
import { action as membersAction } from '~/routes/workspace/members'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { totp } from '../support/totp'
import { calcParams, calcPath, setUpTeams, type Teams, type Who } from './teams-support'
import { act, load, signedIn } from './workspace-support'

/*
 * A passkey sign-in is multi-factor (decision 0065): it opens a workspace that requires two-factor sign-in and,
 * under REQUIRE_ADMIN_2FA=1, the admin pages, as a TOTP account does; a password sign-in of the same account
 * still does not. Removing a passkey asks for a recent sign-in, is an audit entry and ends the other sessions.
 * (The WebAuthn ceremony itself runs in Chromium's virtual authenticator: tests/e2e/passkeys.spec.ts.)
 */
describe.each(databaseKinds)('passkeys as multi-factor on %s', (kind) => {
  let teams: Teams
  let services: RunningServices

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '50', REQUIRE_ADMIN_2FA: '1' })
    ;({ services } = teams)
  })
  afterAll(() => teams?.close())

  const sessionIdOf = async (cookie: string) =>
    (await services.auth.api.getSession({ headers: new Headers({ cookie }) }))!.session.id
  /** What the session hook writes when the plugin's passkey sign-in makes the session. */
  async function asPasskeySession(cookie: string) {
    await services.db
      .update(session)
      .set({ signedInWithPasskey: true })
      .where(eq(session.id, await sessionIdOf(cookie)))
  }
  const security = (who: Who, fields: Record<string, string>) =>
    act(services, securityAction, '/account/two-factor', {}, fields, teams.cookies[who])

  it('marks only the sessions the passkey sign-in makes', async () => {
    const hook = beforeSessionCreate(services.db)
    const [any] = await services.db.select({ userId: session.userId }).from(session).limit(1)
    const userId = any!.userId
    const made = (path: string) =>
      hook({ userId }, { path }) as Promise<{ data: { signedInWithPasskey: boolean } }>
    expect((await made('/passkey/verify-authentication')).data.signedInWithPasskey).toBe(true)
    for (const path of ['/sign-in/email', '/two-factor/verify-totp', '/verify-email', '/sso/callback/x'])
      expect((await made(path)).data.signedInWithPasskey).toBe(false)
  })

  it('opens a workspace that requires two-factor to a passkey sign-in, not to a password one', async () => {
    const { a } = teams
    // alice turns two-factor on (a TOTP) and requires it of the workspace.
    const begun = await security('alice', { intent: 'enrol', password: 'correct horse 1' })
    const secret = (begun.data as { enrol: { secret: string } }).enrol.secret
    const on = await security('alice', { intent: 'confirm', code: totp(secret) })
    teams.cookies.alice = on.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((p) => !p.endsWith('='))
      .join('; ')
    const required = await act(
      services,
      membersAction,
      `/workspace/${a.workspaceId}/members`,
      { workspaceId: a.workspaceId },
      { intent: 'require-two-factor', on: 'on' },
      teams.cookies.alice,
    )
    expect(required.status).toBe(200)

    const open = (who: Who) =>
      load(services, calculatorLoader, calcPath(a), calcParams(a), teams.cookies[who])
    expect((await open('ed')).location).toBe('/account/two-factor?required=workspace')
    await asPasskeySession(teams.cookies.ed)
    expect((await open('ed')).status).toBe(200)
    // The same account signed in with its password elsewhere is still sent to enrol.
    const password = await signedIn(services, 'ed@example.com')
    const byPassword = await load(services, calculatorLoader, calcPath(a), calcParams(a), password)
    expect(byPassword.location).toBe('/account/two-factor?required=workspace')
  })

  it('lets an owner signed in with a passkey require two-factor of her workspace', async () => {
    const { b } = teams
    const requireIt = () =>
      act(
        services,
        membersAction,
        `/workspace/${b.workspaceId}/members`,
        { workspaceId: b.workspaceId },
        { intent: 'require-two-factor', on: 'on' },
        teams.cookies.bob,
      )
    expect((await requireIt()).status).toBe(409)
    await asPasskeySession(teams.cookies.bob)
    expect((await requireIt()).status).toBe(200)
  })

  it('opens the admin pages under REQUIRE_ADMIN_2FA=1 to an admin signed in with a passkey', async () => {
    const before = await load(services, adminClients, '/admin/clients', {}, teams.cookies.boss)
    expect([before.status, before.location]).toEqual([302, '/account/two-factor?required=admin'])
    await asPasskeySession(teams.cookies.boss)
    expect((await load(services, adminClients, '/admin/clients', {}, teams.cookies.boss)).status).toBe(200)
  })

  it('asks for a recent sign-in to remove a passkey, records it and ends the other sessions', async () => {
    const me = await signedIn(services, 'ann@example.com')
    const elsewhere = await signedIn(services, 'ann@example.com')
    const { userId } = (await services.auth.api.getSession({ headers: new Headers({ cookie: me }) }))!.session
    await services.db.insert(passkey).values({
      id: `pk-${kind}`,
      name: 'Phone',
      publicKey: 'AQID',
      userId,
      credentialID: `cred-${kind}`,
      counter: 0,
      deviceType: 'multiDevice',
      backedUp: true,
    })
    const page = await load(services, securityLoader, '/account/two-factor', {}, me)
    expect((page.data as { passkeys: { name: string }[] }).passkeys.map((p) => p.name)).toEqual(['Phone'])
    const remove = (cookie: string, id = `pk-${kind}`) =>
      act(
        services,
        securityAction,
        '/account/two-factor',
        {},
        { intent: 'remove-passkey', passkeyId: id },
        cookie,
      )

    // Signed in eleven minutes ago: the password first.
    const meId = await sessionIdOf(me)
    await services.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(session.id, meId))
    const stale = await remove(me)
    expect([stale.status, stale.location]).toEqual([302, '/auth/confirm?next=%2Faccount%2Ftwo-factor'])
    expect(await services.db.select().from(passkey).where(eq(passkey.userId, userId))).toHaveLength(1)

    await services.db.update(session).set({ createdAt: new Date() }).where(eq(session.id, meId))
    // Another account's passkey is not found.
    expect((await remove(teams.cookies.bob)).status).toBe(404)
    const removed = await remove(me)
    expect(removed.status).toBe(200)
    expect(await services.db.select().from(passkey).where(eq(passkey.userId, userId))).toHaveLength(0)
    const entries = await services.db
      .select({ data: auditEntries.data })
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'account.passkey_removed'), eq(auditEntries.actorId, userId)))
    expect(entries.map((e) => e.data)).toEqual([{ passkeyId: `pk-${kind}`, name: 'Phone' }])
    const live = async (cookie: string) =>
      Boolean(await services.auth.api.getSession({ headers: new Headers({ cookie }) }))
    expect([await live(me), await live(elsewhere)]).toEqual([true, false])
  })

  it('refuses a passkey sign-in at a domain whose workspace requires single sign-on', async () => {
    const domain = `sso-${kind}.test`
    const providerId = `bank-${kind}`
    await services.db.insert(user).values({ id: `sam-${kind}`, name: 'Sam', email: `sam@${domain}` })
    // "Require single sign-on" binds the workspace's own members at its domain (decision 0072): Sam is one.
    await services.db
      .insert(workspaceMembers)
      .values({ workspaceId: teams.b.workspaceId, userId: `sam-${kind}`, role: 'editor' })
    await services.db.insert(passkey).values({
      id: `pk-sso-${kind}`,
      publicKey: 'AQID',
      userId: `sam-${kind}`,
      credentialID: `sso-cred-${kind}`,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    })
    await services.db
      .insert(ssoProvider)
      .values({ id: providerId, issuer: `https://login.${domain}`, providerId, domain, domainVerified: true })
    await services.db.insert(workspaceSso).values({
      workspaceId: teams.b.workspaceId,
      providerId,
      role: 'editor',
      verifiedBy: 'admin',
      verifiedAt: new Date(),
    })
    // Connected but not required: the passkey still signs in.
    await expect(refuseWhereSsoRequired(services.db, `sso-cred-${kind}`)).resolves.toBeUndefined()
    await services.db
      .update(workspaceSso)
      .set({ required: true })
      .where(eq(workspaceSso.providerId, providerId))
    await expect(refuseWhereSsoRequired(services.db, `sso-cred-${kind}`)).rejects.toMatchObject({
      body: { code: 'SSO_REQUIRED' },
    })
  })
})
