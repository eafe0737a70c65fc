import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { ssoProvider, user as users, workspaceMembers, workspaceRemovals, workspaceSso } from '~/db/schema'
import { emit } from '~/lib/events/emit.server'
import { domainOf, listDomains } from './domains'

/** The verified single sign-on whose domains include this address's, with its workspace. */
export async function verifiedSsoForEmail(db: Db, email: string) {
  const domain = domainOf(email)
  const rows = await db
    .select({
      workspaceId: workspaceSso.workspaceId,
      providerId: workspaceSso.providerId,
      required: workspaceSso.required,
      role: workspaceSso.role,
      domain: ssoProvider.domain,
    })
    .from(workspaceSso)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
    .where(isNotNull(workspaceSso.verifiedAt))
  return rows.filter((row) => listDomains(row.domain).includes(domain))
}

/** A verified domain whose workspace requires single sign-on: its addresses may not use a password. */
export async function ssoRequiredFor(db: Db, email: string) {
  return (await verifiedSsoForEmail(db, email)).some((row) => row.required)
}

/**
 * After a sign-in through a workspace's provider (better-auth's `provisionUser`): an address of one of its
 * verified domains becomes a member with the role the owner chose (a member keeps the role she has), and
 * the address counts as verified, since the provider vouched for it at a domain the workspace proved. Someone
 * an owner removed from the workspace is not added back until she accepts a new invitation (issue 34 §4).
 */
export async function joinThroughSso(db: Db, account: { id: string; email: string }, providerId: string) {
  await db.transaction(async (tx) => {
    const [config] = await tx
      .select({ workspaceId: workspaceSso.workspaceId, role: workspaceSso.role, domain: ssoProvider.domain })
      .from(workspaceSso)
      .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
      .where(and(eq(workspaceSso.providerId, providerId), isNotNull(workspaceSso.verifiedAt)))
    if (!config || !listDomains(config.domain).includes(domainOf(account.email))) return
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, account.id))
    const [removed] = await tx
      .select({ userId: workspaceRemovals.userId })
      .from(workspaceRemovals)
      .where(
        and(eq(workspaceRemovals.workspaceId, config.workspaceId), eq(workspaceRemovals.userId, account.id)),
      )
    if (removed) return
    const joined = await tx
      .insert(workspaceMembers)
      .values({ workspaceId: config.workspaceId, userId: account.id, role: config.role })
      .onConflictDoNothing()
      .returning({ userId: workspaceMembers.userId })
    if (joined.length === 0) return
    await emit(tx, {
      type: 'member.joined',
      workspaceId: config.workspaceId,
      actor: account,
      objectId: account.id,
      data: { role: config.role },
    })
  })
}
