import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, ssoAccountLinks, user, verification, workspaceMembers, workspaceSso } from '~/db/schema'
import { action as adminSsoAction } from '~/routes/_site/admin/sso-domains'
import { action as confirmAction, loader as confirmLoader } from '~/routes/_site/auth-confirm'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as ssoAction } from '~/routes/workspace/sso'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { CLIENT_ID, connectForm, startOidcProviderOn } from '../support/oidc-provider'
import { freePort } from '../support/ports'
import { createTestServices } from '../support/services'
import { act, load, origin, signedIn, signedInAgo } from './workspace-support'

/*
 * Step-up for an account that signs in through its organization's provider (decisions 0056 and 0057): it has no
 * password to type again, so "Confirm it is you" sends it through the provider once more, and comes back to
 * the page it asked for. Where the workspace requires SSO, the password is not offered either.
 */
describe.each(databaseKinds)('step-up through single sign-on on %s', (kind) => {
  let services: RunningServices
  let provider: Awaited<ReturnType<typeof startOidcProviderOn>>
  let owner: string
  let workspaceId: string
  const domain = `stepup-${kind}.test`
  const next = () => `/workspace/${workspaceId}/leads.csv`

  const signedInMinutesAgo = (cookie: string, minutes: number) => signedInAgo(services, cookie, minutes)
  /** An account at the domain as SSO makes one: no password of its own. */
  async function ssoOnly(email: string) {
    const cookie = await signedIn(services, email)
    const [row] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    await services.db
      .delete(account)
      .where(and(eq(account.userId, row!.id), eq(account.providerId, 'credential')))
    await linkTo(row!.id)
    await signedInMinutesAgo(cookie, 11)
    return cookie
  }
  /** A member whose account the workspace's provider created or that she linked (issue 43 §2). */
  async function linkTo(userId: string) {
    await services.db.insert(workspaceMembers).values({ workspaceId, userId, role: 'editor' })
    await services.db.insert(ssoAccountLinks).values({ workspaceId, userId, via: 'linked' })
  }
  const idOf = async (email: string) =>
    (await services.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id
  const startSso = (cookie: string) =>
    act(services, confirmAction, '/auth/confirm', {}, { intent: 'sso', next: next() }, cookie)
  const confirmPage = (cookie: string) =>
    load(services, confirmLoader, `/auth/confirm?next=${encodeURIComponent(next())}`, {}, cookie)

  beforeAll(async () => {
    provider = await startOidcProviderOn(await freePort(), `${origin}/api/auth/sso/callback`)
    services = await createTestServices(kind, {
      SSO_IDP_ORIGINS: provider.issuer,
      ADMIN_EMAILS: 'stepup-admin@example.com',
    })
    owner = await signedIn(services, 'stepup-owner@example.com')
    const admin = await signedIn(services, 'stepup-admin@example.com')
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Bank' }, owner)
    workspaceId = created.location!.split('/').pop()!
    const fields = connectForm(provider.issuer, domain)
    const path = `/workspace/${workspaceId}/sso`
    expect((await act(services, ssoAction, path, { workspaceId }, fields, owner)).status).toBe(200)
    await act(services, adminSsoAction, '/admin/sso', {}, { workspaceId }, admin)
  }, 120_000)
  afterAll(async () => {
    await services?.close()
    await provider?.stop()
  })

  it('offers an account without a password its provider, and sends it there to come back to the page', async () => {
    const cookie = await ssoOnly(`pat@${domain}`)
    const page = await confirmPage(cookie)
    expect(page.data).toEqual({ next: next(), twoFactor: false, password: false, sso: true, problem: null })

    const started = await startSso(cookie)
    expect(started.status).toBe(302)
    const authorize = new URL(started.location!)
    expect(authorize.origin).toBe(new URL(provider.issuer).origin)
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID)
    // The plugin keeps where to come back in its state (better-auth's verification row): the page asked for.
    const [state] = await services.db
      .select({ value: verification.value })
      .from(verification)
      .where(eq(verification.identifier, `auth-state:${authorize.searchParams.get('state')}`))
    const kept = JSON.parse(state!.value) as { callbackURL: string; errorURL: string }
    expect(kept.callbackURL).toBe(next())
    // A sign-in the provider refuses (or the person cancels) comes back to this page, which says so.
    expect(kept.errorURL).toBe(`/auth/confirm?next=${encodeURIComponent(next())}`)
    const refused = await load(
      services,
      confirmLoader,
      `/auth/confirm?next=${encodeURIComponent(next())}&error=access_denied`,
      {},
      cookie,
    )
    expect(refused.data).toMatchObject({
      problem: 'You cancelled the sign-in at your organization’s provider.',
    })
  })

  it('keeps the password for an account that has one, and offers its provider beside it once linked', async () => {
    const cookie = await signedIn(services, `sam@${domain}`)
    await signedInMinutesAgo(cookie, 11)
    expect((await confirmPage(cookie)).data).toMatchObject({ password: true, sso: false })
    await linkTo(await idOf(`sam@${domain}`))
    expect((await confirmPage(cookie)).data).toEqual({
      next: next(),
      twoFactor: false,
      password: true,
      sso: true,
      problem: null,
    })
    const ownerPage = await confirmPage(owner)
    expect(ownerPage.data).toEqual({
      next: next(),
      twoFactor: false,
      password: true,
      sso: false,
      problem: null,
    })
  })

  it('refuses the password where the workspace requires single sign-on', async () => {
    const cookie = await signedIn(services, `kim@${domain}`)
    await linkTo(await idOf(`kim@${domain}`))
    await signedInMinutesAgo(cookie, 11)
    const path = `/workspace/${workspaceId}/sso`
    await act(services, ssoAction, path, { workspaceId }, { intent: 'require-sso', on: 'on' }, owner)
    try {
      expect((await confirmPage(cookie)).data).toEqual({
        next: next(),
        twoFactor: false,
        password: false,
        sso: true,
        problem: null,
      })
      const typed = await act(
        services,
        confirmAction,
        '/auth/confirm',
        {},
        { next: next(), password: 'correct horse 1' },
        cookie,
      )
      expect(typed.status).toBe(403)
    } finally {
      // Turning it off through the page waits for a second member (decision 0070): this test's cleanup is direct.
      await services.db
        .update(workspaceSso)
        .set({ required: false })
        .where(eq(workspaceSso.workspaceId, workspaceId))
    }
  })

  it('does not offer SSO to a domain without a verified connection, nor start it', async () => {
    const cookie = await ssoOnly('lee@elsewhere.test')
    expect((await confirmPage(cookie)).data).toEqual({
      next: next(),
      twoFactor: false,
      password: false,
      sso: false,
      problem: null,
    })
    const started = await startSso(cookie)
    expect(started.status).toBe(404)
  })
})
