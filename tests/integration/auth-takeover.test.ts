import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { profiles, user, verification } from '~/db/schema'
import { COMMON_PASSWORD_MESSAGE } from '~/lib/account/password-policy.server'
import { WRONG_SIGNUP_PASSWORD } from '~/routes/_site/account-recovery.server'
import { action as authAction } from '~/routes/_site/auth'
import { action as forgotAction } from '~/routes/_site/auth-forgot-password'
import { action as resetAction } from '~/routes/_site/auth-reset-password'
import { action as verifyAction } from '~/routes/_site/auth-verify'
import { action as authApiAction } from '~/routes/resources/auth-api'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { cookieFrom, formRequest, startMailCatcher, verificationLink } from './auth-support'

const origin = 'http://localhost:3000'
let requests = 0
type Handler = (args: never) => unknown
const call = (handler: Handler, request: Request, services: RunningServices, address?: string) =>
  handler({
    request,
    params: {},
    context: routeContext(services, address ?? `192.0.2.${++requests % 250}`),
  } as never) as Promise<Response & { data?: unknown; init?: ResponseInit }>
const thrownOrReturned = (promise: Promise<unknown>) =>
  promise.catch((thrown: unknown) => thrown) as Promise<Response>

function resetLink(text: string | undefined) {
  const link = text?.match(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/)?.[0]
  if (!link) throw new Error('no reset link in the mail')
  return link
}

