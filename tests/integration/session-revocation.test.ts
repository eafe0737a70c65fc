import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session, user } from '~/db/schema'
import { action as securityAction } from '~/routes/_site/account-two-factor'
import { action as authApiAction } from '~/routes/resources/auth-api'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { totp } from '../support/totp'
import { cookieFrom } from './auth-support'
import { act, origin, signedIn } from './workspace-support'

/*
 * Changing the password, or turning two-factor sign-in on or off or making new recovery codes, ends the
 * account's other sessions (docs/decisions/0057): whoever held one of them must sign in again.
 */
describe.each(databaseKinds)('changes that end the other sessions on %s', (kind) => {
  let services: RunningServices
  const password = 'correct horse 1'

  beforeAll(async () => {
    services = await createTestServices(kind, { RATE_LIMIT_AUTH: '100' })
  })
  afterAll(async () => {
    await services?.close()
  })

  async function anotherSession(email: string, pass = password) {
    const { headers } = await services.auth.api.signInEmail({
      body: { email, password: pass },
      headers: new Headers({ 'user-agent': 'Firefox/140.0' }),
      returnHeaders: true,
    })
    return cookieFrom(new Response(null, { headers }))
  }
  const signedInAs = async (cookie: string) =>
    (await services.auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.email ?? null
  /** Keeps the cookies a browser would after `headers` (a 2FA change replaces the session). */
  function keep(jar: string, headers: Headers) {
    const pairs = new Map(jar.split('; ').map((pair) => [pair.split('=')[0]!, pair] as const))
    for (const set of headers.getSetCookie()) {
      const pair = set.split(';')[0]!
      if (pair.endsWith('=') || /max-age=0/i.test(set)) pairs.delete(pair.split('=')[0]!)
      else pairs.set(pair.split('=')[0]!, pair)
    }
    return [...pairs.values()].join('; ')
  }

  it('a password change ends every other session and keeps this one', async () => {
    const email = 'pat@example.com'
    let mine = await signedIn(services, email)
    const stolen = await anotherSession(email)
    const response = (await authApiAction({
      request: new Request(`${origin}/api/auth/change-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, cookie: mine },
        body: JSON.stringify({ currentPassword: password, newPassword: 'a brand new phrase 7' }),
      }),
      params: {},
      context: routeContext(services),
    } as never)) as Response
    expect(response.status).toBe(200)
    mine = keep(mine, response.headers)
    expect(await signedInAs(stolen)).toBeNull()
    expect(await signedInAs(mine)).toBe(email)
  })

  it('turning two-factor on, new recovery codes and turning it off each end the other sessions', async () => {
    const email = 'quinn@example.com'
    let mine = await signedIn(services, email)
    const security = async (fields: Record<string, string>) => {
      const result = await act(services, securityAction, '/account/two-factor', {}, fields, mine)
      mine = keep(mine, result.headers)
      expect(result.status).toBe(200)
      return result.data as { enrol?: { secret: string } }
    }

    const secret = (await security({ intent: 'enrol', password })).enrol!.secret
    let other = await anotherSession(email)
    await security({ intent: 'confirm', code: totp(secret) })
    expect(await signedInAs(other)).toBeNull()
    expect(await signedInAs(mine)).toBe(email)

    // Signing in again takes a code now; a session made directly stands for the other browser.
    const [row] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    const plant = async () => {
      const token = `other-${Math.random().toString(36).slice(2)}`
      await services.db.insert(session).values({
        id: token,
        token,
        userId: row!.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      return token
    }
    const alive = async (token: string) =>
      (await services.db.select().from(session).where(eq(session.token, token))).length === 1

    other = await plant()
    await security({ intent: 'regenerate', password })
    expect(await alive(other)).toBe(false)
    expect(await signedInAs(mine)).toBe(email)

    other = await plant()
    // The next 30-second window's code: the confirming one cannot be used twice.
    await security({ intent: 'disable', password, code: totp(secret, Date.now() + 30_000) })
    expect(await alive(other)).toBe(false)
    expect(await signedInAs(mine)).toBe(email)
  })
})
