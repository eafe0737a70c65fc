import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { account, user } from '~/db/schema'
import { action as securityAction } from '~/routes/_site/account-two-factor'
import { action as ssoSignInAction } from '~/routes/_site/auth-sso'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as ssoAction } from '~/routes/workspace/sso'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { connectForm, loginAtProvider, startOidcProviderOn } from '../support/oidc-provider'
import { freePort } from '../support/ports'
import { samlConnectForm, startSamlIdp } from '../support/saml-idp'
import { createTestServices } from '../support/services'
import { totp } from '../support/totp'
import { cookieFrom } from './auth-support'
import { beforeAdminNamed, currentProviderId, finishAtSamlIdp, proveDomain, sessionSet } from './sso-support'
import { act, origin, signedIn } from './workspace-support'

/*
 * Issue 43 §2, the account takeover: a workspace's owner connects a provider she controls for a domain whose
 * proof she holds (the admin's domain is refused first; the test then connects as before the admin was named),
 * and has it assert the address of someone who never gave that provider her account — the
 * platform admin (TOTP enrolled, REQUIRE_ADMIN_2FA=1) and another workspace's owner. Neither is signed in, no
 * link is made, the log does not name them, and "Require single sign-on" does not lock their passwords out.
 */
describe.each(databaseKinds)('single sign-on takes no account it was not given, on %s', (kind) => {
  let services: RunningServices
  let idp: Awaited<ReturnType<typeof startSamlIdp>>
  let oidc: Awaited<ReturnType<typeof startOidcProviderOn>>
  let attacker: string
  let attackerWorkspace: string
  const domain = 'probe.test'
  const admin = `admin@${domain}`
  const foreignOwner = `owner@${domain}`
  const password = 'correct horse 1'
  const redirectUri = `${origin}/api/auth/sso/callback`

  const providerId = () => currentProviderId(services, attackerWorkspace)
  const proveAndRequire = () => proveDomain(services, attackerWorkspace, true)
  const viaSaml = async (email: string) => {
    const started = await act(services, ssoSignInAction, '/auth/sso', {}, { email })
    expect(started.location).toContain(idp.ssoUrl)
    return finishAtSamlIdp(services, attackerWorkspace, started, email)
  }
  const viaOidc = async (email: string) => {
    const started = await act(services, ssoSignInAction, '/auth/sso', {}, { email })
    expect(started.location).toContain(oidc.issuer)
    const back = await loginAtProvider(started.location!, email, redirectUri)
    const cookie = cookieFrom(new Response(null, { headers: started.headers }))
    const answer = await services.auth.handler(new Request(back, { headers: { cookie } }))
    return { location: answer.headers.get('location') ?? '', headers: answer.headers }
  }
  const linksOf = async (email: string) =>
    services.db
      .select({ providerId: account.providerId })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, email), eq(account.providerId, await providerId())))

  /** The provider asserts `email`: refused, no session, no link, and nothing logged names the address. */
  async function refusedTakeover(signIn: (email: string) => Promise<{ location: string; headers: Headers }>) {
    for (const email of [admin, foreignOwner]) {
      const logged = (['error', 'warn', 'log', 'info'] as const).map((level) =>
        vi.spyOn(console, level).mockImplementation(() => {}),
      )
      try {
        const answer = await signIn(email)
        expect(new URL(answer.location, origin).pathname).toBe('/auth/sso')
        expect(new URL(answer.location, origin).searchParams.get('error')).toBeTruthy()
        expect(sessionSet(answer.headers)).toBe(false)
        // The file mailer's own line for an earlier message (a sign-up's verification, sent late on a busy
        // machine) names its recipient by design; the sign-in's lines must not.
        const lines = logged
          .flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')))
          .filter((line) => !line.startsWith('mail: '))
        expect(lines.join('\n')).toMatch(/refused/i)
        expect(lines.join('\n')).not.toContain(email)
      } finally {
        logged.forEach((spy) => spy.mockReset())
      }
      expect(await linksOf(email)).toEqual([])
    }
  }
  /** Her password still signs her in (the admin is asked her code next: two-factor, not a refusal). */
  async function passwordStillWorks(email: string) {
    const signedInAgain = await services.auth.api.signInEmail({ body: { email, password } })
    expect(signedInAgain).toBeTruthy()
  }

  beforeAll(async () => {
    idp = await startSamlIdp(await freePort())
    oidc = await startOidcProviderOn(await freePort(), redirectUri)
    services = await createTestServices(kind, {
      ADMIN_EMAILS: admin,
      REQUIRE_ADMIN_2FA: '1',
      SSO_IDP_ORIGINS: oidc.issuer,
      RATE_LIMIT_AUTH: '100',
    })
    // The platform admin, with TOTP enrolled.
    const adminCookie = await signedIn(services, admin)
    const enrol = await act(
      services,
      securityAction,
      '/account/two-factor',
      {},
      { intent: 'enrol', password },
      adminCookie,
    )
    const secret = (enrol.data as { enrol: { secret: string } }).enrol.secret
    const confirmed = await act(
      services,
      securityAction,
      '/account/two-factor',
      {},
      { intent: 'confirm', code: totp(secret) },
      adminCookie,
    )
    expect(confirmed.status).toBe(200)
    const [enrolled] = await services.db.select().from(user).where(eq(user.email, admin))
    expect(enrolled!.twoFactorEnabled).toBe(true)
    // Another workspace's owner at the same domain.
    const owner = await signedIn(services, foreignOwner)
    await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Victim bank' }, owner)
    // The attacker's workspace, with her own provider for probe.test.
    attacker = await signedIn(services, 'mallory@attacker.example')
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Probe' }, attacker)
    attackerWorkspace = created.location!.split('/').pop()!
    idp.trust(`${origin}/api/sso/saml/${attackerWorkspace}/acs`)
  }, 120_000)
  afterAll(async () => {
    await services?.close()
    await idp?.stop()
    await oidc?.stop()
  })

  it('refuses a SAML assertion of the admin’s or another owner’s address, and leaves their passwords', async () => {
    const page = `/workspace/${attackerWorkspace}/sso`
    const connect = () =>
      act(
        services,
        ssoAction,
        page,
        { workspaceId: attackerWorkspace },
        samlConnectForm(idp, domain),
        attacker,
      )
    // The first defence: the admin's domain may not be named at all (issue 43 §1).
    const refused = await connect()
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.data)).toContain('probe.test is the domain of this site’s administrators')
    // The second, for an admin named after the connection: her account is still never signed in.
    const saved = await beforeAdminNamed(services, admin, connect)
    expect(saved.status).toBe(200)
    await proveAndRequire()
    await refusedTakeover(viaSaml)
    await passwordStillWorks(admin)
    await passwordStillWorks(foreignOwner)
  })

  it('refuses the same through an OpenID provider', async () => {
    const page = `/workspace/${attackerWorkspace}/sso`
    const connect = () =>
      act(
        services,
        ssoAction,
        page,
        { workspaceId: attackerWorkspace },
        connectForm(oidc.issuer, domain),
        attacker,
      )
    expect((await connect()).status).toBe(400)
    const saved = await beforeAdminNamed(services, admin, connect)
    expect(saved.status).toBe(200)
    await proveAndRequire()
    await refusedTakeover(viaOidc)
    await passwordStillWorks(admin)
    await passwordStillWorks(foreignOwner)
  })
})
