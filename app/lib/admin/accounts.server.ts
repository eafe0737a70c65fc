import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { account, session, ssoProvider, user, workspaces, workspaceSso } from '~/db/schema'
import { domainOf, listDomains } from '~/lib/sso/domains'
import { providerName } from '~/lib/sso/saml.server'
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
  /** Single sign-on: signed in through which workspace's provider, or a domain under one; else '—'. */
  sso: string
  locked: boolean
  createdAt: Date
}

/**
 * The SSO status of each account, by id (decision 0056): the workspace and provider it signed in through
 * (better-auth's `account` row named by the plugin's provider id), else the workspace whose verified SSO
 * covers its e-mail domain; an account with neither is not in the map.
 */
export async function ssoStatuses(db: Db, ids: string[]): Promise<Map<string, string>> {
  const statuses = new Map<string, string>()
  if (ids.length === 0) return statuses
  const connections = await db
    .select({
      providerId: workspaceSso.providerId,
      verified: workspaceSso.verifiedAt,
      workspace: workspaces.name,
      issuer: ssoProvider.issuer,
      saml: ssoProvider.samlConfig,
      domain: ssoProvider.domain,
    })
    .from(workspaceSso)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
    .innerJoin(workspaces, eq(workspaces.id, workspaceSso.workspaceId))
  if (connections.length === 0) return statuses
  const byProvider = new Map(connections.map((connection) => [connection.providerId, connection]))
  const signedIn = await db
    .select({ userId: account.userId, providerId: account.providerId })
    .from(account)
    .where(
      and(
        inArray(account.userId, ids),
        inArray(
          account.providerId,
          connections.map((connection) => connection.providerId),
        ),
      ),
    )
  for (const row of signedIn) {
    const connection = byProvider.get(row.providerId)!
    statuses.set(
      row.userId,
      `Signed in through ${connection.workspace} (${hostOf(providerName(connection.issuer, connection.saml))})`,
    )
  }
  const byDomain = new Map(
    connections
      .filter((connection) => connection.verified !== null)
      .flatMap((connection) =>
        listDomains(connection.domain).map((domain) => [domain, connection.workspace]),
      ),
  )
  const rest = ids.filter((id) => !statuses.has(id))
  if (byDomain.size === 0 || rest.length === 0) return statuses
  const emails = await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, rest))
  for (const row of emails) {
    const workspace = byDomain.get(domainOf(row.email))
    if (workspace) statuses.set(row.id, `Domain under ${workspace}’s SSO; not signed in through it`)
  }
  return statuses
}

function hostOf(issuer: string) {
  try {
    return new URL(issuer).host
  } catch {
    return issuer
  }
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
