import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ssoAccountLinks, user, workspaceMembers, workspaceSso } from '~/db/schema'
import { SECOND_FACTOR_PAGE } from '~/lib/access/two-factor-gate.server'
import { removeMember } from '~/lib/workspaces/members.server'
import { action as ssoSignInAction } from '~/routes/_site/auth-sso'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as membersAction } from '~/routes/workspace/members'
import { action as ssoAction, loader as ssoLoader } from '~/routes/workspace/sso'
import { loader as workspaceLoader } from '~/routes/workspace/workspace'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { connectForm, loginAtProvider, startOidcProviderOn } from '../support/oidc-provider'
import { freePort } from '../support/ports'
import { createTestServices } from '../support/services'
import { cookieFrom } from './auth-support'
import { enrolled } from './two-factor-support'
import { currentProviderId, proveDomain, signInMethodOf } from './sso-support'
import { act, load, origin, signedIn } from './workspace-support'

/*
 * Issue 43 §3, decision 0084: an enrolled member's single sign-on is asked her own code, unless her workspace
 * trusts its provider's word that it asked a second factor (`amr: ["mfa"]` in this sign-in's ID token). Trusting it
 * is a weakening: one owner proposes, another confirms; the member it checks cannot turn it on, and a provider
 * that stops saying "mfa" gets the question again.
 */
