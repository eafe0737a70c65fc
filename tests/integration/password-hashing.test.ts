import { eq } from 'drizzle-orm'
import { verifyPassword } from 'better-auth/crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, user } from '~/db/schema'
import type { RunningServices } from '../../server/services'
import { createServices } from '../../server/services'
import { openTestDatabase } from '../support/database'
import { cheapPasswordHasher } from '../support/password-hasher'
import { testConfig } from '../support/services'

/*
 * The integration tests hash passwords cheaply (tests/support/password-hasher.ts); a server made as
 * server/app.ts makes it — no hasher passed — stores better-auth's own scrypt at its full cost, which the
 * cheap one cannot check.
 */
describe('passwords on a server as it runs', () => {
  let services: RunningServices
  beforeAll(async () => {
    services = await createServices(testConfig(), await openTestDatabase('pglite'))
  })
  afterAll(async () => services?.close())

  it('are stored with better-auth’s scrypt, not the tests’ cheaper one', async () => {
    const email = 'hash-check@example.com'
    await services.auth.api.signUpEmail({ body: { email, password: 'correct horse 1', name: '' } })
    const [row] = await services.db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email))
    expect(await verifyPassword({ hash: row!.hash!, password: 'correct horse 1' })).toBe(true)
    expect(await cheapPasswordHasher.verify({ hash: row!.hash!, password: 'correct horse 1' })).toBe(false)
  })
})
