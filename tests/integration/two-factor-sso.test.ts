import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ssoAccountLinks, ssoProvider, user, workspaceMembers, workspaceSso } from '~/db/schema'
import { SECOND_FACTOR_PAGE } from '~/lib/access/two-factor-gate.server'
import { loader as adminClients } from '~/routes/_site/admin/clients'
import { action as confirmAction } from '~/routes/_site/auth-confirm'
import { action as ssoSignInAction } from '~/routes/_site/auth-sso'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as membersAction } from '~/routes/workspace/members'
import { action as ssoAction } from '~/routes/workspace/sso'
import { loader as workspaceLoader } from '~/routes/workspace/workspace'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { freePort } from '../support/ports'
import { samlConnectForm, startSamlIdp } from '../support/saml-idp'
import { createTestServices } from '../support/services'
import { totp } from '../support/totp'
import { cookieFrom } from './auth-support'
import { codeStep, enrolled, passwordStep } from './two-factor-support'
import { finishAtSamlIdp, nameAdminLater, signInMethodOf } from './sso-support'
import { act, load, origin, signedIn } from './workspace-support'

/*
 * Issue 43 §3: the gates read how the session was made, not whether the account has two-factor on. An SSO
 * session of an enrolled member does not open a workspace that requires two-factor until she gives her code; an
 * admin's SSO session never opens the admin pages without our own second factor; password + code does.
 */
describe.each(databaseKinds)('two-factor gates decide on the session on %s', (kind) => {
  let services: RunningServices
  let idp: Awaited<ReturnType<typeof startSamlIdp>>
  let owner: string
  let workspaceId: string
  let mia: Awaited<ReturnType<typeof enrolled>>
  const domain = `gate-${kind}.test`
  const acsUrl = () => `${origin}/api/sso/saml/${workspaceId}/acs`
  const workspacePage = (cookie: string) =>
    load(services, workspaceLoader, `/workspace/${workspaceId}`, { workspaceId }, cookie)

  /** "Sign in with single sign-on", the provider's screen, its form posted to our ACS: the session cookie. */
  async function signInThroughIdp(email: string) {
    const started = await act(services, ssoSignInAction, '/auth/sso', {}, { email })
    const answer = await finishAtSamlIdp(services, workspaceId, started, email)
    const cookie = cookieFrom(new Response(null, { headers: answer.headers }))
    expect(cookie).toMatch(/session_token=/)
    return cookie
  }
  const methodOf = (cookie: string) => signInMethodOf(services, cookie)

  beforeAll(async () => {
    idp = await startSamlIdp(await freePort())
    services = await createTestServices(kind, {
      RATE_LIMIT_AUTH: '1000',
    })
    owner = await signedIn(services, `gate-owner-${kind}@example.com`)
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Bank' }, owner)
    workspaceId = created.location!.split('/').pop()!
    idp.trust(acsUrl())
    const path = `/workspace/${workspaceId}/sso`
    expect(
      (await act(services, ssoAction, path, { workspaceId }, samlConnectForm(idp, domain), owner)).status,
    ).toBe(200)
    nameAdminLater(services, `boss@${domain}`)
    // The domain proved (as an admin's approval does).
    const [row] = await services.db
      .select({ providerId: workspaceSso.providerId })
      .from(workspaceSso)
      .where(eq(workspaceSso.workspaceId, workspaceId))
    await services.db
      .update(ssoProvider)
      .set({ domainVerified: true })
      .where(eq(ssoProvider.providerId, row!.providerId))
    await services.db
      .update(workspaceSso)
      .set({ verifiedBy: 'admin', verifiedAt: new Date() })
      .where(eq(workspaceSso.workspaceId, workspaceId))
    // The owner turns two-factor on, then requires it; Mia has it on, then joins through SSO.
    owner = (await enrolled(services, owner)).cookie
    const required = await act(
      services,
      membersAction,
      `/workspace/${workspaceId}/members`,
      { workspaceId },
      { intent: 'require-two-factor', on: 'on' },
      owner,
    )
    expect(required.status).toBe(200)
    mia = await enrolled(services, await signedIn(services, `mia@${domain}`))
    // Mia is a member who linked her organization's sign-in (decision 0072): the provider may sign her in.
    const [miaRow] = await services.db
      .select()
      .from(user)
      .where(eq(user.email, `mia@${domain}`))
    await services.db.insert(workspaceMembers).values({ workspaceId, userId: miaRow!.id, role: 'editor' })
    await services.db.insert(ssoAccountLinks).values({ workspaceId, userId: miaRow!.id, via: 'linked' })
  }, 120_000)
  afterAll(async () => {
    await services?.close()
    await idp?.stop()
  })

  it('records how each session was made', async () => {
    expect(await methodOf(owner)).toBe('totp')
    expect(await methodOf(await signedIn(services, `gate-plain-${kind}@example.com`))).toBe('password')
    expect(await methodOf(await signInThroughIdp(`mia@${domain}`))).toBe('sso')
  })

  it('asks an enrolled member’s SSO session for her code before the workspace that requires it', async () => {
    const cookie = await signInThroughIdp(`mia@${domain}`)
    const refused = await workspacePage(cookie)
    expect([refused.status, refused.location, refused.data]).toEqual([302, SECOND_FACTOR_PAGE, ''])
    // Her code, given in this session, is our own second factor: the workspace opens.
    const confirmed = await act(
      services,
      confirmAction,
      '/auth/confirm',
      {},
      { next: '/', code: totp(mia.secret) },
      cookie,
    )
    expect(confirmed.status).toBe(302)
    expect(await methodOf(cookie)).toBe('totp')
    expect((await workspacePage(cookie)).status).toBe(200)
  })

  it('lets password and code through', async () => {
    const challenge = await passwordStep(services, `mia@${domain}`)
    const signedInWithCode = await codeStep(services, challenge, { intent: 'totp', code: totp(mia.secret) })
    expect(signedInWithCode.status).toBe(302)
    expect((await workspacePage(signedInWithCode.jar)).status).toBe(200)
  })

  it('never lets an admin’s SSO session into the admin pages: the provider does not sign an admin in at all', async () => {
    const password = await signedIn(services, `boss@${domain}`)
    expect((await load(services, adminClients, '/admin/clients', {}, password)).status).toBe(200)
    // Decision 0072: single sign-on never signs in a platform admin, so no SSO session of hers reaches the gate.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const started = await act(services, ssoSignInAction, '/auth/sso', {}, { email: `boss@${domain}` })
      const answer = await finishAtSamlIdp(services, workspaceId, started, `boss@${domain}`)
      expect(cookieFrom(new Response(null, { headers: answer.headers }))).not.toMatch(/session_token=/)
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('refused a platform admin'))
    } finally {
      logged.mockReset()
    }
  })
})
