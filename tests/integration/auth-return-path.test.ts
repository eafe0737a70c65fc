import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action as authAction } from '~/routes/_site/auth'
import { action as verifyAction } from '~/routes/_site/auth-verify'
import { loader as invitationLoader } from '~/routes/workspace/invitation'
import { loader as saveLoader } from '~/routes/workspace/save'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { cookieFrom, formRequest, startMailCatcher, verificationLink } from './auth-support'
import { load, origin } from './workspace-support'

const password = 'a long passphrase 1'
const savePath = '/workspace/save?type=cd&color=%230f766e&accent=%23fbbf24&font=serif&lang=es'
const invitationPath = `/workspace/invitations/${'b'.repeat(43)}`

// What a browser would make of each: another site, or a page the return path does not cover.
const crafted = [
  '//evil.example/workspace/save?',
  'https://evil.example/workspace/save?',
  '/\\evil.example/workspace/save?',
  '/%5Cevil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
  'http:evil.example',
  '/workspace/save/../../admin',
  // A page of the site no sign-in returns to (the workspace, admin and account pages are, decision 0078).
  '/about-us',
]

describe.each(databaseKinds)('the way back after sign-up and verification on %s', (kind) => {
  let services: RunningServices
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  let requests = 0

  beforeAll(async () => {
    mail = await startMailCatcher()
    services = await createTestServices(kind, { SMTP_URL: mail.url, RATE_LIMIT_AUTH: '1000' })
  })
  afterAll(async () => {
    await services?.close()
    await mail?.close()
  })

  /** The return-to cookie a signed-out visit to `path` leaves, as the browser would send it back. */
  async function returnCookieFrom(loader: (args: never) => unknown, path: string, params = {}) {
    const visited = await load(services, loader, path, params)
    expect([visited.status, visited.location]).toEqual([302, '/auth'])
    return cookieFrom(new Response(null, { headers: visited.headers }))
  }
  async function signUp(email: string, cookie?: string) {
    const request = formRequest(`${origin}/auth`, { intent: 'sign-up', email, password }, cookie)
    const context = routeContext(services, `192.0.2.${++requests % 250}`)
    const answer = (await authAction({ request, params: {}, context } as never)) as {
      init: ResponseInit
    }
    const proof = cookieFrom(new Response(null, { headers: answer.init.headers }))
    return { proof, link: verificationLink(await mail.mailTo(email)) }
  }
  const open = (link: string, cookie = '') =>
    services.auth.handler(new Request(link, { headers: { cookie } }))
  const sameSite = (location: string | null) => {
    const url = new URL(location!, origin)
    return url.origin === origin ? `${url.pathname}${url.search}` : url.href
  }

  it('a visitor who signed up from "Save to my workspace" is brought back to it, signed in, by the link', async () => {
    const back = await returnCookieFrom(saveLoader, savePath)
    const { proof, link } = await signUp('saver@example.com', back)
    expect(new URL(link).searchParams.get('callbackURL')).toBe(savePath)

    const verified = await open(link, `${back}; ${proof}`)
    expect([verified.status, verified.headers.get('location')]).toEqual([302, savePath])
    const session = await services.auth.api.getSession({
      headers: new Headers({ cookie: cookieFrom(verified) }),
    })
    expect(session?.user).toMatchObject({ email: 'saver@example.com', emailVerified: true })
  })

  it('an invitee without an account signs up and lands back on the invitation, also from another browser', async () => {
    const back = await returnCookieFrom(invitationLoader, invitationPath, { token: 'b'.repeat(43) })
    const { link } = await signUp('invitee@example.com', back)
    expect(new URL(link).searchParams.get('callbackURL')).toBe(invitationPath)

    // Opened where the sign-up proof is missing: the password page keeps the way back.
    const asked = await open(link)
    const verifyPage = new URL(asked.headers.get('location')!)
    expect([verifyPage.pathname, verifyPage.searchParams.get('callbackURL')]).toEqual([
      '/auth/verify',
      invitationPath,
    ])
    const request = formRequest(`${origin}/auth/verify`, {
      token: verifyPage.searchParams.get('token')!,
      callbackURL: verifyPage.searchParams.get('callbackURL')!,
      password,
    })
    const done = (await verifyAction({
      request,
      params: {},
      context: routeContext(services),
    } as never)) as Response
    expect([done.status, done.headers.get('location')]).toEqual([302, invitationPath])
  })

  it("keeps the spec's redirect to / for a sign-up with no way back", async () => {
    const { proof, link } = await signUp('plain@example.com')
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/')
    const verified = await open(link, proof)
    expect([verified.status, verified.headers.get('location')]).toEqual([302, '/'])
  })

  it('never redirects elsewhere, whatever callbackURL a crafted verification link carries', async () => {
    const { proof, link } = await signUp('crafted@example.com')
    const token = new URL(link).searchParams.get('token')!
    const withCallback = (callback: string) =>
      `${origin}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callback)}`

    // Before verification, in another browser: the password page drops it, and so does its form.
    for (const callback of crafted) {
      const asked = await open(withCallback(callback))
      const location = new URL(asked.headers.get('location')!)
      expect([
        callback,
        location.origin,
        location.pathname,
        location.searchParams.has('callbackURL'),
      ]).toEqual([callback, origin, '/auth/verify', false])
    }
    const request = formRequest(`${origin}/auth/verify`, { token, callbackURL: crafted[0]!, password })
    const done = (await verifyAction({
      request,
      params: {},
      context: routeContext(services),
    } as never)) as Response
    expect([done.status, done.headers.get('location')]).toEqual([302, '/'])

    // Verified already: the link still answers with a redirect, always to this site's /.
    for (const callback of crafted) {
      const answered = await open(withCallback(callback), proof)
      expect([callback, answered.status, sameSite(answered.headers.get('location'))]).toEqual([
        callback,
        302,
        '/',
      ])
    }
  })
})
