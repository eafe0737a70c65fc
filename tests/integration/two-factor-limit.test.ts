import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOO_MANY_CODES } from '~/lib/account/two-factor-limit.server'
import { action as confirmAction } from '~/routes/_site/auth-confirm'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { totp, wrongCode } from '../support/totp'
import { codeStep, enrolled, passwordStep, postToAuth } from './two-factor-support'
import { act, signedIn } from './workspace-support'

/*
 * Issue 43 §3: the two-factor code endpoints answered any number of wrong codes from a signed-in session (257 in
 * 5 s). Five wrong codes per account in 15 minutes, whatever the session, the endpoint or the client address;
 * the sixth attempt is refused before the code is looked at, so even the right code is refused.
 */
describe.each(databaseKinds)('two-factor code attempts limited per account on %s', (kind) => {
  let services: RunningServices

  beforeAll(async () => {
    services = await createTestServices(kind, { RATE_LIMIT_AUTH: '1000' })
  })
  afterAll(async () => {
    await services?.close()
  })

  async function account(email: string) {
    return enrolled(services, await signedIn(services, email))
  }

  it('refuses the sixth code within 15 minutes, even the right one, from this session and from a new sign-in', async () => {
    const { cookie, secret, recovery } = await account(`limit-a-${kind}@example.com`)
    for (let i = 0; i < 5; i++) {
      const wrong = await postToAuth(
        services,
        '/two-factor/verify-totp',
        { code: wrongCode(totp(secret)) },
        cookie,
      )
      expect(wrong.status).toBe(401)
    }
    const right = await postToAuth(services, '/two-factor/verify-totp', { code: totp(secret) }, cookie)
    expect([right.status, right.body?.message]).toEqual([429, TOO_MANY_CODES])
    const backup = await postToAuth(
      services,
      '/two-factor/verify-backup-code',
      { code: recovery[0]! },
      cookie,
    )
    expect(backup.status).toBe(429)
    // Step-up's "Confirm it is you" says so too, rather than "That code is not right."
    const confirmed = await act(
      services,
      confirmAction,
      '/auth/confirm',
      {},
      { next: '/', code: totp(secret) },
      cookie,
    )
    expect([confirmed.status, (confirmed.data as { error: string }).error]).toEqual([429, TOO_MANY_CODES])

    // A new sign-in of the same account, through our form: the message says why.
    const challenge = await passwordStep(services, `limit-a-${kind}@example.com`)
    const form = await codeStep(services, challenge, { intent: 'totp', code: totp(secret) })
    expect([form.status, (form.data as { error: string }).error]).toEqual([429, TOO_MANY_CODES])
    expect(form.jar).not.toMatch(/session_token=/)
  })

  it('lets through at most five of many wrong codes sent at once', async () => {
    const { cookie, secret } = await account(`limit-b-${kind}@example.com`)
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        postToAuth(services, '/two-factor/verify-totp', { code: wrongCode(totp(secret)) }, cookie),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7)
  })

  it('counts one account only: another account’s codes still work, and a right code clears the count', async () => {
    const { cookie, secret } = await account(`limit-c-${kind}@example.com`)
    for (let i = 0; i < 4; i++)
      await postToAuth(services, '/two-factor/verify-totp', { code: wrongCode(totp(secret)) }, cookie)
    expect(
      (await postToAuth(services, '/two-factor/verify-totp', { code: totp(secret) }, cookie)).status,
    ).toBe(200)
    for (let i = 0; i < 4; i++)
      await postToAuth(services, '/two-factor/verify-totp', { code: wrongCode(totp(secret)) }, cookie)
    expect(
      (await postToAuth(services, '/two-factor/verify-totp', { code: totp(secret) }, cookie)).status,
    ).toBe(200)
  })
})
