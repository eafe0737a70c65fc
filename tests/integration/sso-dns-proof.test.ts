import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, user, workspaceMembers, workspaceSso } from '~/db/schema'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as ssoAction, loader as ssoLoader } from '~/routes/workspace/sso'
import { loader as oldProofLinkLoader } from '~/routes/_site/sso-verify-domain'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { startDnsServer } from '../support/dns-server'
import { connectForm, startOidcProviderOn } from '../support/oidc-provider'
import { freePort } from '../support/ports'
import { createTestServices } from '../support/services'
import { act, load, origin, signedIn } from './workspace-support'

type ProofRecord = { name: string; value: string }
type Page = { sso: { verifiedBy: string | null; proofRecords: ProofRecord[] } }

/*
 * Issue 43 §1, decision 0075: a workspace proves its single sign-on domains by a DNS TXT record, looked up
 * through Node's resolver in a real DNS server on loopback. A mailbox at the domain proves nothing any more;
 * a record made for another configuration proves nothing; only the owner checks.
 */
describe.each(databaseKinds)('single sign-on domain proved by DNS on %s', (kind) => {
  let services: RunningServices
  let provider: Awaited<ReturnType<typeof startOidcProviderOn>>
  let dns: Awaited<ReturnType<typeof startDnsServer>>
  let owner: string
  let editor: string
  let outsider: string
  let workspaceId: string
  const domain = `dns-${kind}.test`
  const path = () => `/workspace/${workspaceId}/sso`
  const check = (cookie?: string) =>
    act(services, ssoAction, path(), { workspaceId }, { intent: 'check-dns' }, cookie)
  const records = async () =>
    ((await load(services, ssoLoader, path(), { workspaceId }, owner)).data as Page).sso.proofRecords

  beforeAll(async () => {
    dns = await startDnsServer()
    provider = await startOidcProviderOn(await freePort(), `${origin}/api/auth/sso/callback`)
    services = await createTestServices(kind, { SSO_IDP_ORIGINS: provider.issuer, DNS_SERVERS: dns.server })
    owner = await signedIn(services, 'dns-owner@example.com')
    editor = await signedIn(services, 'dns-editor@example.com')
    outsider = await signedIn(services, 'dns-outsider@example.com')
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Bank' }, owner)
    workspaceId = created.location!.split('/').pop()!
    await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Other' }, outsider)
    const [editorRow] = await services.db.select().from(user).where(eq(user.email, 'dns-editor@example.com'))
    await services.db.insert(workspaceMembers).values({ workspaceId, userId: editorRow!.id, role: 'editor' })
    const connected = await act(
      services,
      ssoAction,
      path(),
      { workspaceId },
      connectForm(provider.issuer, domain),
      owner,
    )
    expect(connected.status).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await services?.close()
    await provider?.stop()
    await dns?.close()
  })

  it('shows the owner the TXT record to publish at the domain', async () => {
    const [record] = await records()
    expect(record?.name).toBe(`_brightline-verification.${domain}`)
    expect(record?.value).toMatch(/^brightline-domain-verification=[0-9a-f]{32}$/)
  })

  it('stays unverified while the record is missing, or carries another value', async () => {
    const missing = await check(owner)
    expect(missing.status).toBe(409)
    expect(JSON.stringify(missing.data)).toContain(
      `No matching TXT record at _brightline-verification.${domain} yet.`,
    )
    // Someone else's value (another workspace's, an old configuration's) at the right name proves nothing.
    dns.publishTxt(`_brightline-verification.${domain}`, 'brightline-domain-verification=0123456789abcdef')
    expect((await check(owner)).status).toBe(409)
    const [row] = await services.db
      .select()
      .from(workspaceSso)
      .where(eq(workspaceSso.workspaceId, workspaceId))
    expect(row?.verifiedAt).toBeNull()
  })

  it('lets only the owner check: an editor 403, another workspace’s owner 404, a visitor the sign-in page', async () => {
    const [record] = await records()
    dns.publishTxt(record!.name, record!.value)
    expect((await check(editor)).status).toBe(403)
    expect((await check(outsider)).status).toBe(404)
    expect((await check()).location).toBe('/auth')
    const [row] = await services.db
      .select()
      .from(workspaceSso)
      .where(eq(workspaceSso.workspaceId, workspaceId))
    expect(row?.verifiedAt).toBeNull()
  })

  it('verifies the domain once its record is published, and audits it', async () => {
    const done = await check(owner)
    expect(done.status).toBe(200)
    expect(JSON.stringify(done.data)).toContain('Domain verified')
    const page = (await load(services, ssoLoader, path(), { workspaceId }, owner)).data as Page
    expect(page.sso.verifiedBy).toBe('dns')
    const audit = await services.db
      .select({ action: auditEntries.action, data: auditEntries.data })
      .from(auditEntries)
      .where(eq(auditEntries.workspaceId, workspaceId))
    expect(audit).toContainEqual({ action: 'sso.domain_verified', data: { domains: [domain], by: 'dns' } })
  })

  it('asks a new record when the domains change: the old one proves nothing for the new list', async () => {
    const before = (await records())[0]!.value
    const changed = await act(
      services,
      ssoAction,
      path(),
      { workspaceId },
      connectForm(provider.issuer, `${domain}, staff.${domain}`),
      owner,
    )
    expect(changed.status).toBe(200)
    const after = await records()
    expect(after.map((record) => record.value)).not.toContain(before)
    // The old value still sits at the first domain: the check names both records it misses.
    const missing = await check(owner)
    expect(missing.status).toBe(409)
    expect(JSON.stringify(missing.data)).toContain(`_brightline-verification.staff.${domain}`)
    for (const record of after) dns.publishTxt(record.name, record.value)
    expect((await check(owner)).status).toBe(200)
  })

  it('answers an e-mailed proof link from before with 410: a mailbox proves nothing', async () => {
    const answer = await load(services, oldProofLinkLoader, '/sso/verify-domain?token=anything', {})
    expect(answer.status).toBe(410)
  })
})
