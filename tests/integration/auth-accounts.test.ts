import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles, user } from '~/db/schema'
import { action as authAction, loader as authLoader } from '~/routes/_site/auth'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { cookieFrom, formRequest, startMailCatcher, verificationLink } from './auth-support'

const origin = 'http://localhost:3000'
let requests = 0
// Each call comes from its own address unless a test says otherwise, so that only the rate-limit test meets the limit.
const call = (
  handler: typeof authAction | typeof authLoader,
  request: Request,
  services: RunningServices,
  address?: string,
) =>
  handler({
    request,
    params: {},
    context: routeContext(services, address ?? `203.0.113.${++requests}`),
  } as never) as Promise<Response>

describe.each(databaseKinds)('accounts on %s', (kind) => {
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

  // The sign-up proof cookie each sign-up left in "its browser", which the verification link asks for.
  const proofs = new Map<string, string>()
  async function signUp(email: string, names: Record<string, string> = {}, address?: string) {
    const result = (await call(
      authAction,
      formRequest(`${origin}/auth`, { intent: 'sign-up', email, password: 'correct horse 1', ...names }),
      services,
      address,
    )) as unknown as { init?: ResponseInit | null }
    const headers = new Headers(result.init?.headers ?? undefined)
    proofs.set(email.toLowerCase(), cookieFrom(new Response(null, { headers })))
    return result
  }
  async function signIn(email: string, password = 'correct horse 1', address?: string) {
    return call(
      authAction,
      formRequest(`${origin}/auth`, { intent: 'sign-in', email, password }),
      services,
      address,
    )
  }
  async function verify(email: string) {
    const link = verificationLink(await mail.mailTo(email))
    return services.auth.handler(new Request(link, { headers: { cookie: proofs.get(email) ?? '' } }))
  }

  it('sends a verification e-mail at sign-up whose link verifies the account and signs it in at /', async () => {
    const result = await signUp('jane@example.com', { firstName: 'Jane', lastName: 'Doe' })
    expect(result).toMatchObject({ data: { intent: 'sign-up', ok: true } })
    expect(proofs.get('jane@example.com')).toMatch(/^signup-proof=[\w-]{43}$/)

    const [created] = await services.db.select().from(user).where(eq(user.email, 'jane@example.com'))
    expect(created?.emailVerified).toBe(false)
    const [profile] = await services.db.select().from(profiles).where(eq(profiles.userId, created!.id))
    expect(profile).toMatchObject({ firstName: 'Jane', lastName: 'Doe', role: 'user' })

    const mailed = await mail.mailTo('jane@example.com')
    expect(mailed.subject).toBe('Verify your e-mail address')
    const link = verificationLink(mailed)
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=.+&callbackURL=%2F$/)

    const response = await verify('jane@example.com')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    expect(
      response.headers.getSetCookie().some((cookie) => /session_token=[^;]+;.*HttpOnly/i.test(cookie)),
    ).toBe(true)
    const [verified] = await services.db.select().from(user).where(eq(user.email, 'jane@example.com'))
    expect(verified?.emailVerified).toBe(true)

    const session = await services.auth.api.getSession({
      headers: new Headers({ cookie: cookieFrom(response) }),
    })
    expect(session?.user.email).toBe('jane@example.com')
  })

  it('stores empty names when none are given', async () => {
    await signUp('nameless@example.com')
    const [row] = await services.db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, 'nameless@example.com'))
    expect(row).toEqual({ firstName: '', lastName: '' })
  })

  it('refuses sign-in before verification, says why, and can send the link again', async () => {
    await signUp('late@example.com')
    const refused = await signIn('late@example.com')
    expect(refused).toMatchObject({
      init: { status: 403 },
      data: { intent: 'sign-in', ok: false, unverified: true, error: 'Email not verified' },
    })

    // The sign-up's own e-mail goes out through the outbox, in the background: counted once it has arrived.
    const toLate = () =>
      mail.received.filter((m) => !Array.isArray(m.to) && m.to?.text.includes('late@')).length
    await expect.poll(toLate).toBe(1)
    const before = toLate()
    const resent = await call(
      authAction,
      formRequest(`${origin}/auth`, { intent: 'resend', email: 'late@example.com' }),
      services,
    )
    expect(resent).toMatchObject({ intent: 'resend', ok: true })
    await expect.poll(toLate).toBe(before + 1)
  })

  it('signs a verified account in with a session cookie and the success flash, then keeps it off /auth', async () => {
    await signUp('sam@example.com')
    await verify('sam@example.com')
    const response = await signIn('sam@example.com')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    const cookies = response.headers.getSetCookie()
    expect(
      cookies.some((cookie) => /session_token=.+HttpOnly/i.test(cookie) && /SameSite=Lax/i.test(cookie)),
    ).toBe(true)
    expect(cookies).toContain('flash=signed-in; Path=/; Max-Age=60; SameSite=Lax')

    const cookie = cookieFrom(response)
    const atAuth = await call(
      authLoader,
      new Request(`${origin}/auth`, { headers: { cookie } }),
      services,
    ).catch((thrown: Response) => thrown)
    expect(atAuth.status).toBe(302)
    expect(atAuth.headers.get('location')).toBe('/')

    const signedOut = await call(
      authAction,
      formRequest(`${origin}/auth`, { intent: 'sign-out' }, cookie),
      services,
    )
    expect(signedOut.headers.get('location')).toBe('/')
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull()
  })

  it("answers a wrong password with better-auth's message", async () => {
    const refused = await signIn('sam@example.com', 'wrong password!')
    expect(refused).toMatchObject({
      init: { status: 401 },
      data: { ok: false, error: 'Invalid email or password' },
    })
  })

  it('gives admin to a verified ADMIN_EMAILS account only, on verification', async () => {
    await signUp('Owner@Example.com')
    const role = async () =>
      (
        await services.db
          .select({ role: profiles.role })
          .from(profiles)
          .innerJoin(user, eq(user.id, profiles.userId))
          .where(eq(user.email, 'owner@example.com'))
      )[0]?.role
    expect(await role()).toBe('user')
    await verify('owner@example.com')
    expect(await role()).toBe('admin')
  })

  it('limits sign-in, sign-up and resend attempts per client address with a 429', async () => {
    const address = '198.51.100.9'
    for (let attempt = 0; attempt < 5; attempt++)
      await signIn('nobody@example.com', 'wrong password!', address)
    const limited = await signUp('another@example.com', {}, address)
    expect(limited).toMatchObject({
      init: { status: 429 },
      data: { ok: false, error: 'Too many attempts. Please try again in a minute.' },
    })
    const other = await signIn('nobody@example.com', 'wrong password!', '198.51.100.10')
    expect(other).toMatchObject({ init: { status: 401 } })
  })
})
