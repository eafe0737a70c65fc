import { isAPIError } from 'better-auth/api'
import { verifyJWT } from 'better-auth/crypto'
import { data, redirect } from 'react-router'
import { safeReturnPath } from '~/lib/account/return-to.server'
import { SIGNUP_PROOF_COOKIE, signupProof } from '~/lib/account/signup-proof.server'
import { authAttemptBlocked, TOO_MANY_ATTEMPTS } from '~/lib/auth-limits.server'
import { flashCookie } from '~/lib/flash'
import type { Services } from '~/lib/services.server'
import { z } from 'zod'

export type RecoveryResult = { ok: true } | { ok: false; error: string }

export const WRONG_SIGNUP_PASSWORD =
  'That is not the password this account was created with. If you did not create it, or forgot the password, choose a new one with "Forgot password?".'
export const RESET_LINK_INVALID =
  'This link has expired or has already been used. Ask for a new one with "Forgot password?".'

const failed = (error: string, status = 400) => data<RecoveryResult>({ ok: false, error }, { status })

async function limited(services: Services, clientAddress: string) {
  const blocked = await authAttemptBlocked(services, clientAddress)
  if (!blocked) return null
  return data<RecoveryResult>(
    { ok: false, error: TOO_MANY_ATTEMPTS },
    { status: 429, headers: { 'Retry-After': String(blocked.retryAfterSeconds) } },
  )
}

/** Mails a reset link when the address has an account; the answer is the same either way. */
export async function requestReset(form: FormData, services: Services, clientAddress: string) {
  const blocked = await limited(services, clientAddress)
  if (blocked) return blocked
  const email = z.email().safeParse(String(form.get('email') ?? '').trim())
  if (!email.success) return failed('Please enter a valid email address')
  await services.auth.api.requestPasswordReset({ body: { email: email.data.toLowerCase() } })
  return { ok: true } satisfies RecoveryResult
}

/** Sets the new password from a mailed link: the link is used up, every session ends, the address is verified. */
export async function resetPassword(form: FormData, services: Services, clientAddress: string) {
  const blocked = await limited(services, clientAddress)
  if (blocked) return blocked
  const token = String(form.get('token') ?? '')
  const newPassword = String(form.get('password') ?? '')
  if (!token) return failed(RESET_LINK_INVALID)
  if (!newPassword) return failed('Please enter a new password.')
  try {
    await services.auth.api.resetPassword({ body: { token, newPassword } })
  } catch (error) {
    if (!isAPIError(error)) throw error
    const body = error.body as { code?: string; message?: string } | undefined
    return failed(body?.code === 'INVALID_TOKEN' ? RESET_LINK_INVALID : body?.message || error.message)
  }
  return redirect('/auth', { headers: { 'Set-Cookie': flashCookie('password-reset') } })
}

/**
 * Completes a verification link opened in a browser that did not sign up: only with the account's current
 * password, so that verifying an address never hands the account to whoever chose that password.
 */
export async function verifyWithPassword(
  form: FormData,
  request: Request,
  services: Services,
  clientAddress: string,
) {
  const blocked = await limited(services, clientAddress)
  if (blocked) return blocked
  const token = String(form.get('token') ?? '')
  const password = String(form.get('password') ?? '')
  const context = await services.auth.$context
  const payload = await verifyJWT<{ email?: string }>(token, context.secret)
  if (!payload?.email) return failed('This confirmation link has expired. Sign in to get a new one.')
  const found = await context.internalAdapter.findUserByEmail(payload.email, { includeAccounts: true })
  const hash = found?.accounts.find((account) => account.providerId === 'credential')?.password
  if (!found || found.user.emailVerified) return redirect('/auth')
  if (!hash || !(await context.password.verify({ hash, password }))) return failed(WRONG_SIGNUP_PASSWORD)
  const proof = signupProof(context.secret, found.user.id, hash)
  const headers = new Headers(request.headers)
  headers.set('cookie', `${SIGNUP_PROOF_COOKIE}=${proof}`)
  const verified = await services.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true })
  const out = new Headers()
  for (const cookie of verified.headers.getSetCookie()) out.append('Set-Cookie', cookie)
  out.append('Set-Cookie', flashCookie('signed-in'))
  return redirect(safeReturnPath(form.get('callbackURL')) ?? '/', { headers: out })
}
