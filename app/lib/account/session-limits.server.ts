import { and, eq, lt } from 'drizzle-orm'
import { redirect } from 'react-router'
import type { Db } from '~/db/client.server'
import { session, workspaces } from '~/db/schema'
import { emit } from '~/lib/events/emit.server'
import { flashCookie } from '~/lib/flash'

/*
 * A workspace's session limits (docs/decisions/0057): an idle timeout and an absolute lifetime, set by its owner.
 * A member whose session is past either is signed out (that session ends) and asked to sign in again before
 * seeing the workspace (the sign-in then lands on /, as every sign-in does, with its 'Open your workspace').
 */
export type SessionLimits = { idleMinutes: number | null; lifetimeHours: number | null }

/** The choices the settings form offers; anything else is refused. */
export const IDLE_CHOICES = [15, 30, 60, 240] as const
export const LIFETIME_CHOICES = [8, 12, 24, 168] as const

/** How often a request refreshes "last active" (a write per minute at most, not one per request). */
const TOUCH_EVERY_MS = 60_000

export type SessionTimes = { id: string; createdAt: string; lastActiveAt: string }

/** Why the session may no longer see the workspace, or null. */
export function overLimit(times: SessionTimes, limits: SessionLimits, now = Date.now()) {
  if (limits.lifetimeHours && now - Date.parse(times.createdAt) > limits.lifetimeHours * 3_600_000)
    return 'lifetime' as const
  if (limits.idleMinutes && now - Date.parse(times.lastActiveAt) > limits.idleMinutes * 60_000)
    return 'idle' as const
  return null
}

/**
 * For each request into a workspace: ends a session past the workspace's limits and sends the browser to sign
 * in (a redirect, for pages, `.data` requests and CSVs alike); otherwise notes the session as active.
 */
export async function enforceSessionLimits(db: Db, times: SessionTimes, limits: SessionLimits) {
  if (overLimit(times, limits)) {
    await db.delete(session).where(eq(session.id, times.id))
    throw redirect('/auth', {
      headers: { 'Cache-Control': 'no-store', 'Set-Cookie': flashCookie('session-expired') },
    })
  }
  const now = new Date()
  if (now.getTime() - Date.parse(times.lastActiveAt) > TOUCH_EVERY_MS)
    await db
      .update(session)
      .set({ updatedAt: now })
      .where(and(eq(session.id, times.id), lt(session.updatedAt, new Date(now.getTime() - TOUCH_EVERY_MS))))
}

/** The workspace's limits, for its settings form. */
export async function sessionLimitsOf(db: Db, workspaceId: string): Promise<SessionLimits> {
  const [row] = await db
    .select({ idleMinutes: workspaces.idleTimeoutMinutes, lifetimeHours: workspaces.sessionLifetimeHours })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
  return row ?? { idleMinutes: null, lifetimeHours: null }
}

export const LIMIT_CHOICE_REFUSED = 'Choose one of the offered limits.'

const parseChoice = (value: FormDataEntryValue | null, choices: readonly number[]) => {
  if (value === null || value === '' || value === 'off') return { ok: true as const, value: null }
  const number = Number(value)
  return choices.includes(number) ? { ok: true as const, value: number } : { ok: false as const }
}

/** Reads the form's two choices: minutes idle and hours since sign-in ('off' or empty: no limit). */
export function limitsFromForm(form: FormData): SessionLimits | null {
  const idle = parseChoice(form.get('idleMinutes'), IDLE_CHOICES)
  const lifetime = parseChoice(form.get('lifetimeHours'), LIFETIME_CHOICES)
  if (!idle.ok || !lifetime.ok) return null
  return { idleMinutes: idle.value, lifetimeHours: lifetime.value }
}

/** Sets a workspace's limits, with one audit event (before and after) in the same transaction. */
export async function setSessionLimits(
  db: Db,
  workspaceId: string,
  limits: SessionLimits,
  actor: { id: string; email: string },
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ idleMinutes: workspaces.idleTimeoutMinutes, lifetimeHours: workspaces.sessionLifetimeHours })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    await tx
      .update(workspaces)
      .set({ idleTimeoutMinutes: limits.idleMinutes, sessionLifetimeHours: limits.lifetimeHours })
      .where(eq(workspaces.id, workspaceId))
    await emit(tx, {
      type: 'workspace.session_limits_changed',
      workspaceId,
      actor,
      objectId: workspaceId,
      data: { before: current ?? { idleMinutes: null, lifetimeHours: null }, after: limits },
    })
  })
}
