import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action as sessionsAction, loader as sessionsLoader } from '~/routes/_site/account-sessions'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { cookieFrom } from './auth-support'
import { act, load, signedIn } from './workspace-support'

type Row = { id: string; browser: string; current: boolean }

/* A member sees her sessions (browser, started, last active) and ends one, or all the others. */
describe.each(databaseKinds)('your sessions on %s', (kind) => {
  let services: RunningServices
  let first: string
  let other: string

  beforeAll(async () => {
    services = await createTestServices(kind, { RATE_LIMIT_AUTH: '100' })
    first = await signedIn(services, 'sam@example.com')
    other = await signedIn(services, 'olga@example.com')
  })
  afterAll(async () => {
    await services?.close()
  })

  async function signInWith(userAgent: string) {
    const { headers } = await services.auth.api.signInEmail({
      body: { email: 'sam@example.com', password: 'correct horse 1' },
      headers: new Headers({ 'user-agent': userAgent }),
      returnHeaders: true,
    })
    return cookieFrom(new Response(null, { headers }))
  }
  const rows = async (cookie: string) =>
    ((await load(services, sessionsLoader, '/account/sessions', {}, cookie)).data as { sessions: Row[] })
      .sessions
  const signedInAs = async (cookie: string) =>
    (await services.auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.email ?? null
  const post = (cookie: string, fields: Record<string, string>) =>
    act(services, sessionsAction, '/account/sessions', {}, fields, cookie)

  it('lists each session with its browser and ends one, but never another account’s', async () => {
    const phone = await signInWith(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    )
    const listed = await rows(first)
    expect(listed).toHaveLength(2)
    expect(listed.filter((row) => row.current)).toHaveLength(1)
    expect(listed.map((row) => row.browser)).toContain('Safari on iOS')

    const olgasSession = (await rows(other))[0]!.id
    expect((await post(first, { intent: 'end', sessionId: olgasSession })).status).toBe(404)
    expect(await signedInAs(other)).toBe('olga@example.com')

    const phoneRow = listed.find((row) => row.browser === 'Safari on iOS')!
    expect((await post(first, { intent: 'end', sessionId: phoneRow.id })).status).toBe(200)
    expect(await signedInAs(phone)).toBeNull()
    expect(await signedInAs(first)).toBe('sam@example.com')
  })

  it('ends every other session and keeps this one', async () => {
    const laptop = await signInWith('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')
    expect(await signedInAs(laptop)).toBe('sam@example.com')
    expect((await post(first, { intent: 'end-others' })).status).toBe(200)
    expect(await signedInAs(laptop)).toBeNull()
    expect(await signedInAs(first)).toBe('sam@example.com')
    expect(await rows(first)).toHaveLength(1)
    expect(await signedInAs(other)).toBe('olga@example.com')
  })
})
