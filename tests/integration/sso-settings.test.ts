import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, outbox, user, workspaceEvents, workspaceMembers, workspaceSso } from '~/db/schema'
import { SSO_REQUIRED_MESSAGE } from '~/lib/sso/sso-auth.server'
import { removeMember } from '~/lib/workspaces/members.server'
import { action as adminSsoAction, loader as adminSsoLoader } from '~/routes/_site/admin/sso-domains'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as ssoAction, loader as ssoLoader } from '~/routes/workspace/sso'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { CLIENT_ID, CLIENT_SECRET, connectForm, startOidcProviderOn } from '../support/oidc-provider'
import { freePort } from '../support/ports'
import { createTestServices } from '../support/services'
import { act, load, origin, signedIn } from './workspace-support'

/*
 * Single sign-on's settings (docs/decisions/0056), on both databases, with a real OpenID provider on loopback
 * for the plugin's discovery: only the owner reads or changes them; an admin approves the domain; the
 * domain's passwords are refused once SSO is required.
 */
describe.each(databaseKinds)('single sign-on settings on %s', (kind) => {
  let services: RunningServices
  let provider: Awaited<ReturnType<typeof startOidcProviderOn>>
  let owner: string
  let editor: string
  let outsider: string
  let admin: string
  let workspaceId: string
  const domain = `bank-${kind}.test`
  const path = () => `/workspace/${workspaceId}/sso`

  beforeAll(async () => {
    const port = await freePort()
    provider = await startOidcProviderOn(port, `${origin}/api/auth/sso/callback`)
    services = await createTestServices(kind, {
      SSO_IDP_ORIGINS: provider.issuer,
      ADMIN_EMAILS: 'sso-admin@ops-platform.test',
    })
    owner = await signedIn(services, 'sso-owner@example.com')
    editor = await signedIn(services, 'sso-editor@example.com')
    outsider = await signedIn(services, 'sso-outsider@example.com')
    admin = await signedIn(services, 'sso-admin@ops-platform.test')
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Bank' }, owner)
    workspaceId = created.location!.split('/').pop()!
    await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Other' }, outsider)
    const [editorRow] = await services.db.select().from(user).where(eq(user.email, 'sso-editor@example.com'))
    await services.db.insert(workspaceMembers).values({ workspaceId, userId: editorRow!.id, role: 'editor' })
    await signedIn(services, 'sso-approver@example.com')
    const [approverRow] = await services.db
      .select()
      .from(user)
      .where(eq(user.email, 'sso-approver@example.com'))
    await services.db
      .insert(workspaceMembers)
      .values({ workspaceId, userId: approverRow!.id, role: 'approver' })
  }, 120_000)
  afterAll(async () => {
    await services?.close()
    await provider?.stop()
  })

  it('refuses a free mail provider’s domain, a bare public suffix, this site’s own and its admins’ domain (issue 43 §1)', async () => {
    const refusals = {
      'gmail.com': 'gmail.com is a public e-mail provider’s domain',
      'staff.outlook.com': 'staff.outlook.com is a public e-mail provider’s domain',
      'co.uk': 'co.uk is a public suffix',
      'brightline-digital.example': 'brightline-digital.example is this site’s own domain',
      // ADMIN_EMAILS names sso-admin@ops-platform.test: no provider may sign in at an admin's domain.
      'staff.ops-platform.test': 'staff.ops-platform.test is the domain of this site’s administrators',
    }
    for (const [claimed, message] of Object.entries(refusals)) {
      const refused = await act(
        services,
        ssoAction,
        path(),
        { workspaceId },
        connectForm(provider.issuer, claimed),
        owner,
      )
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.data)).toContain(message)
    }
    const [connection] = await services.db
      .select()
      .from(workspaceSso)
      .where(eq(workspaceSso.workspaceId, workspaceId))
    expect(connection).toBeUndefined()
  })

  it('lets the owner connect the provider through discovery, never showing the secret back', async () => {
    const connected = await act(
      services,
      ssoAction,
      path(),
      { workspaceId },
      connectForm(provider.issuer, domain),
      owner,
    )
    expect(connected.status).toBe(200)
    const page = await load(services, ssoLoader, path(), { workspaceId }, owner)
    expect(page.status).toBe(200)
    expect(JSON.stringify(page.data)).not.toContain(CLIENT_SECRET)
    // Decision 0056: the secret is in the plugin's row only, never in the audit log or the History.
    const audit = await services.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.workspaceId, workspaceId))
    const history = await services.db
      .select()
      .from(workspaceEvents)
      .where(eq(workspaceEvents.workspaceId, workspaceId))
    expect(audit.map((entry) => entry.action)).toContain('sso.connected')
    expect(JSON.stringify([audit, history])).not.toContain(CLIENT_SECRET)
    expect(page.data).toMatchObject({
      sso: { issuer: provider.issuer, clientId: CLIENT_ID, domains: [domain] },
    })
    // Issue 43 §2: the workspace's other owners and approvers are told; the owner who did it is not.
    const told = await services.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.kind, 'workspace'))
    const notices = told
      .map((row) => row.payload as { to: string; subject: string; text: string })
      .filter((mail) => mail.subject === 'Your workspace’s single sign-on was changed')
    expect(notices.map((mail) => mail.to)).toEqual(['sso-approver@example.com'])
    expect(notices[0]!.text).toContain(
      `sso-owner@example.com connected the identity provider ${provider.issuer}`,
    )
  })

  it('gives an editor 403, another workspace’s owner 404 and a signed-out visitor the sign-in page', async () => {
    expect((await load(services, ssoLoader, path(), { workspaceId }, editor)).status).toBe(403)
    expect(
      (await act(services, ssoAction, path(), { workspaceId }, { intent: 'remove' }, editor)).status,
    ).toBe(403)
    expect((await load(services, ssoLoader, path(), { workspaceId }, outsider)).status).toBe(404)
    expect(
      (await act(services, ssoAction, path(), { workspaceId }, { intent: 'remove' }, outsider)).status,
    ).toBe(404)
    const anonymous = await load(services, ssoLoader, path(), { workspaceId })
    expect(anonymous.location).toBe('/auth')
    expect((await act(services, ssoAction, path(), { workspaceId }, { intent: 'remove' })).location).toBe(
      '/auth',
    )
    const [row] = await services.db
      .select()
      .from(workspaceSso)
      .where(eq(workspaceSso.workspaceId, workspaceId))
    expect(row).toBeDefined()
  })

  it('lets an admin, and nobody else, approve the domain', async () => {
    // A member who is not an admin is turned away (to sign in as an admin) and approves nothing.
    const asOwner = await load(services, adminSsoLoader, '/admin/sso', {}, owner)
    expect(asOwner.status).not.toBe(200)
    const ownerTries = await act(services, adminSsoAction, '/admin/sso', {}, { workspaceId }, owner)
    expect(ownerTries.status).not.toBe(200)
    const [before] = await services.db
      .select()
      .from(workspaceSso)
      .where(eq(workspaceSso.workspaceId, workspaceId))
    expect(before?.verifiedAt).toBeNull()
    const pending = await load(services, adminSsoLoader, '/admin/sso', {}, admin)
    expect(JSON.stringify(pending.data)).toContain(domain)
    expect((await act(services, adminSsoAction, '/admin/sso', {}, { workspaceId }, admin)).status).toBe(200)
    const [row] = await services.db
      .select()
      .from(workspaceSso)
      .where(eq(workspaceSso.workspaceId, workspaceId))
    expect(row?.verifiedBy).toBe('admin')
    const events = await services.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.workspaceId, workspaceId))
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['sso.connected', 'sso.domain_verified']),
    )
  })

  it('refuses the domain’s password to its members once the owner requires single sign-on', async () => {
    await signedIn(services, `pat@${domain}`)
    const [pat] = await services.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, `pat@${domain}`))
    await services.db.insert(workspaceMembers).values({ workspaceId, userId: pat!.id, role: 'editor' })
    expect(
      (await act(services, ssoAction, path(), { workspaceId }, { intent: 'require-sso', on: 'on' }, editor))
        .status,
    ).toBe(403)
    const required = await act(
      services,
      ssoAction,
      path(),
      { workspaceId },
      { intent: 'require-sso', on: 'on' },
      owner,
    )
    expect(required.status).toBe(200)
    await expect(
      services.auth.api.signInEmail({ body: { email: `pat@${domain}`, password: 'correct horse 1' } }),
    ).rejects.toMatchObject({ body: { code: 'SSO_REQUIRED', message: SSO_REQUIRED_MESSAGE } })
    // Another domain's password still works.
    await expect(
      services.auth.api.signInEmail({
        body: { email: 'sso-outsider@example.com', password: 'correct horse 1' },
      }),
    ).resolves.toBeDefined()
  })

  it('gives a removed member nothing', async () => {
    const [editorRow] = await services.db.select().from(user).where(eq(user.email, 'sso-editor@example.com'))
    const [ownerRow] = await services.db.select().from(user).where(eq(user.email, 'sso-owner@example.com'))
    await removeMember(services.db, workspaceId, editorRow!.id, { id: ownerRow!.id, email: ownerRow!.email })
    const gone = await services.db
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, editorRow!.id)))
    expect(gone).toHaveLength(0)
    expect((await load(services, ssoLoader, path(), { workspaceId }, editor)).status).toBe(404)
    expect(
      (await act(services, ssoAction, path(), { workspaceId }, { intent: 'remove' }, editor)).status,
    ).toBe(404)
  })
})
