import { action as securityAction } from '~/routes/_site/account-two-factor'
import { action as authAction } from '~/routes/_site/auth'
import { action as codeAction } from '~/routes/_site/auth-two-factor'
import type { RunningServices } from '../../server/services'
import { totp } from '../support/totp'
import { act, origin } from './workspace-support'

export const PASSWORD = 'correct horse 1'

/** The cookies a browser keeps after `headers` (better-auth replaces the session on two-factor changes). */
export function keep(jar: string, headers: Headers) {
  const pairs = new Map(jar ? jar.split('; ').map((pair) => [pair.split('=')[0]!, pair] as const) : [])
  for (const set of headers.getSetCookie()) {
    const pair = set.split(';')[0]!
    const name = pair.split('=')[0]!
    if (pair.endsWith('=') || /max-age=0/i.test(set)) pairs.delete(name)
    else pairs.set(name, pair)
  }
  return [...pairs.values()].join('; ')
}

/** Turns two-factor sign-in on for the account behind `cookie`: its new session, secret and recovery codes. */
export async function enrolled(services: RunningServices, cookie: string) {
  const security = (fields: Record<string, string>, jar: string) =>
    act(services, securityAction, '/account/two-factor', {}, fields, jar)
  const begun = await security({ intent: 'enrol', password: PASSWORD }, cookie)
  const { enrol } = begun.data as { enrol: { secret: string; sealedCodes: string } }
  const on = await security(
    { intent: 'confirm', code: totp(enrol.secret), sealedCodes: enrol.sealedCodes },
    cookie,
  )
  if (on.status !== 200) throw new Error(`two-factor did not turn on: ${on.status}`)
  const { backupCodes } = on.data as { backupCodes: string[] }
  return { cookie: keep(cookie, on.headers), secret: enrol.secret, recovery: backupCodes }
}

/** The password step of signing in: the challenge cookie that waits for a code. */
export async function passwordStep(services: RunningServices, email: string) {
  const result = await act(
    services,
    authAction,
    '/auth',
    {},
    { intent: 'sign-in', email, password: PASSWORD },
  )
  return keep('', result.headers)
}

/** The code step (our form): its answer, and the cookies after it. */
export async function codeStep(services: RunningServices, jar: string, fields: Record<string, string>) {
  const result = await act(services, codeAction, '/auth/two-factor', {}, fields, jar)
  return { ...result, jar: keep(jar, result.headers) }
}

/** A better-auth endpoint as a script reaches it over HTTP, with `cookie`. */
export async function postToAuth(services: RunningServices, path: string, body: object, cookie: string) {
  const response = await services.auth.handler(
    new Request(`${origin}/api/auth${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    }),
  )
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as { message?: string }) : null }
}
