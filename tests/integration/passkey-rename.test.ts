import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, passkey, session } from '~/db/schema'
import { action as securityAction, loader as securityLoader } from '~/routes/_site/account-two-factor'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, load, origin, signedIn } from './workspace-support'

/*
 * Renaming a passkey (decision 0065): the account page's action, through the plugin's update endpoint, for the
 * account's own passkeys only; the name is checked by the one schema the page uses too, and the change is an
 * audit entry. It changes no credential, so it asks for no password and ends no session.
 */
describe.each(databaseKinds)('renaming a passkey on %s', (kind) => {
  let services: RunningServices

  beforeAll(async () => {
    services = await createTestServices(kind, { RATE_LIMIT_AUTH: '50' })
  })
  afterAll(() => services?.close())

  const userIdOf = async (cookie: string) =>
    (await services.auth.api.getSession({ headers: new Headers({ cookie }) }))!.user.id
  const nameOf = async (id: string) =>
    (await services.db.select({ name: passkey.name }).from(passkey).where(eq(passkey.id, id)))[0]?.name
  const rename = (cookie: string, passkeyId: string, name: string) =>
    act(
      services,
      securityAction,
      '/account/two-factor',
      {},
      { intent: 'rename-passkey', passkeyId, name },
      cookie,
    )

  it("renames the account's own passkey, refuses another account's, and records the change", async () => {
    const ann = await signedIn(services, 'ann@example.com')
    const elsewhere = await signedIn(services, 'ann@example.com')
    const bob = await signedIn(services, 'bob@example.com')
    const annId = await userIdOf(ann)
    await services.db.insert(passkey).values({
      id: 'pk-ann',
      name: 'Phone',
      publicKey: 'AQID',
      userId: annId,
      credentialID: 'cred-ann',
      counter: 0,
      deviceType: 'multiDevice',
      backedUp: true,
    })

    // Another account's passkey: refused by our action, and by the plugin's own ownership check beneath it.
    const refused = await rename(bob, 'pk-ann', 'Mine now')
    expect([refused.status, refused.data]).toEqual([
      404,
      { ok: false, notice: 'That passkey is not on your account.' },
    ])
    await expect(
      services.auth.api.updatePasskey({
        body: { id: 'pk-ann', name: 'Mine now' },
        headers: new Headers({ cookie: bob }),
      }),
    ).rejects.toMatchObject({ statusCode: 401 })
    // Over HTTP the plugin's route is not there at all (only our action renames).
    const http = await services.auth.handler(
      new Request(`${origin}/api/auth/passkey/update-passkey`, {
        method: 'POST',
        headers: { cookie: ann, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'pk-ann', name: 'Over HTTP' }),
      }),
    )
    expect(http.status).toBe(404)
    expect(await nameOf('pk-ann')).toBe('Phone')
    // A signed-out visitor is sent to sign in, and renames nothing.
    expect((await rename('', 'pk-ann', 'Anyone')).location).toBe('/auth')
    expect(await nameOf('pk-ann')).toBe('Phone')

    // The schema the page checks with: a name, of at most 60 characters.
    for (const name of ['   ', 'x'.repeat(61)]) {
      const bad = await rename(ann, 'pk-ann', name)
      expect(bad.status).toBe(400)
      expect((bad.data as { nameError?: string }).nameError).toMatch(/Name the passkey|60 characters/)
    }
    expect(await nameOf('pk-ann')).toBe('Phone')

    // Signed in eleven minutes ago: a rename still needs no password (it changes no credential).
    await services.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(session.userId, annId))
    const done = await rename(ann, 'pk-ann', `  ${'Work phone '.padEnd(60, '.')}  `)
    const newName = 'Work phone '.padEnd(60, '.')
    expect([done.status, done.data]).toEqual([200, { ok: true, notice: `Passkey renamed to "${newName}".` }])
    expect(await nameOf('pk-ann')).toBe(newName)
    const page = await load(services, securityLoader, '/account/two-factor', {}, ann)
    expect((page.data as { passkeys: { name: string }[] }).passkeys.map((p) => p.name)).toEqual([newName])
    const bobsPage = await load(services, securityLoader, '/account/two-factor', {}, bob)
    expect((bobsPage.data as { passkeys: unknown[] }).passkeys).toEqual([])

    const entries = await services.db
      .select({ data: auditEntries.data, actorId: auditEntries.actorId })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'account.passkey_renamed'))
    expect(entries).toEqual([
      { actorId: annId, data: { passkeyId: 'pk-ann', before: 'Phone', after: newName } },
    ])
    const live = async (cookie: string) =>
      Boolean(await services.auth.api.getSession({ headers: new Headers({ cookie }) }))
    expect([await live(ann), await live(elsewhere)]).toEqual([true, true])
    const stillAnns = await services.db
      .select({ id: passkey.id })
      .from(passkey)
      .where(and(eq(passkey.id, 'pk-ann'), eq(passkey.userId, annId)))
    expect(stillAnns).toHaveLength(1)
  })
})
