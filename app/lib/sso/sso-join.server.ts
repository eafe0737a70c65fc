import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import {
  profiles,
  ssoProvider,
  user as users,
  workspaceMembers,
  workspaceRemovals,
  workspaceSso,
} from '~/db/schema'
import { emit } from '~/lib/events/emit.server'
import { domainOf, listDomains } from './domains'
import { isAdminAddress } from './sso-links.server'

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

/**
 * Whether the account at this address must sign in through single sign-on: it is at a verified domain of a
 * workspace that requires it and is a member of that workspace (issue 43 §2). Never a platform admin's, and
 * never another workspace's member: the rule binds the people of the workspace that set it.
 */
export async function ssoRequiredFor(db: Db, email: string, adminEmails: readonly string[] = []) {
  const requiring = (await verifiedSsoForEmail(db, email)).filter((row) => row.required)
  if (requiring.length === 0 || isAdminAddress(adminEmails, email)) return false
  const [person] = await db
    .select({ id: users.id, role: profiles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
  if (!person || person.role === 'admin') return false
  const memberships = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.userId, person.id),
        inArray(
          workspaceMembers.workspaceId,
          requiring.map((row) => row.workspaceId),
        ),
      ),
    )
  return memberships.length > 0
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
