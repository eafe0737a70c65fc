import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { profiles, user } from '~/db/schema'

export async function listUsers(db: Db) {
  return db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: sql<'user' | 'admin'>`coalesce(${profiles.role}, 'user')`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .orderBy(asc(user.createdAt), asc(user.email))
}

export type RoleChange = { ok: true } | { ok: false; error: string }

/**
 * Grants or revokes admin. Revoking locks every admin row first, so that two admins demoting each other at
 * the same moment cannot leave the site without one.
 */
export async function setRole(db: Db, userId: string, role: 'user' | 'admin'): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId))
    if (!account) return { ok: false, error: 'No such account.' }
    if (role === 'user') {
      const admins = await tx
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.role, 'admin'))
        .for('update')
      const isAdmin = admins.some((admin) => admin.userId === userId)
      if (isAdmin && admins.length <= 1) return { ok: false, error: 'The last admin cannot be demoted.' }
    }
    await tx
      .insert(profiles)
      .values({ userId, role })
      .onConflictDoUpdate({ target: profiles.userId, set: { role } })
    return { ok: true }
  })
}
