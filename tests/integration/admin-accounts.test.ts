import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, user } from '~/db/schema'
import { ACCOUNT_LOCKED } from '~/lib/account/session-hooks.server'
import { action as authAction } from '~/routes/_site/auth'
import { action as accountsAction, loader as accountsLoader } from '~/routes/_site/admin/accounts'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { setUpTeams, type Teams } from './teams-support'
import { act, load } from './workspace-support'

type Row = { id: string; email: string; twoFactor: boolean; sso: string; locked: boolean }

/*
 * Admins see every account with its two-factor and single sign-on status and lock or unlock one: a locked
 * account's sessions end at once and it cannot sign in (docs/decisions/0057). Sign-ins and sign-outs are audit
 * entries without a secret.
 */
describe.each(databaseKinds)('admin accounts on %s', (kind) => {
  let teams: Teams
  let services: RunningServices

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '100' })
    services = teams.services
  })
  afterAll(() => teams?.close())

  const list = async (cookie: string) => load(services, accountsLoader, '/admin/accounts', {}, cookie)
  const post = (cookie: string, fields: Record<string, string>) =>
    act(services, accountsAction, '/admin/accounts', {}, fields, cookie)
  const idOf = async (email: string) =>
    (await services.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id
  const signedInAs = async (cookie: string) =>
    (await services.auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.email ?? null
  const signIn = (email: string) =>
    act(services, authAction, '/auth', {}, { intent: 'sign-in', email, password: 'correct horse 1' })
  const entries = (action: string, objectId: string) =>
    services.db
      .select({ data: auditEntries.data, actorEmail: auditEntries.actorEmail })
      .from(auditEntries)
      .where(and(eq(auditEntries.action, action), eq(auditEntries.objectId, objectId)))

  it('lists every account with two-factor and SSO status, to admins only', async () => {
    const rows = (await list(teams.cookies.boss)).data as { accounts: Row[] }
    expect(rows.accounts.map((row) => row.email)).toEqual(
      expect.arrayContaining(['alice@example.com', 'bob@example.com', 'boss@brightline.example']),
    )
    expect(rows.accounts.find((row) => row.email === 'ed@example.com')).toMatchObject({
      twoFactor: false,
      sso: '—',
      locked: false,
    })
    // A workspace owner is no admin; a visitor is sent to sign in.
    const owner = await list(teams.cookies.alice)
    expect(owner.status === 403 || owner.location === '/').toBe(true)
    expect(owner.data).not.toHaveProperty('accounts')
    expect((await list('')).location).toBe('/auth')
    const ownerPost = await post(teams.cookies.alice, {
      intent: 'lock',
      userId: await idOf('bob@example.com'),
    })
    expect(ownerPost.status === 403 || ownerPost.location === '/').toBe(true)
    expect(await signedInAs(teams.cookies.bob)).toBe('bob@example.com')
  })

  it('locks an account: its sessions end at once, it cannot sign in, until unlocked', async () => {
    const ed = await idOf('ed@example.com')
    expect(await signedInAs(teams.cookies.ed)).toBe('ed@example.com')
    expect((await post(teams.cookies.boss, { intent: 'lock', userId: ed })).status).toBe(200)
    expect(await signedInAs(teams.cookies.ed)).toBeNull()
    const refused = await signIn('ed@example.com')
    expect(refused.status).toBe(403)
    expect(refused.data).toMatchObject({ ok: false, error: ACCOUNT_LOCKED })
    expect(refused.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]/)
    // A wrong password still says only that.
    const wrong = await act(
      services,
      authAction,
      '/auth',
      {},
      {
        intent: 'sign-in',
        email: 'ed@example.com',
        password: 'not the password',
      },
    )
    expect((wrong.data as { error: string }).error).not.toBe(ACCOUNT_LOCKED)

    const listed = ((await list(teams.cookies.boss)).data as { accounts: Row[] }).accounts
    expect(listed.find((row) => row.id === ed)!.locked).toBe(true)
    expect(await entries('account.locked', ed)).toEqual([
      { data: { email: 'ed@example.com', sessionsEnded: 1 }, actorEmail: 'boss@brightline.example' },
    ])

    expect((await post(teams.cookies.boss, { intent: 'unlock', userId: ed })).status).toBe(200)
    // Unlocked, ed signs in and goes to / (the spec's landing, decision 0078).
    expect((await signIn('ed@example.com')).location).toBe('/')
    expect(await entries('account.unlocked', ed)).toHaveLength(1)
    expect((await post(teams.cookies.boss, { intent: 'unlock', userId: ed })).status).toBe(404)
  })

  it('an admin cannot lock herself out', async () => {
    const boss = await idOf('boss@brightline.example')
    expect((await post(teams.cookies.boss, { intent: 'lock', userId: boss })).status).toBe(409)
    expect(await signedInAs(teams.cookies.boss)).toBe('boss@brightline.example')
  })

  it('records each sign-in and sign-out, without a password or token', async () => {
    const ann = await idOf('ann@example.com')
    const before = (await entries('account.signed_in', ann)).length
    const signedIn = await signIn('ann@example.com')
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((pair) => !pair.endsWith('=') && pair.includes('session_token'))
      .join('; ')
    const ins = await entries('account.signed_in', ann)
    expect(ins).toHaveLength(before + 1)
    expect(ins.at(-1)).toEqual({ data: { method: 'password' }, actorEmail: 'ann@example.com' })

    expect((await act(services, authAction, '/auth', {}, { intent: 'sign-out' }, cookie)).status).toBe(302)
    expect(await signedInAs(cookie)).toBeNull()
    expect(await entries('account.signed_out', ann)).toEqual([{ data: {}, actorEmail: 'ann@example.com' }])
    const all = JSON.stringify(await services.db.select({ data: auditEntries.data }).from(auditEntries))
    expect(all).not.toContain('correct horse 1')
    expect(all).not.toMatch(/token/i)
  })
})
