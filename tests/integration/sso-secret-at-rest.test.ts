import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ssoProvider, user, workspaceMembers, workspaceSso } from '~/db/schema'
import { createAuth } from '~/lib/auth.server'
import { SECRET_UNREADABLE, sealClearSsoSecrets } from '~/lib/sso/secret-at-rest.server'
import { secretLost } from '~/lib/sso/sso-signin.server'
import { action as ssoSignInAction } from '~/routes/_site/auth-sso'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as ssoAction } from '~/routes/workspace/sso'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import {
  CLIENT_ID,
  CLIENT_SECRET,
  connectForm,
  loginAtProvider,
  startOidcProviderOn,
} from '../support/oidc-provider'
import { freePort } from '../support/ports'
import { cheapPasswordHasher } from '../support/password-hasher'
import { createTestServices } from '../support/services'
import { cookieFrom } from './auth-support'
import { act, origin, signedIn } from './workspace-support'

/*
 * The OIDC client secret at rest (issue 34 §1, decision 0068), on both databases, with a real OpenID provider
 * on loopback whose token endpoint checks it: what the database holds is encrypted with the auth secret, yet
 * people still sign in through the provider; a row stored in clear before still works and is encrypted at
 * start; under another auth secret nobody signs in through it and the log says why.
 */
