import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import {
  account,
  profiles,
  ssoAccountLinks,
  user as users,
  verification,
  workspaces,
  workspaceSso,
} from '~/db/schema'
import { emit } from '~/lib/events/emit.server'
import { queueSsoLinkedMail } from './sso-mail.server'

/*
 * Which accounts a workspace's single sign-on may sign in (issue 43 §2): one its provider created, or one
 * whose owner linked it while signed in the usual way ("Link my organization's sign-in"). Never a platform
 * admin's. The provider is the owner's to choose, so an address it asserts is not proof that the account
 * at that address is given to it.
 */

const LINK_MINUTES = 15

const intentIdentifier = (workspaceId: string, userId: string) => `sso-link:${workspaceId}:${userId}`

/** A platform admin: the admin role, or an address in ADMIN_EMAILS (which grants it at the next sign-in). */
export async function isPlatformAdmin(db: Db, adminEmails: readonly string[], userId: string) {
  const [row] = await db
    .select({ email: users.email, role: profiles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  return Boolean(row && (row.role === 'admin' || isAdminAddress(adminEmails, row.email)))
}

export const isAdminAddress = (adminEmails: readonly string[], email: string) =>
  adminEmails.some((admin) => admin.toLowerCase() === email.trim().toLowerCase())

export type LinkVerdict = 'linked-before' | 'created-now' | 'linked-now' | 'refused'

/**
 * Whether an SSO account for `userId` may be made under the provider of `workspaceId`, recording why: a link
 * made before (a changed provider keeps its people), an account with no way to sign in yet (the one this
 * sign-in just created), or the owner's own request made in the last minutes, used once.
 */
export async function decideLink(db: Db, workspaceId: string, userId: string): Promise<LinkVerdict> {
  return db.transaction(async (tx): Promise<LinkVerdict> => {
    const [before] = await tx
      .select({ via: ssoAccountLinks.via })
      .from(ssoAccountLinks)
      .where(and(eq(ssoAccountLinks.workspaceId, workspaceId), eq(ssoAccountLinks.userId, userId)))
    if (before) return 'linked-before'
    const [existing] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(account)
      .where(eq(account.userId, userId))
    if (!existing?.n) {
      await tx.insert(ssoAccountLinks).values({ workspaceId, userId, via: 'created' })
      return 'created-now'
    }
    const [intent] = await tx
      .delete(verification)
      .where(
        and(
          eq(verification.identifier, intentIdentifier(workspaceId, userId)),
          gt(verification.expiresAt, new Date()),
        ),
      )
      .returning({ id: verification.id })
    if (!intent) return 'refused'
    await tx.insert(ssoAccountLinks).values({ workspaceId, userId, via: 'linked' })
    const [person] = await tx
      .select({ email: users.email, workspaceName: workspaces.name })
      .from(users)
      .innerJoin(workspaces, eq(workspaces.id, workspaceId))
      .where(eq(users.id, userId))
    await emit(tx, {
      type: 'sso.account_linked',
      workspaceId,
      actor: { id: userId, email: person!.email },
      objectId: userId,
      data: {},
    })
    await queueSsoLinkedMail(tx, { to: person!.email, workspaceName: person!.workspaceName })
    return 'linked-now'
  })
}

/** "Link my organization's sign-in": the signed-in owner of the account asks, for the next few minutes. */
export async function recordLinkIntent(db: Db, workspaceId: string, userId: string) {
  const identifier = intentIdentifier(workspaceId, userId)
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifier))
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier,
      value: userId,
      expiresAt: new Date(Date.now() + LINK_MINUTES * 60_000),
    })
  })
}

/** The workspace whose provider this is, if any. */
export async function workspaceOfProvider(db: Db, providerId: string) {
  const [row] = await db
    .select({ workspaceId: workspaceSso.workspaceId })
    .from(workspaceSso)
    .where(eq(workspaceSso.providerId, providerId))
  return row?.workspaceId ?? null
}

/** Whether the account may sign in through the workspace's provider already. */
export async function isLinked(db: Db, workspaceId: string, userId: string) {
  const rows = await db
    .select({ via: ssoAccountLinks.via })
    .from(ssoAccountLinks)
    .where(and(eq(ssoAccountLinks.workspaceId, workspaceId), eq(ssoAccountLinks.userId, userId)))
  return rows.length > 0
}
