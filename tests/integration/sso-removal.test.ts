import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ssoProvider, user, workspaceMembers, workspaceSso } from '~/db/schema'
import { joinThroughSso } from '~/lib/sso/sso-join.server'
import { changeMemberRole, removeMember } from '~/lib/workspaces/members.server'
import { acceptInvitation, createInvitation, createWorkspace } from '~/lib/workspaces/workspaces.server'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { signedIn } from './workspace-support'

/*
 * Removal sticks (issue 34 §4, docs/decisions/0056): a member an owner removed does not rejoin at her next
 * single sign-on until an owner invites her again and she accepts; a demotion is not undone by SSO either.
 */
describe.each(databaseKinds)('removal and single sign-on on %s', (kind) => {
  let services: RunningServices
  let owner: { id: string; email: string }
  let workspaceId: string
  const domain = `removal-${kind}.test`
  const providerId = `removal-${kind}`

  const account = async (email: string) => {
    await signedIn(services, email)
    const [row] = await services.db.select().from(user).where(eq(user.email, email))
    return { id: row!.id, email: row!.email }
  }
  const roleOf = async (userId: string) => {
    const [row] = await services.db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    return row?.role ?? null
  }

  beforeAll(async () => {
    services = await createTestServices(kind)
    owner = await account('removal-owner@example.com')
    workspaceId = (await createWorkspace(services.db, owner, 'Bank')).id
    await services.db.insert(ssoProvider).values({
      id: providerId,
      issuer: 'https://login.bank.test',
      providerId,
      domain,
      domainVerified: true,
    })
    await services.db
      .insert(workspaceSso)
      .values({ workspaceId, providerId, role: 'editor', verifiedBy: 'admin', verifiedAt: new Date() })
  }, 120_000)
  afterAll(() => services?.close())

  it('does not let a removed member back in through SSO until she accepts a new invitation', async () => {
    const pat = await account(`pat@${domain}`)
    await joinThroughSso(services.db, pat, providerId)
    expect(await roleOf(pat.id)).toBe('editor')

    expect((await removeMember(services.db, workspaceId, pat.id, owner)).ok).toBe(true)
    await joinThroughSso(services.db, pat, providerId)
    expect(await roleOf(pat.id)).toBeNull()

    // An invitation alone does not let her in through SSO; accepting it does, and then SSO keeps her in.
    const { token } = await createInvitation(
      services.db,
      { workspaceId, email: pat.email, role: 'editor', actor: owner },
      async () => {},
    )
    await joinThroughSso(services.db, pat, providerId)
    expect(await roleOf(pat.id)).toBeNull()
    expect((await acceptInvitation(services.db, token, pat)).ok).toBe(true)
    expect(await roleOf(pat.id)).toBe('editor')
    await joinThroughSso(services.db, pat, providerId)
    expect(await roleOf(pat.id)).toBe('editor')
  })

  it('keeps a removal in one workspace from barring another workspace’s SSO', async () => {
    const sam = await account(`sam@${domain}`)
    const other = (await createWorkspace(services.db, owner, 'Other')).id
    await services.db.insert(workspaceMembers).values({ workspaceId: other, userId: sam.id, role: 'editor' })
    expect((await removeMember(services.db, other, sam.id, owner)).ok).toBe(true)
    await joinThroughSso(services.db, sam, providerId)
    expect(await roleOf(sam.id)).toBe('editor')
  })

  it('does not give a demoted member her role back at her next SSO sign-in', async () => {
    const lee = await account(`lee@${domain}`)
    await services.db.insert(workspaceMembers).values({ workspaceId, userId: lee.id, role: 'approver' })
    await services.db
      .update(workspaceSso)
      .set({ role: 'approver' })
      .where(eq(workspaceSso.workspaceId, workspaceId))
    await changeMemberRole(services.db, { workspaceId, userId: lee.id, role: 'editor', actor: owner })
    await joinThroughSso(services.db, lee, providerId)
    expect(await roleOf(lee.id)).toBe('editor')
  })
})
