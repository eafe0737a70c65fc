import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, ssoProvider, user, workspaceSso } from '~/db/schema'
import { listAccounts } from '~/lib/admin/accounts.server'
import { createWorkspace } from '~/lib/workspaces/workspaces.server'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { signedIn } from './workspace-support'

/*
 * The SSO column of /admin/accounts (docs/decisions/0056, 0057): the workspace and provider an account signed
 * in through, else whether its e-mail domain is under a verified SSO connection, else '—'.
 */
describe.each(databaseKinds)('the admin accounts SSO column on %s', (kind) => {
  let services: RunningServices

  const account_ = async (email: string) => {
    await signedIn(services, email)
    const [row] = await services.db.select().from(user).where(eq(user.email, email))
    return { id: row!.id, email: row!.email }
  }
  const connect = async (name: string, domain: string, verified: boolean) => {
    const owner = await account_(`owner-${domain}@example.com`)
    const workspaceId = (await createWorkspace(services.db, owner, name)).id
    const providerId = `p-${domain}`
    await services.db.insert(ssoProvider).values({
      id: providerId,
      issuer: `https://login.${domain}/oidc`,
      providerId,
      domain,
      domainVerified: verified,
    })
    await services.db.insert(workspaceSso).values({
      workspaceId,
      providerId,
      ...(verified ? { verifiedBy: 'admin' as const, verifiedAt: new Date() } : {}),
    })
    return providerId
  }

  beforeAll(async () => {
    services = await createTestServices(kind)
  }, 120_000)
  afterAll(() => services?.close())

  it('names the workspace and provider signed in through, or the verified connection over the domain', async () => {
    const providerId = await connect('First Bank', `first-${kind}.test`, true)
    await connect('Pending Bank', `pending-${kind}.test`, false)
    const viaSso = await account_(`pat@first-${kind}.test`)
    await services.db.insert(account).values({
      id: randomUUID(),
      accountId: 'subject-1',
      providerId,
      userId: viaSso.id,
    })
    await account_(`sam@first-${kind}.test`)
    await account_(`lee@pending-${kind}.test`)
    await account_(`kim@elsewhere-${kind}.test`)

    const sso = new Map((await listAccounts(services.db)).map((row) => [row.email, row.sso]))
    expect(sso.get(`pat@first-${kind}.test`)).toBe(`Signed in through First Bank (login.first-${kind}.test)`)
    expect(sso.get(`sam@first-${kind}.test`)).toBe('Domain under First Bank’s SSO; not signed in through it')
    expect(sso.get(`lee@pending-${kind}.test`)).toBe('—')
    expect(sso.get(`kim@elsewhere-${kind}.test`)).toBe('—')
  })
})
