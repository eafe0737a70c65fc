import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { session, user } from '~/db/schema'
import { change, emit } from '~/lib/events/emit.server'

/*
 * The admins' view of every account (docs/decisions/0057): two-factor, single sign-on, locked or not. Locking
 * ends the account's sessions at once and refuses it new ones (the check is beforeSessionCreate in
 * ~/lib/account/session-hooks.server.ts, the one place a session is made).
 */
export type AccountRow = {
  id: string
  email: string
  twoFactor: boolean
  /** Single sign-on: the SSO work reads its own tables here; until then '—' (a seam, decision 0057). */
  sso: string
  locked: boolean
  createdAt: Date
}

/** The SSO status of each account, by id; none known on this branch. */
export async function ssoStatuses(_db: Db, _ids: string[]): Promise<Map<string, string>> {
  return new Map()
}

export async function listAccounts(db: Db): Promise<AccountRow[]> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      twoFactor: user.twoFactorEnabled,
      lockedAt: user.lockedAt,
      createdAt: user.createdAt,
    })
    .from(user)
    .orderBy(asc(user.email))
  const sso = await ssoStatuses(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    twoFactor: row.twoFactor === true,
    sso: sso.get(row.id) ?? '—',
    locked: row.lockedAt !== null,
    createdAt: row.createdAt,
  }))
}

type Admin = { id: string; email: string }
export type LockResult = { ok: true } | { ok: false; error: string; status: 404 | 409 }

/** Locks an account (not one's own): its sessions end in the same transaction, with one audit event. */
export async function lockAccount(db: Db, admin: Admin, userId: string): Promise<LockResult> {
  if (userId === admin.id) return { ok: false, error: 'You cannot lock your own account.', status: 409 }
  return change(db, async (tx) => {
    const [locked] = await tx
      .update(user)
      .set({ lockedAt: new Date() })
      .where(and(eq(user.id, userId), isNull(user.lockedAt)))
      .returning({ email: user.email })
    if (!locked) return { ok: false, error: 'No such unlocked account.', status: 404 } as const
    const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id })
    await emit(tx, {
      type: 'account.locked',
      workspaceId: null,
      actor: admin,
      objectId: userId,
      data: { email: locked.email, sessionsEnded: ended.length },
    })
    return { ok: true } as const
  })
}

export async function unlockAccount(db: Db, admin: Admin, userId: string): Promise<LockResult> {
  return change(db, async (tx) => {
    const [unlocked] = await tx
      .update(user)
      .set({ lockedAt: null })
      .where(and(eq(user.id, userId), isNotNull(user.lockedAt)))
      .returning({ email: user.email })
    if (!unlocked) return { ok: false, error: 'No such locked account.', status: 404 } as const
    await emit(tx, {
      type: 'account.unlocked',
      workspaceId: null,
      actor: admin,
      objectId: userId,
      data: { email: unlocked.email },
    })
    return { ok: true } as const
  })
}
