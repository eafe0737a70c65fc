import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { profiles, user } from '~/db/schema'

/** The profile of a new account; names come from the sign-up form (empty when absent). */
export async function createProfile(db: Db, userId: string, names: { firstName: string; lastName: string }) {
  await db
    .insert(profiles)
    .values({ userId, firstName: names.firstName, lastName: names.lastName, role: 'user' })
    .onConflictDoNothing()
}

/**
 * Grants admin to every verified account whose e-mail is in ADMIN_EMAILS (creating a missing profile).
 * Unverified accounts are left alone: anyone can sign up with the owner's address, only the owner can verify it.
 */
export async function syncAdminRoles(db: Db, adminEmails: readonly string[], userId?: string) {
  if (adminEmails.length === 0) return
  const matches = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.emailVerified, true),
        inArray(
          sql`lower(${user.email})`,
          adminEmails.map((email) => email.toLowerCase()),
        ),
        userId ? eq(user.id, userId) : undefined,
      ),
    )
  if (matches.length === 0) return
  await db
    .insert(profiles)
    .values(matches.map((match) => ({ userId: match.id, role: 'admin' as const })))
    .onConflictDoUpdate({ target: profiles.userId, set: { role: 'admin' } })
}
