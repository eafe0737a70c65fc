import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditEntries, outbox, ssoAccountLinks, user, workspaceMembers } from '~/db/schema'
import { ADMIN_NOT_LINKED } from '~/routes/_site/account-sso.server'
import { action as linkAction, loader as linkLoader } from '~/routes/_site/account-sso'
import { action as ssoSignInAction } from '~/routes/_site/auth-sso'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as membersAction } from '~/routes/workspace/members'
import { action as ssoAction } from '~/routes/workspace/sso'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { freePort } from '../support/ports'
import { samlConnectForm, startSamlIdp } from '../support/saml-idp'
import { createTestServices } from '../support/services'
import { finishAtSamlIdp, nameAdminLater, proveDomain, sessionSet } from './sso-support'
import { act, load, origin, signedIn } from './workspace-support'

/*
 * "Link my organization's sign-in" (issue 43 §2), on both databases, through a real SAML provider on loopback:
 * an account that existed before its workspace's single sign-on is signed in by the provider only once its
 * owner, signed in with her password, linked it; the link is audited and e-mailed to her; it links her own
 * address only; an admin, another workspace's member, a removed member and a visitor get nothing. And
 * "Require single sign-on" binds the workspace's own members at its domain, nobody else.
 */
describe.each(databaseKinds)('linking an account to single sign-on on %s', (kind) => {
  let services: RunningServices
  let idp: Awaited<ReturnType<typeof startSamlIdp>>
  let owner: string
  let workspaceId: string
  let otherWorkspace: string
  const domain = `link-${kind}.test`
  const ana = `ana@${domain}`
  const bo = `bo@${domain}`
  const admin = `admin@${domain}`
  const outsider = `cy@${domain}`
  const di = `di@${domain}`
  const cookies = new Map<string, string>()

  const userId = async (email: string) =>
    (await services.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id
  const addMember = async (email: string, into = workspaceId) =>
    services.db
      .insert(workspaceMembers)
      .values({ workspaceId: into, userId: await userId(email), role: 'editor' })
  const plainSignIn = async (email: string) => {
    const started = await act(services, ssoSignInAction, '/auth/sso', {}, { email })
    return finishAtSamlIdp(services, workspaceId, started, email)
  }
  const link = (cookie: string, asserted: string, id = workspaceId) =>
    act(services, linkAction, '/account/sso', {}, { intent: 'link', workspaceId: id }, cookie).then(
      async (started) => {
        if (!started.location?.startsWith(idp.ssoUrl)) return { started, landed: null }
        return { started, landed: await finishAtSamlIdp(services, workspaceId, started, asserted) }
      },
    )
  const quietly = async <T>(run: () => Promise<T>) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      return await run()
    } finally {
      errors.mockReset()
    }
  }
  const linkOf = async (email: string) =>
    (
      await services.db
        .select({ via: ssoAccountLinks.via })
        .from(ssoAccountLinks)
        .where(
          and(eq(ssoAccountLinks.workspaceId, workspaceId), eq(ssoAccountLinks.userId, await userId(email))),
        )
    )[0]?.via ?? null

  beforeAll(async () => {
    idp = await startSamlIdp(await freePort())
    services = await createTestServices(kind, { RATE_LIMIT_AUTH: '100' })
    owner = await signedIn(services, `link-owner-${kind}@example.com`)
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Bank' }, owner)
    workspaceId = created.location!.split('/').pop()!
    const other = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Other' }, owner)
    otherWorkspace = other.location!.split('/').pop()!
    idp.trust(`${origin}/api/sso/saml/${workspaceId}/acs`)
    const saved = await act(
      services,
      ssoAction,
      `/workspace/${workspaceId}/sso`,
      { workspaceId },
      samlConnectForm(idp, domain),
      owner,
    )
    expect(saved.status).toBe(200)
    nameAdminLater(services, admin)
    await proveDomain(services, workspaceId, true)
    for (const email of [ana, bo, di, admin, outsider]) cookies.set(email, await signedIn(services, email))
    await addMember(ana)
    await addMember(bo)
    await addMember(di)
    await addMember(admin)
    await addMember(outsider, otherWorkspace)
  }, 120_000)
  afterAll(async () => {
    await services?.close()
    await idp?.stop()
  })

  it('signs in no existing account before its owner links it', async () => {
    const landed = await quietly(() => plainSignIn(ana))
    expect(new URL(landed.location, origin).searchParams.get('error')).toBe('SSO_ACCOUNT_NOT_LINKED')
    expect(sessionSet(landed.headers)).toBe(false)
    expect(await linkOf(ana)).toBeNull()
  })

  it('links her account when she asks while signed in, audits it and e-mails her', async () => {
    const shown = await load(services, linkLoader, '/account/sso', {}, cookies.get(ana))
    expect(shown.data).toMatchObject({ workspaces: [{ workspaceId, name: 'Bank', linked: false }] })
    const { landed } = await link(cookies.get(ana)!, ana)
    expect(new URL(landed!.location, origin).toString()).toBe(`${origin}/account/sso?linked=1`)
    expect(sessionSet(landed!.headers)).toBe(true)
    expect(await linkOf(ana)).toBe('linked')
    const audited = await services.db
      .select({ actor: auditEntries.actorEmail })
      .from(auditEntries)
      .where(and(eq(auditEntries.workspaceId, workspaceId), eq(auditEntries.action, 'sso.account_linked')))
    expect(audited).toEqual([{ actor: ana }])
    const mails = await services.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.kind, 'sso-notice'))
    expect(mails.map((row) => row.payload)).toContainEqual(
      expect.objectContaining({ to: ana, workspaceName: 'Bank' }),
    )
    // From now on the provider signs her in, with no request needed.
    const again = await plainSignIn(ana)
    expect(sessionSet(again.headers)).toBe(true)
    expect(new URL(again.location, origin).pathname).toBe(`/workspace/${workspaceId}`)
  })

  it('links only her own address: her request gives the provider no other account', async () => {
    // Bo asked; the provider asserts Di's address (a member who did not ask): nothing is linked, nobody in.
    const { landed } = await quietly(() => link(cookies.get(bo)!, di))
    expect(new URL(landed!.location, origin).searchParams.get('error')).toBe('SSO_ACCOUNT_NOT_LINKED')
    expect(sessionSet(landed!.headers)).toBe(false)
    expect(await linkOf(di)).toBeNull()
    expect(await linkOf(bo)).toBeNull()
    // Nothing left to link for Ana.
    expect((await link(cookies.get(ana)!, ana)).started.status).toBe(404)
  })

  it('never links an admin, another workspace’s member, a removed member or a visitor', async () => {
    const adminTry = await link(cookies.get(admin)!, admin)
    expect(adminTry.started).toMatchObject({ status: 403, data: { error: ADMIN_NOT_LINKED } })
    const outsiderTry = await link(cookies.get(outsider)!, outsider)
    expect(outsiderTry.started.status).toBe(404)
    const shown = await load(services, linkLoader, '/account/sso', {}, cookies.get(outsider))
    expect(shown.data).toMatchObject({ workspaces: [] })
    const otherTry = await link(cookies.get(outsider)!, outsider, otherWorkspace)
    expect(otherTry.started.status).toBe(404)
    const removed = await act(
      services,
      membersAction,
      `/workspace/${workspaceId}/members`,
      { workspaceId },
      { intent: 'remove', userId: await userId(bo) },
      owner,
    )
    expect(removed.status).toBeLessThan(400)
    const removedTry = await link(cookies.get(bo)!, bo)
    expect(removedTry.started.status).toBe(404)
    const visitor = await load(services, linkLoader, '/account/sso', {})
    expect(visitor.location).toBe('/auth')
    const visitorTry = await act(services, linkAction, '/account/sso', {}, { intent: 'link', workspaceId })
    expect(visitorTry.location).toBe('/auth')
  })

  it('binds the workspace’s own members at its domain to single sign-on, and nobody else', async () => {
    const password = 'correct horse 1'
    await expect(services.auth.api.signInEmail({ body: { email: ana, password } })).rejects.toMatchObject({
      body: { code: 'SSO_REQUIRED' },
    })
    // At the domain but a member of another workspace only; an admin who is a member.
    expect(await services.auth.api.signInEmail({ body: { email: outsider, password } })).toBeTruthy()
    expect(await services.auth.api.signInEmail({ body: { email: admin, password } })).toBeTruthy()
  })
})
