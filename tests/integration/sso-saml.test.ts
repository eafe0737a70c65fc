import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  account,
  auditEntries,
  ssoProvider,
  user,
  workspaceEvents,
  workspaceMembers,
  workspaceSso,
} from '~/db/schema'
import { ssoStatuses } from '~/lib/admin/accounts.server'
import { listPendingDomains } from '~/lib/sso/domain-proof.server'
import { action as confirmAction } from '~/routes/_site/auth-confirm'
import { action as ssoSignInAction } from '~/routes/_site/auth-sso'
import { action as samlAcsAction, loader as samlMetadataLoader } from '~/routes/resources/saml-sp'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as ssoAction, loader as ssoLoader } from '~/routes/workspace/sso'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { freePort } from '../support/ports'
import { loginAtSamlIdp, samlConnectForm, selfSigned, startSamlIdp } from '../support/saml-idp'
import { routeContext } from '../support/services'
import { createTestServices } from '../support/services'
import { cookieFrom } from './auth-support'
import { act, load, origin, settle, signedIn, signedInAgo } from './workspace-support'

/*
 * SAML 2.0 single sign-on (issue 34 §2, decision 0069), on both databases, against a real SAML identity
 * provider on loopback (samlp, Auth0's; not the library our side uses): the owner connects it with three
 * fields, the addresses the IT team enters stay the same across changes, a member of the domain signs in and
 * joins with the chosen role, and what a provider must not be able to do (another audience, another key, a
 * replay, an unregistered ACS URL) signs nobody in.
 */