describe.each(databaseKinds)('account takeover and recovery on %s', (kind) => {
  let services: RunningServices
  let mail: Awaited<ReturnType<typeof startMailCatcher>>

  beforeAll(async () => {
    mail = await startMailCatcher()
    services = await createTestServices(kind, {
      SMTP_URL: mail.url,
      ADMIN_EMAILS: 'owner@example.com',
      RATE_LIMIT_AUTH: '5',
    })
  })
  afterAll(async () => {
    await services?.close()
    await mail?.close()
  })

  const form = (path: string, fields: Record<string, string>, cookie?: string) =>
    formRequest(`${origin}${path}`, fields, cookie)
  const signUp = (email: string, password: string) =>
    call(authAction, form('/auth', { intent: 'sign-up', email, password }), services)
  const signIn = (email: string, password: string) =>
    call(authAction, form('/auth', { intent: 'sign-in', email, password }), services)
  const mailsTo = (to: string) => mail.received.filter((m) => !Array.isArray(m.to) && m.to?.text.includes(to))
  async function nextMailTo(to: string, before: number) {
    await expect.poll(() => mailsTo(to).length).toBeGreaterThan(before)
    return mailsTo(to)[before]!
  }
  /** Mails to `to` once its sign-up's verification mail (sent by the outbox, after the answer) has arrived. */
  async function mailsAfterSignUp(to: string) {
    await nextMailTo(to, 0)
    return mailsTo(to).length
  }
  const account = async (email: string) =>
    (await services.db.select().from(user).where(eq(user.email, email)))[0]
  const role = async (email: string) =>
    (
      await services.db
        .select({ role: profiles.role })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .where(eq(user.email, email))
    )[0]?.role
  async function resetWith(link: string, password: string) {
    const token = new URL(link).searchParams.get('token')!
    return thrownOrReturned(call(resetAction, form('/auth/reset-password', { token, password }), services))
  }

  it("an owner's address signed up by someone else: the owner's sign-up mails them, the attacker's password never opens the verified admin account", async () => {
    await signUp('owner@example.com', 'attacker chose this')
    const attackerLink = verificationLink(await nextMailTo('owner@example.com', 0))

    const ownerSignUp = await signUp('owner@example.com', 'owners own secret')
    expect(ownerSignUp).toMatchObject({ data: { intent: 'sign-up', ok: true } })
    const notice = await nextMailTo('owner@example.com', 1)
    expect(notice.subject).toBe('Your Brightline Digital account')

    // The owner clicks the only verification link there is, in their own browser: it asks for the password.
    const clicked = await services.auth.handler(new Request(attackerLink))
    expect(clicked.status).toBe(302)
    expect(clicked.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/auth\/verify\?token=/)
    expect(clicked.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/)
    expect((await account('owner@example.com'))?.emailVerified).toBe(false)

    const token = new URL(clicked.headers.get('location')!).searchParams.get('token')!
    const wrong = await call(
      verifyAction,
      form('/auth/verify', { token, password: 'owners own secret' }),
      services,
    )
    expect(wrong).toMatchObject({ init: { status: 400 }, data: { ok: false, error: WRONG_SIGNUP_PASSWORD } })
    expect((await account('owner@example.com'))?.emailVerified).toBe(false)

    // The mail the owner's sign-up brought lets them choose the password; that verifies and makes them admin.
    const reset = await resetWith(resetLink(notice.text), 'owners own secret')
    expect(reset.status).toBe(302)
    expect(reset.headers.get('location')).toBe('/auth')
    expect((await account('owner@example.com'))?.emailVerified).toBe(true)
    expect(await role('owner@example.com')).toBe('admin')
    expect(await signIn('owner@example.com', 'attacker chose this')).toMatchObject({ init: { status: 401 } })
    expect((await signIn('owner@example.com', 'owners own secret')).status).toBe(302)
    // Seven password hashes and checks, the file's first: 30 s was not enough at load 20 on 2 cores.
  }, 90_000)

  it('a verification link opened elsewhere verifies and signs in with the password chosen at sign-up', async () => {
    await signUp('phone@example.com', 'typed on a laptop')
    const clicked = await services.auth.handler(new Request(verificationLink(await nextMailTo('phone@', 0))))
    const token = new URL(clicked.headers.get('location')!).searchParams.get('token')!
    const done = await thrownOrReturned(
      call(verifyAction, form('/auth/verify', { token, password: 'typed on a laptop' }), services),
    )
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/')
    const session = await services.auth.api.getSession({ headers: new Headers({ cookie: cookieFrom(done) }) })
    expect(session?.user).toMatchObject({ email: 'phone@example.com', emailVerified: true })
  })

  it('a repeated sign-up does the work of a new one: the password is hashed and one e-mail is sent', async () => {
    const context = await services.auth.$context
    const hash = vi.spyOn(context.password, 'hash')
    await signUp('twice@example.com', 'first of two tries')
    expect(hash).toHaveBeenCalledTimes(1)
    await nextMailTo('twice@', 0)
    const repeated = await signUp('twice@example.com', 'second of two tries')
    expect(hash).toHaveBeenCalledTimes(2)
    hash.mockRestore()
    expect((await nextMailTo('twice@', 1)).subject).toBe('Your Brightline Digital account')
    // Both answers set a sign-up proof cookie of the same shape.
    expect(repeated).toMatchObject({ data: { intent: 'sign-up', ok: true } })
  })

  it('"Forgot password?" mails a single-use link that ends every session', async () => {
    await signUp('forgetful@example.com', 'remembered once')
    await services.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'forgetful@example.com'))
    const signedIn = await signIn('forgetful@example.com', 'remembered once')
    const cookie = cookieFrom(signedIn)
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull()

    const before = await mailsAfterSignUp('forgetful@')
    const asked = await call(
      forgotAction,
      form('/auth/forgot-password', { email: 'forgetful@example.com' }),
      services,
    )
    expect(asked).toEqual({ ok: true })
    const unknown = await call(
      forgotAction,
      form('/auth/forgot-password', { email: 'nobody@example.com' }),
      services,
    )
    expect(unknown).toEqual({ ok: true })
    const link = resetLink((await nextMailTo('forgetful@', before)).text)

    expect((await resetWith(link, 'a brand new secret')).status).toBe(302)
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull()
    expect((await signIn('forgetful@example.com', 'a brand new secret')).status).toBe(302)
    expect(await resetWith(link, 'yet another secret')).toMatchObject({ init: { status: 400 } })
  })

  it('a reset link expires', async () => {
    await signUp('slow@example.com', 'slow to click links')
    const before = await mailsAfterSignUp('slow@')
    await call(forgotAction, form('/auth/forgot-password', { email: 'slow@example.com' }), services)
    const link = resetLink((await nextMailTo('slow@', before)).text)
    const token = new URL(link).searchParams.get('token')!
    await services.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`))
    expect(await resetWith(link, 'too late for this')).toMatchObject({ init: { status: 400 } })
  })

  it.each(['12345678', 'password', '        '])(
    'refuses the breached password %j at sign-up, reset and change',
    async (weak) => {
      const refused = await signUp(`weak${++requests}@example.com`, weak)
      expect(refused).toMatchObject({ init: { status: 400 }, data: { ok: false } })
      expect((refused as { data: { error: string } }).data.error).toMatch(/common|guess/)

      await signUp('changer@example.com', 'strong enough pass').catch(() => undefined)
      await services.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'changer@example.com'))
      const cookie = cookieFrom(await signIn('changer@example.com', 'strong enough pass'))
      const changed = await call(
        authApiAction,
        new Request(`${origin}/api/auth/change-password`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin, cookie },
          body: JSON.stringify({ currentPassword: 'strong enough pass', newPassword: weak }),
        }),
        services,
      )
      expect(changed.status).toBe(400)
    },
  )

  it('says why a common password is refused', async () => {
    const refused = await signUp('clear@example.com', 'password')
    expect(refused).toMatchObject({ data: { error: COMMON_PASSWORD_MESSAGE } })
  })

  it('limits change-password, reset requests and resets per client address like sign-in', async () => {
    const address = '198.51.100.77'
    for (let attempt = 0; attempt < 5; attempt++)
      await call(
        authAction,
        form('/auth', { intent: 'sign-in', email: 'nobody@example.com', password: 'wrong password!' }),
        services,
        address,
      )
    const changed = await call(
      authApiAction,
      new Request(`${origin}/api/auth/change-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ currentPassword: 'x', newPassword: 'whatever it is 1' }),
      }),
      services,
      address,
    )
    expect(changed.status).toBe(429)
    const asked = await call(
      forgotAction,
      form('/auth/forgot-password', { email: 'a@example.com' }),
      services,
      address,
    )
    expect(asked).toMatchObject({ init: { status: 429 } })
    const reset = await call(
      resetAction,
      form('/auth/reset-password', { token: 'x', password: 'whatever it is 1' }),
      services,
      address,
    )
    expect(reset).toMatchObject({ init: { status: 429 } })
  })
})
