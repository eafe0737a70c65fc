import { isAPIError } from 'better-auth/api'
import { data, redirect } from 'react-router'
import { signInWithPasskey } from '~/lib/account/passkeys.server'
import { returnToFrom } from '~/lib/account/return-to.server'
import { signedInRedirect } from '~/lib/account/sign-in-landing.server'
import { z } from '~/lib/zod'
import { authAttemptBlocked, TOO_MANY_ATTEMPTS } from '~/lib/auth-limits.server'
import { flashCookie } from '~/lib/flash'
import type { Services } from '~/lib/services.server'

export type AuthIntent = 'sign-in' | 'sign-up' | 'resend' | 'passkey'
export type AuthResult =
  | { intent: AuthIntent; ok: true; email?: string }
  | { intent: AuthIntent; ok: false; error: string; unverified?: boolean; email?: string }

const SignInSchema = z.object({ email: z.string().trim().min(1), password: z.string().min(1) })
const SignUpSchema = SignInSchema.extend({
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
})

const fields = (form: FormData) =>
  Object.fromEntries([...form].filter(([, value]) => typeof value === 'string'))

/** Sign in, sign up and resend the verification e-mail, each counted by the auth rate limit. */
export async function authAction(
  intent: AuthIntent,
  form: FormData,
  request: Request,
  services: Services,
  clientAddress: string,
) {
  const blocked = await authAttemptBlocked(services, clientAddress)
  if (blocked) {
    const result: AuthResult = { intent, ok: false, error: TOO_MANY_ATTEMPTS }
    return data(result, { status: 429, headers: { 'Retry-After': String(blocked.retryAfterSeconds) } })
  }
  try {
    if (intent === 'sign-in') return await signIn(form, request, services)
    if (intent === 'sign-up') return await signUp(form, request, services)
    if (intent === 'passkey') return await passkeySignIn(form, request, services)
    return await resend(form, request, services)
  } catch (error) {
    return failure(
      intent,
      error,
      typeof form.get('email') === 'string' ? String(form.get('email')) : undefined,
    )
  }
}

async function signIn(form: FormData, request: Request, services: Services) {
  const parsed = SignInSchema.safeParse(fields(form))
  if (!parsed.success) return failed('sign-in', 'Email and password are required.')
  const { headers, response } = await services.auth.api.signInEmail({
    body: { email: parsed.data.email, password: parsed.data.password, callbackURL: '/' },
    headers: request.headers,
    returnHeaders: true,
  })
  const out = new Headers()
  for (const cookie of headers.getSetCookie()) out.append('Set-Cookie', cookie)
  // Two-factor accounts: no session yet, only better-auth's challenge cookie; the code step finishes the sign-in
  // with the same toast and the same way back (the return-to cookie stays until then).
  if ((response as { twoFactorRedirect?: boolean }).twoFactorRedirect)
    return redirect('/auth/two-factor', { headers: out })
  return signedInRedirect(request, out)
}

/** A passkey's assertion (decision 0065): multi-factor by itself, so no code step follows. */
async function passkeySignIn(form: FormData, request: Request, services: Services) {
  const done = await signInWithPasskey(services, request, String(form.get('response') ?? ''))
  if (!done.ok) return failed('passkey', done.error)
  const out = new Headers()
  for (const cookie of done.cookies) out.append('Set-Cookie', cookie)
  return signedInRedirect(request, out)
}

async function signUp(form: FormData, request: Request, services: Services) {
  const parsed = SignUpSchema.safeParse(fields(form))
  if (!parsed.success) return failed('sign-up', 'Email and password are required.')
  const { email, password, firstName, lastName } = parsed.data
  // first_name and last_name reach the profile through the user-creation hook in ~/lib/auth.server.ts.
  const body = {
    email,
    password,
    name: `${firstName} ${lastName}`.trim(),
    first_name: firstName,
    last_name: lastName,
    // The verification link brings a visitor who came from a try page or an invitation back there.
    callbackURL: returnToFrom(request) ?? '/',
  }
  // The answer carries the sign-up proof cookie (~/lib/account/signup-proof.server), which the verification link
  // asks this browser for; a repeated sign-up gets an empty one of the same shape and the owner an e-mail.
  const { headers } = await services.auth.api.signUpEmail({
    body,
    headers: request.headers,
    returnHeaders: true,
  })
  const out = new Headers()
  for (const cookie of headers.getSetCookie()) out.append('Set-Cookie', cookie)
  return data({ intent: 'sign-up', ok: true } satisfies AuthResult, { headers: out })
}

async function resend(form: FormData, request: Request, services: Services) {
  const email = z.email().safeParse(String(form.get('email') ?? '').trim())
  if (!email.success) return failed('resend', 'Please enter a valid email address')
  await services.auth.api.sendVerificationEmail({
    body: { email: email.data, callbackURL: returnToFrom(request) ?? '/' },
    headers: request.headers,
  })
  return { intent: 'resend', ok: true, email: email.data } satisfies AuthResult
}

/** Signs out on the server (the session row is deleted, the cookie cleared) and goes home. */
export async function signOut(request: Request, services: Services) {
  const out = new Headers()
  try {
    const { headers } = await services.auth.api.signOut({ headers: request.headers, returnHeaders: true })
    for (const cookie of headers.getSetCookie()) out.append('Set-Cookie', cookie)
  } catch (error) {
    // Signing out without a session is not a failure worth showing.
    if (!isAPIError(error)) throw error
  }
  out.append('Set-Cookie', flashCookie('signed-out'))
  return redirect('/', { headers: out })
}

function failed(intent: AuthIntent, error: string) {
  const result: AuthResult = { intent, ok: false, error }
  return data(result, { status: 400 })
}

/** better-auth's own message (e.g. "Invalid email or password") for its errors; a generic one otherwise. */
function failure(intent: AuthIntent, error: unknown, email: string | undefined) {
  if (isAPIError(error)) {
    const body = error.body as { message?: string; code?: string } | undefined
    const result: AuthResult = {
      intent,
      ok: false,
      error: body?.message || error.message || 'The request could not be completed.',
      unverified: body?.code === 'EMAIL_NOT_VERIFIED',
      email,
    }
    return data(result, {
      status: error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400,
    })
  }
  console.error(`auth ${intent} failed:`, error)
  const result: AuthResult = {
    intent,
    ok: false,
    error: 'Something went wrong on our side. Please try again.',
  }
  return data(result, { status: 500 })
}