describe.each(databaseKinds)('SAML single sign-on on %s', (kind) => {
  let services: RunningServices
  let idp: Awaited<ReturnType<typeof startSamlIdp>>
  let owner: string
  let workspaceId: string
  const domain = `saml-${kind}.test`
  const page = () => `/workspace/${workspaceId}/sso`
  const acsUrl = () => `${origin}/api/sso/saml/${workspaceId}/acs`

  const connect = (fields: Record<string, string>) =>
    act(services, ssoAction, page(), { workspaceId }, fields, owner)
  const providerId = async () => {
    const [row] = await services.db
      .select({ providerId: workspaceSso.providerId })
      .from(workspaceSso)
      .where(eq(workspaceSso.workspaceId, workspaceId))
    return row!.providerId
  }
  /** Our ACS as the browser reaches it: a cross-site form POST from the provider's page, with its cookies. */
  const postToAcs = (fields: Record<string, string>, cookie = '') =>
    settle(() =>
      samlAcsAction({
        request: new Request(acsUrl(), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: idp.origin, cookie },
          body: new URLSearchParams(fields),
        }),
        params: { workspaceId },
        context: routeContext(services),
      } as never),
    )
  /** "Sign in with single sign-on", the provider's screen, its form posted to our ACS: the answer. */
  const signInThroughIdp = async (email: string, typedHere = email) => {
    const started = await act(services, ssoSignInAction, '/auth/sso', {}, { email: typedHere })
    expect(started.location).toContain(idp.ssoUrl)
    const posted = await loginAtSamlIdp(started.location!, email)
    expect(posted.action).toBe(acsUrl())
    const fields = {
      SAMLResponse: posted.fields.SAMLResponse ?? '',
      RelayState: posted.fields.RelayState ?? '',
    }
    const cookie = cookieFrom(new Response(null, { headers: started.headers }))
    return { answer: await postToAcs(fields, cookie), fields, cookie }
  }
  const roleOf = async (email: string) => {
    const [row] = await services.db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(user.email, email)))
    return row?.role ?? null
  }
  /** A refusal the operator can read in the log (the plugin's logger), and the person on /auth/sso. */
  const refused = async (
    run: () => Promise<{ answer: Awaited<ReturnType<typeof postToAcs>> }>,
    log: RegExp,
  ) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const { answer } = await run()
      expect(errors.mock.calls.map((call) => call.map(String).join(' ')).join('\n')).toMatch(log)
      expect(new URL(answer.location!, origin).toString()).toMatch(new RegExp(`^${origin}/auth/sso\\?error=`))
      expect(sessionSet(answer.headers)).toBe(false)
    } finally {
      errors.mockReset()
    }
  }
  const sessionSet = (headers: Headers) =>
    headers.getSetCookie().some((cookie) => /session_token=[^;]+/.test(cookie))

  beforeAll(async () => {
    idp = await startSamlIdp(await freePort())
    // No SSO_IDP_ORIGINS: this site never fetches from a SAML provider (decision 0069).
    services = await createTestServices(kind)
    owner = await signedIn(services, `saml-owner-${kind}@example.com`)
    const created = await act(
      services,
      createWorkspaceAction,
      '/workspace',
      {},
      { name: 'Credit union' },
      owner,
    )
    workspaceId = created.location!.split('/').pop()!
    idp.trust(acsUrl())
  }, 120_000)
  afterAll(async () => {
    await services?.close()
    await idp?.stop()
  })

  it('refuses a certificate or URL that is not one, naming the field', async () => {
    const bad = await connect({ ...samlConnectForm(idp, domain), certificate: 'not a certificate' })
    expect(bad.status).toBe(400)
    expect(bad.data).toMatchObject({ field: 'certificate', notice: expect.stringContaining('X.509') })
    const noUrl = await connect({ ...samlConnectForm(idp, domain), entryPoint: 'login.bank' })
    expect(noUrl.data).toMatchObject({ field: 'entryPoint' })
    expect(
      await services.db.select().from(workspaceSso).where(eq(workspaceSso.workspaceId, workspaceId)),
    ).toEqual([])
  })

  it('reads the three values from the provider’s metadata, and says what it could not read', async () => {
    const bad = await connect({ ...samlConnectForm(idp, domain), metadata: '<not-metadata/>' })
    expect(bad.data).toMatchObject({ field: 'metadata', notice: expect.stringContaining('could not read') })
    // samlp's own metadata, fetched from its entity ID, with the three fields left empty.
    const metadata = await (await fetch(idp.entityId)).text()
    const fromXml = await connect({
      ...samlConnectForm(idp, domain),
      entityId: '',
      entryPoint: '',
      certificate: '',
      metadata,
    })
    expect(fromXml.status).toBe(200)
    const shown = await load(services, ssoLoader, page(), { workspaceId }, owner)
    expect(shown.data).toMatchObject({
      sso: {
        saml: {
          entityId: idp.entityId,
          entryPoint: idp.ssoUrl,
          certificate: { subject: 'Loopback SAML IdP' },
        },
      },
    })
  })

  it('connects with three fields, and names the addresses the IT team enters, which survive a change', async () => {
    expect((await connect(samlConnectForm(idp, domain))).status).toBe(200)
    const shown = await load(services, ssoLoader, page(), { workspaceId }, owner)
    expect(shown.data).toMatchObject({
      protocol: 'saml',
      serviceProvider: { entityId: `${origin}/api/sso/saml/${workspaceId}`, acsUrl: acsUrl() },
      sso: {
        protocol: 'saml',
        issuer: idp.entityId,
        saml: {
          entityId: idp.entityId,
          entryPoint: idp.ssoUrl,
          certificate: { subject: 'Loopback SAML IdP', validTo: expect.any(String) },
        },
      },
    })
    const metadata = await settle(() =>
      samlMetadataLoader({
        request: new Request(`${origin}/api/sso/saml/${workspaceId}`),
        params: { workspaceId },
        context: routeContext(services),
      } as never),
    )
    expect(metadata.headers.get('content-type')).toContain('application/samlmetadata+xml')
    expect(metadata.data).toContain(`entityID="${origin}/api/sso/saml/${workspaceId}"`)
    expect(metadata.data).toContain(`Location="${acsUrl()}"`)
    expect(metadata.data).toContain('WantAssertionsSigned="true"')

    // Saving again (as a certificate rotation would) makes a new provider row (decision 0056); the two
    // addresses stay the same.
    const before = await providerId()
    expect((await connect(samlConnectForm(idp, domain))).status).toBe(200)
    expect(await providerId()).not.toBe(before)
    const [audited] = await services.db
      .select({ data: auditEntries.data })
      .from(auditEntries)
      .where(and(eq(auditEntries.workspaceId, workspaceId), eq(auditEntries.action, 'sso.changed')))
    expect(audited!.data).toMatchObject({ protocol: 'saml', issuer: idp.entityId, secretReplaced: false })
    const history = await services.db
      .select({ detail: workspaceEvents.detail })
      .from(workspaceEvents)
      .where(eq(workspaceEvents.workspaceId, workspaceId))
    expect(history.map((line) => line.detail)).toContain(`SAML ${idp.entityId} (${domain})`)
  })

  it('signs nobody in while the domain waits for its proof', async () => {
    // The admins' list of domains waiting for approval names the provider by its own entity ID.
    const pending = await listPendingDomains(services.db)
    expect(pending.find((row) => row.workspaceId === workspaceId)).toMatchObject({ issuer: idp.entityId })
    const early = await act(services, ssoSignInAction, '/auth/sso', {}, { email: `early@${domain}` })
    expect(early.status).toBe(404)
    // The domain proved, as an admin's approval does.
    await services.db
      .update(ssoProvider)
      .set({ domainVerified: true })
      .where(eq(ssoProvider.providerId, await providerId()))
    await services.db
      .update(workspaceSso)
      .set({ verifiedBy: 'admin', verifiedAt: new Date() })
      .where(eq(workspaceSso.workspaceId, workspaceId))
  })

  it('signs a member of the domain in through the provider, and she joins with the chosen role', async () => {
    const { answer } = await signInThroughIdp(`ana@${domain}`)
    expect(answer.status).toBe(302)
    expect(new URL(answer.location!, origin).toString()).toBe(`${origin}/workspace/${workspaceId}`)
    expect(sessionSet(answer.headers)).toBe(true)
    expect(await roleOf(`ana@${domain}`)).toBe('editor')
    // The admins' accounts list names the provider by its own entity ID, not our side's.
    const [ana] = await services.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, `ana@${domain}`))
    expect((await ssoStatuses(services.db, [ana!.id])).get(ana!.id)).toBe(
      `Signed in through Credit union (${new URL(idp.entityId).host})`,
    )
  })

  it('confirms it is her through the provider again (step-up), and brings her back to the page', async () => {
    const { answer } = await signInThroughIdp(`fay@${domain}`)
    const cookie = cookieFrom(new Response(null, { headers: answer.headers }))
    await signedInAgo(services, cookie, 11)
    const next = `/workspace/${workspaceId}/history`
    const started = await act(services, confirmAction, '/auth/confirm', {}, { intent: 'sso', next }, cookie)
    expect(started.location).toContain(idp.ssoUrl)
    const posted = await loginAtSamlIdp(started.location!, `fay@${domain}`)
    const back = await postToAcs(
      { SAMLResponse: posted.fields.SAMLResponse ?? '', RelayState: posted.fields.RelayState ?? '' },
      [cookie, cookieFrom(new Response(null, { headers: started.headers }))].join('; '),
    )
    expect(new URL(back.location!, origin).pathname).toBe(next)
    expect(sessionSet(back.headers)).toBe(true)
  })

  it('signs in no address outside the proved domain: neither a new account nor an existing one', async () => {
    // The provider is the owner's to choose: were it hers, it could assert anyone's address.
    const stranger = `mallory@elsewhere-${kind}.test`
    await refused(() => signInThroughIdp(stranger, `ana@${domain}`), /refused an address at elsewhere-/)
    expect(await services.db.select().from(user).where(eq(user.email, stranger))).toEqual([])
    const existing = `saml-owner-${kind}@example.com`
    // The plugin itself does not link an existing account to a provider outside its domain: no session, no link.
    const { answer } = await signInThroughIdp(existing, `ana@${domain}`)
    expect(new URL(answer.location!, origin).searchParams.get('error')).toBe('account_not_linked')
    expect(sessionSet(answer.headers)).toBe(false)
    const links = await services.db
      .select()
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, existing), eq(account.providerId, await providerId())))
    expect(links).toEqual([])
  })

  it('refuses the same response twice (a replay)', async () => {
    const { answer, fields, cookie } = await signInThroughIdp(`bo@${domain}`)
    expect(sessionSet(answer.headers)).toBe(true)
    // The ACS cleared the browser's binding; even a browser that kept it meets the plugin's replay check.
    expect(answer.headers.getSetCookie().some((set) => /^saml-started-[^=]+=;.*Max-Age=0/.test(set))).toBe(
      true,
    )
    await refused(
      async () => ({ answer: await postToAcs(fields, cookie) }),
      /relay state|request ID|already been used/i,
    )
  })

  it('refuses a response posted in a browser that did not start its sign-in (login CSRF)', async () => {
    // Mallory starts a sign-in as herself and has someone else's browser post her response to our ACS.
    const started = await act(services, ssoSignInAction, '/auth/sso', {}, { email: `mallory@${domain}` })
    const posted = await loginAtSamlIdp(started.location!, `mallory@${domain}`)
    const fields = {
      SAMLResponse: posted.fields.SAMLResponse ?? '',
      RelayState: posted.fields.RelayState ?? '',
    }
    await refused(async () => ({ answer: await postToAcs(fields, 'other=1') }), /not started in this browser/)
    // Nor with no RelayState at all (an IdP-initiated response stays refused).
    await refused(
      async () => ({ answer: await postToAcs({ SAMLResponse: fields.SAMLResponse }) }),
      /not started in this browser/,
    )
    expect(await roleOf(`mallory@${domain}`)).toBeNull()
  })

  it('refuses an assertion addressed to another application', async () => {
    idp.mode.audience = 'https://another-app.example'
    try {
      await refused(() => signInThroughIdp(`cy@${domain}`), /SAML response binding validation failed/)
      expect(await roleOf(`cy@${domain}`)).toBeNull()
    } finally {
      idp.mode.audience = null
    }
  })

  it('refuses an assertion signed with a key the owner did not register', async () => {
    idp.mode.signWith = selfSigned('Loopback SAML IdP')
    try {
      await refused(() => signInThroughIdp(`di@${domain}`), /SAML response validation failed/)
      expect(await roleOf(`di@${domain}`)).toBeNull()
    } finally {
      idp.mode.signWith = null
    }
  })

  it('refuses an assertion signed with SHA-1', async () => {
    idp.mode.sha1 = true
    try {
      await refused(() => signInThroughIdp(`ed@${domain}`), /signed with SHA-1/)
      expect(await roleOf(`ed@${domain}`)).toBeNull()
    } finally {
      idp.mode.sha1 = false
    }
  })

  it('answers 404 at the ACS and metadata of a workspace without SAML', async () => {
    const other = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Other' }, owner)
    const otherId = other.location!.split('/').pop()!
    const answer = await settle(() =>
      samlAcsAction({
        request: new Request(`${origin}/api/sso/saml/${otherId}/acs`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ SAMLResponse: 'x' }),
        }),
        params: { workspaceId: otherId },
        context: routeContext(services),
      } as never),
    )
    expect(answer.status).toBe(404)
    const metadata = await settle(() =>
      samlMetadataLoader({
        request: new Request(`${origin}/api/sso/saml/${otherId}`),
        params: { workspaceId: otherId },
        context: routeContext(services),
      } as never),
    )
    expect(metadata.status).toBe(404)
  })
})