describe.each(databaseKinds)('the SSO client secret at rest on %s', (kind) => {
  let services: RunningServices
  let provider: Awaited<ReturnType<typeof startOidcProviderOn>>
  let owner: string
  let workspaceId: string
  const domain = `secret-${kind}.test`
  const redirectUri = `${origin}/api/auth/sso/callback`

  const connect = (as: RunningServices, cookie: string, clientSecret: string) =>
    act(
      as,
      ssoAction,
      `/workspace/${workspaceId}/sso`,
      { workspaceId },
      connectForm(provider.issuer, domain, clientSecret),
      cookie,
    )
  const stored = async () => {
    const [row] = await services.db
      .select({ providerId: ssoProvider.providerId, oidc: ssoProvider.oidcConfig })
      .from(workspaceSso)
      .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
      .where(eq(workspaceSso.workspaceId, workspaceId))
    return { providerId: row!.providerId, raw: row!.oidc! }
  }
  /** "Sign in with single sign-on", the provider's screens, then the plugin's callback: where it sends her. */
  const signInThroughProvider = async (email: string, loginAtTheProvider = email) => {
    const started = await act(services, ssoSignInAction, '/auth/sso', {}, { email })
    expect(started.location).toContain(provider.issuer)
    const back = await loginAtProvider(started.location!, loginAtTheProvider, redirectUri)
    const cookie = cookieFrom(new Response(null, { headers: started.headers }))
    const answer = await services.auth.handler(new Request(back, { headers: { cookie } }))
    return answer.headers.get('location')
  }
  const isMember = async (email: string) => {
    const rows = await services.db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(user.email, email)))
    return rows.length === 1
  }

  beforeAll(async () => {
    provider = await startOidcProviderOn(await freePort(), redirectUri)
    services = await createTestServices(kind, { SSO_IDP_ORIGINS: provider.issuer })
    owner = await signedIn(services, 'secret-owner@example.com')
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Bank' }, owner)
    workspaceId = created.location!.split('/').pop()!
    expect((await connect(services, owner, CLIENT_SECRET)).status).toBe(200)
    // The domain proved (as an admin's approval does), so its people may sign in through the provider.
    const { providerId } = await stored()
    await services.db
      .update(ssoProvider)
      .set({ domainVerified: true })
      .where(eq(ssoProvider.providerId, providerId))
    await services.db
      .update(workspaceSso)
      .set({ verifiedBy: 'admin', verifiedAt: new Date() })
      .where(eq(workspaceSso.workspaceId, workspaceId))
  }, 120_000)
  afterAll(async () => {
    await services?.close()
    await provider?.stop()
  })

  it('stores the secret encrypted, and the provider still accepts it at the sign-in', async () => {
    const { raw } = await stored()
    expect(raw).not.toContain(CLIENT_SECRET)
    expect(JSON.parse(raw)).toMatchObject({
      clientId: CLIENT_ID,
      clientSecret: expect.stringMatching(/^enc:v1:/),
    })
    // The token endpoint checks the secret (client_secret_basic): a wrong one would end at /auth/sso?error=.
    expect(await signInThroughProvider(`ana@${domain}`)).toMatch(new RegExp(`/workspace/${workspaceId}$`))
    expect(await isMember(`ana@${domain}`)).toBe(true)
  })

  it('keeps the stored secret, still encrypted, when the owner saves with the field empty', async () => {
    const before = await stored()
    expect((await connect(services, owner, '')).status).toBe(200)
    const after = await stored()
    expect(after.providerId).not.toBe(before.providerId)
    expect(after.raw).not.toContain(CLIENT_SECRET)
    expect(await signInThroughProvider(`bo@${domain}`)).toMatch(new RegExp(`/workspace/${workspaceId}$`))
  })

  it('reads a secret stored in clear before, and encrypts it at start', async () => {
    const { providerId, raw } = await stored()
    const clear = JSON.stringify({ ...JSON.parse(raw), clientSecret: CLIENT_SECRET })
    await services.db
      .update(ssoProvider)
      .set({ oidcConfig: clear })
      .where(eq(ssoProvider.providerId, providerId))
    expect(await signInThroughProvider(`cy@${domain}`)).toMatch(new RegExp(`/workspace/${workspaceId}$`))

    // The start-up step createServices runs: once, then nothing left to do.
    expect(await sealClearSsoSecrets(services.db, services.config.authSecret)).toBe(1)
    const sealed = (await stored()).raw
    expect(sealed).not.toContain(CLIENT_SECRET)
    expect(await sealClearSsoSecrets(services.db, services.config.authSecret)).toBe(0)
    expect((await stored()).raw).toBe(sealed)
    // The plugin reads it back in clear through the adapter.
    const context = await services.auth.$context
    const row = await context.adapter.findOne<{ oidcConfig: string }>({
      model: 'ssoProvider',
      where: [{ field: 'providerId', value: providerId }],
    })
    expect(JSON.parse(row!.oidcConfig).clientSecret).toBe(CLIENT_SECRET)
  })

  it('keeps it encrypted through the plugin’s own update, which runs in its transaction', async () => {
    const { providerId } = await stored()
    await services.auth.api.updateSSOProvider({
      headers: new Headers({ cookie: owner }),
      body: { providerId, oidcConfig: { scopes: ['openid', 'email'] } },
    })
    const { raw } = await stored()
    expect(raw).not.toContain(CLIENT_SECRET)
    expect(JSON.parse(raw)).toMatchObject({
      scopes: ['openid', 'email'],
      clientSecret: expect.stringMatching(/^enc:v1:/),
    })
    expect(await signInThroughProvider(`ed@${domain}`)).toMatch(new RegExp(`/workspace/${workspaceId}$`))
  })

  // Decision 0069: a provider signs in only addresses at its workspace's proved domains.
  it('signs in no address the provider vouches for outside the proved domain', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const stranger = `mallory@elsewhere-${kind}.test`
    const landed = await signInThroughProvider(`ana@${domain}`, stranger)
    expect(landed).toContain('/auth/sso?error=')
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`refused an address at elsewhere-${kind}.test`),
    )
    expect(await services.db.select().from(user).where(eq(user.email, stranger))).toEqual([])
    errors.mockReset()
  })

  it('fails closed under another auth secret: nobody signs in, the log says why, the owner re-enters it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = { ...services.config, authSecret: 'another auth secret, of at least 32 characters' }
    const auth = createAuth({
      db: services.db,
      config,
      passwordHasher: cheapPasswordHasher,
    })
    const other: RunningServices = { ...services, config, auth }

    const started = await act(other, ssoSignInAction, '/auth/sso', {}, { email: `di@${domain}` })
    expect(started).toMatchObject({ status: 503, location: null, data: { error: secretLost(domain) } })
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('cannot be decrypted with this AUTH_SECRET'))
    // The plugin itself is given no secret rather than a wrong one.
    const { providerId } = await stored()
    const row = await (
      await auth.$context
    ).adapter.findOne<{ oidcConfig: string }>({
      model: 'ssoProvider',
      where: [{ field: 'providerId', value: providerId }],
    })
    expect(JSON.parse(row!.oidcConfig)).not.toHaveProperty('clientSecret')

    const { headers } = await auth.api.signInEmail({
      body: { email: 'secret-owner@example.com', password: 'correct horse 1' },
      returnHeaders: true,
    })
    const saved = await connect(other, cookieFrom(new Response(null, { headers })), '')
    expect(saved).toMatchObject({ status: 400, data: { notice: SECRET_UNREADABLE } })
    // Entering it again works under the new auth secret.
    expect((await connect(other, cookieFrom(new Response(null, { headers })), CLIENT_SECRET)).status).toBe(
      200,
    )
    expect((await stored()).raw).not.toContain(CLIENT_SECRET)
  })
})
