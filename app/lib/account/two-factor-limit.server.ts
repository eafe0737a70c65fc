import { APIError, type createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import type { RateLimiter } from '~/lib/rate-limit.server'

/*
 * The two-factor code endpoints, limited per account (issue 43 §3). better-auth's plugin counts attempts per
 * sign-in challenge only: with a session (a step-up, turning two-factor off, or a script holding a stolen
 * session) it checked any number of codes. Every attempt is counted before the code is looked at, atomically
 * (so a burst sent at once cannot slip through between the check and the count), whatever the session, the
 * endpoint or the client address; a right code clears the count, so only wrong codes add up.
 */
type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

export const WRONG_CODES_ALLOWED = 5
export const WRONG_CODES_WINDOW_SECONDS = 15 * 60
export const TOO_MANY_CODES = 'Too many wrong codes for this account. Wait 15 minutes, then try again.'

const CODE_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
])

const keyOf = (userId: string) => `two-factor-code:${userId}`

/** The account a code is for: the signed-in one, or the one whose password step left the challenge cookie. */
async function accountOf(ctx: Ctx) {
  const current = await getSessionFromCtx(ctx).catch(() => null)
  if (current) return current.user.id
  const cookie = ctx.context.createAuthCookie('two_factor')
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
  if (!challenge) return null
  const found = await ctx.context.internalAdapter.findVerificationValue(challenge)
  return found?.value ?? null
}

/** hooks.before: counts the attempt, and refuses it (429) past the limit. */
export async function limitCodeAttempts(ctx: Ctx, limiter: RateLimiter) {
  if (!CODE_PATHS.has(ctx.path)) return
  const userId = await accountOf(ctx)
  // Without an account the plugin refuses the request itself (no session, no challenge).
  if (!userId) return
  const result = await limiter.hit(keyOf(userId), WRONG_CODES_ALLOWED, WRONG_CODES_WINDOW_SECONDS)
  if (!result.allowed)
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { message: TOO_MANY_CODES, code: 'TOO_MANY_CODE_ATTEMPTS' },
      { 'Retry-After': String(result.retryAfterSeconds) },
    )
}

/** hooks.after: a right code clears the account's count. */
export async function clearCodeAttempts(ctx: Ctx, limiter: RateLimiter) {
  if (!CODE_PATHS.has(ctx.path)) return
  const returned: unknown = ctx.context.returned
  if (isAPIError(returned) || (returned instanceof Response && !returned.ok)) return
  const userId = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id
  if (userId) await limiter.reset(keyOf(userId))
}
