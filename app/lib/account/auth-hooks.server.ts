import { randomBytes } from 'node:crypto'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { verifyJWT } from 'better-auth/crypto'
import type { Db } from '~/db/client.server'
import { passwordProblem } from './password-policy.server'
import type { RateLimiter } from '~/lib/rate-limit.server'
import { hashedRecoveryCodeBody } from './recovery-codes.server'
import { auditSignIn, auditSignOut, raiseSignInMethod } from './session-hooks.server'
import { recordProviderMfa } from '~/lib/sso/provider-mfa.server'
import { clearCodeAttempts, limitCodeAttempts } from './two-factor-limit.server'
import { safeReturnPath } from './return-to.server'
import {
  proofFromCookieHeader,
  proofMatches,
  SIGNUP_PROOF_COOKIE,
  SIGNUP_PROOF_MAX_AGE,
  signupProof,
} from './signup-proof.server'

type HookOptions = {
  baseUrl: string
  secureCookies: boolean
  db?: Db
  secret?: string
  rateLimiter?: RateLimiter
}
type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

// Every endpoint that sets a password, by the body field that carries it.
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
  '/set-password': 'newPassword',
}

/** better-auth hooks: the password policy, and the sign-up proof that verification links require. */
export function accountHooks(options: HookOptions) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (options.db) await auditSignOut(ctx, options.db)
      if (options.rateLimiter) await limitCodeAttempts(ctx, options.rateLimiter)
      const field = passwordFields[ctx.path]
      const password: unknown = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined
      const problem = typeof password === 'string' ? await passwordProblem(password) : null
      if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_TOO_COMMON' })
      // A new password ends every other session, whatever the client asked (docs/decisions/0057).
      const recovery = options.secret && hashedRecoveryCodeBody(options.secret, ctx.path, ctx.body)
      if (recovery) return { context: { body: recovery } }
      if (ctx.path === '/change-password')
        return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } }
      // A verification link leads back to a try page's save or an invitation, or to the spec's /; whatever
      // else a crafted link carries (another site, another page) becomes /, so it is never an open redirect.
      if (ctx.path === '/verify-email') {
        const query = { ...(ctx.query as Record<string, unknown> | undefined) }
        if (query.callbackURL !== undefined) query.callbackURL = safeReturnPath(query.callbackURL) ?? '/'
        await requireSignupProof(ctx, query, options)
        return { context: { query } }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path === '/sign-up/email') await setSignupProof(ctx, options)
      if (options.db) await auditSignIn(ctx, options.db)
      if (options.db) await raiseSignInMethod(ctx, options.db)
      if (options.db) await recordProviderMfa(ctx, options.db)
      if (options.rateLimiter) await clearCodeAttempts(ctx, options.rateLimiter)
    }),
  }
}

async function credentialOf(ctx: Ctx, email: string) {
  const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase(), {
    includeAccounts: true,
  })
  if (!found) return null
  const hash = found.accounts.find((account) => account.providerId === 'credential')?.password
  return { user: found.user, hash: hash ?? null }
}

/**
 * A verification link verifies (and signs in) only in a browser that proves it chose the current password;
 * anyone else is asked for that password first, so whoever verifies the address never inherits a password
 * someone else chose.
 */
async function requireSignupProof(ctx: Ctx, query: Record<string, unknown>, options: HookOptions) {
  const token: unknown = query.token
  if (typeof token !== 'string') return
  const payload = await verifyJWT<{ email?: string; updateTo?: string }>(token, ctx.context.secret)
  // Invalid or expired tokens and e-mail changes are answered by the endpoint itself.
  if (!payload?.email || payload.updateTo) return
  const account = await credentialOf(ctx, payload.email)
  if (!account || account.user.emailVerified) return
  const given = proofFromCookieHeader(ctx.headers?.get('cookie'))
  if (account.hash && proofMatches(signupProof(ctx.context.secret, account.user.id, account.hash), given))
    return
  const back = safeReturnPath(query.callbackURL)
  const callback = back ? `&callbackURL=${encodeURIComponent(back)}` : ''
  throw ctx.redirect(`${options.baseUrl}/auth/verify?token=${encodeURIComponent(token)}${callback}`)
}

/**
 * The browser that signed up keeps the proof for the password it chose. A repeated sign-up gets a cookie of
 * the same shape holding nothing, so the answer does not tell whether the address has an account.
 */
async function setSignupProof(ctx: Ctx, options: HookOptions) {
  const returned = ctx.context.returned as { user?: { id?: string } } | undefined
  const email: unknown = (ctx.body as Record<string, unknown> | undefined)?.email
  if (!returned?.user?.id || typeof email !== 'string') return
  const account = await credentialOf(ctx, email)
  const value =
    account?.hash && account.user.id === returned.user.id
      ? signupProof(ctx.context.secret, account.user.id, account.hash)
      : randomBytes(32).toString('base64url')
  ctx.setCookie(SIGNUP_PROOF_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SIGNUP_PROOF_MAX_AGE,
    secure: options.secureCookies,
  })
}
