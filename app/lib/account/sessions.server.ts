import { and, desc, eq, gt } from 'drizzle-orm'
import { session } from '~/db/schema'
import type { Services } from '~/lib/services.server'

export type SessionRow = { id: string; browser: string; startedAt: Date; renewedAt: Date; current: boolean }

/** "Chrome on Windows" from a User-Agent header; the header itself never leaves the server. */
export function browserOf(userAgent: string | null) {
  const ua = userAgent ?? ''
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Another browser'
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : ''
  return system ? `${browser} on ${system}` : browser
}

/** The account's unexpired sessions, newest first; tokens stay here (a row is named by its id). */
export async function listSessions(services: Services, userId: string, currentId: string) {
  const rows = await services.db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.createdAt))
  return rows.map((row): SessionRow => ({
    id: row.id,
    browser: browserOf(row.userAgent),
    startedAt: row.createdAt,
    renewedAt: row.updatedAt,
    current: row.id === currentId,
  }))
}

/** Ends one of the account's own sessions (never another account's) through better-auth; false if none such. */
export async function endSession(services: Services, request: Request, userId: string, sessionId: string) {
  const [row] = await services.db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
  if (!row) return false
  await services.auth.api.revokeSession({ body: { token: row.token }, headers: request.headers })
  return true
}

/** Ends every session of the account but the one making the request. */
export async function endOtherSessions(services: Services, request: Request) {
  await services.auth.api.revokeOtherSessions({ headers: request.headers })
}