describe.each(databaseKinds)('the provider’s second factor, trusted only when chosen, on %s', (kind) => {
  let services: RunningServices
  let oidc: Awaited<ReturnType<typeof startOidcProviderOn>>
  let owner: string
  let otto: string
  let miaOwn: string
  let workspaceId: string
  const domain = `provider-mfa-${kind}.test`
  const mia = `mia@${domain}`
  const redirectUri = `${origin}/api/auth/sso/callback`
  const ssoPath = () => `/workspace/${workspaceId}/sso`
  const workspacePage = (cookie: string) =>
    load(services, workspaceLoader, `/workspace/${workspaceId}`, { workspaceId }, cookie)
  const sso = (form: Record<string, string>, cookie: string) =>
    act(services, ssoAction, ssoPath(), { workspaceId }, form, cookie)
  const trusted = async () => {
    const [row] = await services.db
      .select({ on: workspaceSso.trustProviderMfa })
      .from(workspaceSso)
      .where(eq(workspaceSso.workspaceId, workspaceId))
    return row!.on
  }

  /** "Sign in with single sign-on", the provider's screens, its redirect back: the session cookie. */
  async function viaProvider(email: string) {
    const started = await act(services, ssoSignInAction, '/auth/sso', {}, { email })
    expect(started.location).toContain(oidc.issuer)
    const back = await loginAtProvider(started.location!, email, redirectUri)
    const cookie = cookieFrom(new Response(null, { headers: started.headers }))
    const answer = await services.auth.handler(new Request(back, { headers: { cookie } }))
    const made = cookieFrom(answer)
    expect(made).toMatch(/session_token=/)
    return made
  }
  const methodOf = (cookie: string) => signInMethodOf(services, cookie)

  beforeAll(async () => {
    oidc = await startOidcProviderOn(await freePort(), redirectUri)
    services = await createTestServices(kind, { SSO_IDP_ORIGINS: oidc.issuer, RATE_LIMIT_AUTH: '1000' })
    owner = await signedIn(services, `mfa-owner-${kind}@example.com`)
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Bank' }, owner)
    workspaceId = created.location!.split('/').pop()!
    expect((await sso(connectForm(oidc.issuer, domain), owner)).status).toBe(200)
    await proveDomain(services, workspaceId)
    // Otto, a second owner, may confirm what Owner proposes. Mia, an editor with two-factor on, linked her
    // organization's sign-in (decision 0072).
    otto = await signedIn(services, `mfa-otto-${kind}@example.com`)
    const miaCookie = await signedIn(services, mia)
    miaOwn = (await enrolled(services, miaCookie)).cookie
    for (const [email, role] of [
      [`mfa-otto-${kind}@example.com`, 'owner'],
      [mia, 'editor'],
    ] as const) {
      const [row] = await services.db.select().from(user).where(eq(user.email, email))
      await services.db.insert(workspaceMembers).values({ workspaceId, userId: row!.id, role })
      if (email === mia)
        await services.db.insert(ssoAccountLinks).values({ workspaceId, userId: row!.id, via: 'linked' })
    }
  }, 120_000)
  afterAll(async () => {
    await services?.close()
    await oidc?.stop()
  })

  it('records the provider’s "mfa" but still asks her code while the workspace does not trust it', async () => {
    oidc.mode.amr = ['pwd', 'mfa']
    const cookie = await viaProvider(mia)
    expect(await methodOf(cookie)).toBe(`sso-mfa:${await currentProviderId(services, workspaceId)}`)
    const asked = await workspacePage(cookie)
    expect([asked.status, asked.location, asked.data]).toEqual([302, SECOND_FACTOR_PAGE, ''])
  })

  it('turns trust on only once another owner confirms; the member it checks cannot', async () => {
    // Mia, an editor (signed in with her password and code), gets no SSO page and cannot post to it.
    expect((await sso({ intent: 'trust-provider-mfa', on: 'on' }, miaOwn)).status).toBe(403)
    const proposed = await sso({ intent: 'trust-provider-mfa', on: 'on' }, owner)
    expect(proposed.status).toBe(200)
    expect(await trusted()).toBe(false)
    const page = await load(services, ssoLoader, ssoPath(), { workspaceId }, owner)
    const [pending] = (page.data as { controlChanges: { id: string; change: string }[] }).controlChanges
    expect(pending!.change).toMatch(/^Turn on “Trust the provider’s second factor”/)
    const members = `/workspace/${workspaceId}/members`
    const confirm = { intent: 'confirm-control', changeId: pending!.id }
    expect((await act(services, membersAction, members, { workspaceId }, confirm, owner)).status).toBe(403)
    expect(await trusted()).toBe(false)
    expect((await act(services, membersAction, members, { workspaceId }, confirm, otto)).status).toBe(200)
    expect(await trusted()).toBe(true)
  })

  it('lets a sign-in whose provider said "mfa" in, and asks again when it stops saying so', async () => {
    oidc.mode.amr = ['pwd', 'mfa']
    expect((await workspacePage(await viaProvider(mia))).status).toBe(200)
    oidc.mode.amr = ['pwd']
    const without = await viaProvider(mia)
    expect(await methodOf(without)).toBe('sso')
    expect((await workspacePage(without)).location).toBe(SECOND_FACTOR_PAGE)
    oidc.mode.amr = null
    expect((await workspacePage(await viaProvider(mia))).location).toBe(SECOND_FACTOR_PAGE)
  })

  it('turns trust off at once, and a changed provider is not trusted', async () => {
    oidc.mode.amr = ['pwd', 'mfa']
    const cookie = await viaProvider(mia)
    expect((await sso({ intent: 'trust-provider-mfa' }, owner)).status).toBe(200)
    expect(await trusted()).toBe(false)
    expect((await workspacePage(cookie)).location).toBe(SECOND_FACTOR_PAGE)
    // Trusted again (proposed and confirmed), then the provider's settings are saved anew: trust ends.
    await sso({ intent: 'trust-provider-mfa', on: 'on' }, owner)
    const page = await load(services, ssoLoader, ssoPath(), { workspaceId }, otto)
    const [pending] = (page.data as { controlChanges: { id: string }[] }).controlChanges
    const members = `/workspace/${workspaceId}/members`
    await act(
      services,
      membersAction,
      members,
      { workspaceId },
      { intent: 'confirm-control', changeId: pending!.id },
      otto,
    )
    expect(await trusted()).toBe(true)
    expect((await sso(connectForm(oidc.issuer, domain), owner)).status).toBe(200)
    expect(await trusted()).toBe(false)
  })

  it('lets another workspace’s owner, a removed owner and a signed-out visitor neither propose nor confirm it', async () => {
    expect(await trusted()).toBe(false)
    const outsider = await signedIn(services, `mfa-outsider-${kind}@example.com`)
    await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Other bank' }, outsider)
    const propose = { intent: 'trust-provider-mfa', on: 'on' }
    expect((await sso(propose, outsider)).status).toBe(404)
    expect((await sso(propose, '')).location).toBe('/auth')
    // A pending proposal by Owner; Otto, removed, can no longer confirm it, nor can the outsider.
    await sso(propose, owner)
    const page = await load(services, ssoLoader, ssoPath(), { workspaceId }, owner)
    const [pending] = (page.data as { controlChanges: { id: string }[] }).controlChanges
    const [ottoRow] = await services.db
      .select()
      .from(user)
      .where(eq(user.email, `mfa-otto-${kind}@example.com`))
    const [ownerRow] = await services.db
      .select()
      .from(user)
      .where(eq(user.email, `mfa-owner-${kind}@example.com`))
    await removeMember(services.db, workspaceId, ottoRow!.id, { id: ownerRow!.id, email: ownerRow!.email })
    const members = `/workspace/${workspaceId}/members`
    const confirm = { intent: 'confirm-control', changeId: pending!.id }
    for (const cookie of [otto, outsider])
      expect((await act(services, membersAction, members, { workspaceId }, confirm, cookie)).status).toBe(404)
    expect((await act(services, membersAction, members, { workspaceId }, confirm)).location).toBe('/auth')
    expect((await sso(propose, otto)).status).toBe(404)
    expect(await trusted()).toBe(false)
  })
})
