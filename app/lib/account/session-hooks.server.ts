import { APIError, type createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { session, user } from '~/db/schema'
import { record } from '~/lib/events/emit.server'
import { PASSKEY_SIGN_IN_PATH } from './passkeys.server'

/*
 * What better-auth does around a session (docs/decisions/0057): no IP address is kept with it, a locked account
 * gets none, and each sign-in and sign-out is an audit entry (without a password, code or token).
 */
type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]
type NewSession = { userId: string; ipAddress?: string | null; signInMethod?: string | null }

export const ACCOUNT_LOCKED = 'This account is locked. Ask an admin of Brightline Digital to unlock it.'

/**
 * databaseHooks.session.create.before: refuses a locked account, drops the IP address, and marks a session a
 * passkey made, which counts as multi-factor (decision 0065).
 */
export function beforeSessionCreate(db: Db) {
  return async (created: NewSession, ctx?: { path?: string } | null) => {
    const [account] = await db
      .select({ lockedAt: user.lockedAt })
      .from(user)
      .where(eq(user.id, created.userId))
    if (account?.lockedAt)
      throw new APIError('FORBIDDEN', { message: ACCOUNT_LOCKED, code: 'ACCOUNT_LOCKED' })
    const signedInWithPasskey = ctx?.path === PASSKEY_SIGN_IN_PATH
    const signInMethod = methodOf(ctx?.path ?? '', created.signInMethod)
    return { data: { ...created, ipAddress: null, signedInWithPasskey, signInMethod } }
  }
}

/** The session column's value, by the endpoint that makes the session (issue 43 §3). */
const methodsByPath: Record<string, string> = {
  '/sign-in/email': 'password',
  '/two-factor/verify-totp': 'totp',
  '/two-factor/verify-backup-code': 'recovery-code',
  '/verify-email': 'verification-link',
  [PASSKEY_SIGN_IN_PATH]: 'passkey',
}

/**
 * A session a signed-in change makes in place of the old one (two-factor turned on or off) keeps the old one's
 * method (better-auth copies its fields); one an SSO endpoint makes is 'sso' (raised to 'sso-mfa:<provider>'
 * after it, when the provider said it asked a second factor); anything else names its endpoint and counts as
 * one factor.
 */
function methodOf(path: string, copied: string | null | undefined) {
  const byPath = methodsByPath[path]
  if (byPath) return byPath
  if (path.startsWith('/sso/')) return 'sso'
  return copied ?? path.replace(/^\//, '').split('/')[0] ?? 'other'
}

/** The second factors of our own: a code (authenticator or recovery) checked in this session. */
const raisedBy: Record<string, string> = {
  '/two-factor/verify-totp': 'totp',
  '/two-factor/verify-backup-code': 'recovery-code',
}

/**
 * hooks.after: a code verified in a session that already existed (an SSO session asked its code by a gate,
 * a step-up with a code) gives that session our own second factor.
 */
export async function raiseSignInMethod(ctx: Ctx, db: Db) {
  const method = raisedBy[ctx.path]
  const current = ctx.context.session
  if (!method || !current || ctx.context.newSession) return
  const returned: unknown = ctx.context.returned
  if (isAPIError(returned) || (returned instanceof Response && !returned.ok)) return
  await db.update(session).set({ signInMethod: method }).where(eq(session.id, current.session.id))
}

/** How a sign-in finished, by the endpoint that made its session. */
const signInMethods: Record<string, string> = {
  '/sign-in/email': 'password',
  '/two-factor/verify-totp': 'two-factor code',
  '/two-factor/verify-backup-code': 'recovery code',
  '/verify-email': 'verification link',
  '/passkey/verify-authentication': 'passkey',
}

/** hooks.before: the session a sign-out ends, read before it is gone. */
export async function auditSignOut(ctx: Ctx, db: Db) {
  if (ctx.path !== '/sign-out') return
  const current = await getSessionFromCtx(ctx).catch(() => null)
  if (!current) return
  await record(db, {
    type: 'account.signed_out',
    workspaceId: null,
    actor: { id: current.user.id, email: current.user.email },
    objectId: current.user.id,
    data: {},
  })
}

/**
 * hooks.after: a session made for a caller who had none is a sign-in (a new session for a signed-in caller, as
 * a two-factor change makes, is not). A password that still waits for a code is not one either.
 */
export async function auditSignIn(ctx: Ctx, db: Db) {
  const made = ctx.context.newSession
  if (!made || ctx.context.session) return
  if (ctx.path === '/sign-in/email' && made.user.twoFactorEnabled) return
  await record(db, {
    type: 'account.signed_in',
    workspaceId: null,
    actor: { id: made.user.id, email: made.user.email },
    objectId: made.user.id,
    data: { method: signInMethods[ctx.path] ?? ctx.path.replace(/^\//, '').split('/')[0]! },
  })
}
