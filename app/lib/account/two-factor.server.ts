import { isAPIError } from 'better-auth/api'
import type { Services } from '~/lib/services.server'

/*
 * Two-factor sign-in is better-auth's own twoFactor plugin (docs/decisions/0050); these wrap its server API for
 * our forms: each returns the Set-Cookie headers better-auth produced (a new session when 2FA turns on or off,
 * the session that ends a two-factor sign-in) and its own error message when it refuses.
 */
export type Step<T = object> = ({ ok: true } & T) | { ok: false; error: string; status: number }

async function run<T>(call: () => Promise<{ headers: Headers; response: T }>) {
  try {
    const { headers, response } = await call()
    return { ok: true as const, response, cookies: headers.getSetCookie() }
  } catch (error) {
    if (!isAPIError(error)) throw error
    const body = error.body as { message?: string } | undefined
    return {
      ok: false as const,
      error: body?.message || error.message || 'That did not work.',
      status: error.statusCode,
    }
  }
}

/** Enrolment's first step: a new secret (not in force until confirmed with a code) and recovery codes. */
export async function beginEnrolment(services: Services, request: Request, password: string) {
  const done = await run(() =>
    services.auth.api.enableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true }),
  )
  if (!done.ok) return done
  const { totpURI, backupCodes } = done.response as { totpURI: string; backupCodes: string[] }
  return {
    ok: true as const,
    cookies: done.cookies,
    secret: new URL(totpURI).searchParams.get('secret') ?? '',
    // qrcode (~10 MB of a server's memory) loads when someone first turns two-factor on.
    qr: await (await import('qrcode')).default.toDataURL(totpURI, { margin: 1, width: 220 }),
    backupCodes,
  }
}

/** A code from the authenticator: confirms an enrolment, proves the signed-in account's second factor, or
 * (with the challenge cookie and no session) finishes a sign-in. */
export const verifyCode = (services: Services, request: Request, code: string) =>
  run(() => services.auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true }))

/** A single-use recovery code, in place of the authenticator's, to finish a sign-in. */
export const verifyRecoveryCode = (services: Services, request: Request, code: string) =>
  run(() =>
    services.auth.api.verifyBackupCode({ body: { code }, headers: request.headers, returnHeaders: true }),
  )

export async function regenerateRecoveryCodes(services: Services, request: Request, password: string) {
  const done = await run(() =>
    services.auth.api.generateBackupCodes({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    }),
  )
  if (!done.ok) return done
  return { ...done, backupCodes: (done.response as { backupCodes: string[] }).backupCodes }
}

/** Turning it off asks for both: the password and a current code. */
export async function turnOff(services: Services, request: Request, password: string, code: string) {
  const proved = await verifyCode(services, request, code)
  if (!proved.ok) return proved
  return run(() =>
    services.auth.api.disableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true }),
  )
}

/**
 * After two-factor sign-in turns on or off or new recovery codes are made: every other session of the account
 * ends (docs/decisions/0057). `cookies` are the Set-Cookie headers of the change, which may name a new session.
 */
export async function endOtherSessionsAfter(services: Services, request: Request, cookies: string[]) {
  const jar = new Map(
    (request.headers.get('cookie') ?? '')
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  )
  for (const set of cookies) {
    const pair = set.split(';')[0]!
    if (!pair.endsWith('=')) jar.set(pair.split('=')[0]!, pair)
  }
  const headers = new Headers(request.headers)
  headers.set('cookie', [...jar.values()].join('; '))
  await services.auth.api.revokeOtherSessions({ headers })
}
