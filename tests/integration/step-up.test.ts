import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '~/db/schema'
import { safeNext } from '~/lib/account/step-up.server'
import { action as confirmAction, loader as confirmLoader } from '~/routes/_site/auth-confirm'
import { loader as leadsCsv } from '~/routes/resources/workspace-leads-csv'
import { action as integrationsAction } from '~/routes/workspace/integrations'
import { loader as leadsLoader } from '~/routes/workspace/leads'
import { action as ssoAction, loader as ssoLoader } from '~/routes/workspace/sso'
import { loader as bundleLoader } from '~/routes/resources/archive-bundle'
import { loader as auditExport } from '~/routes/resources/audit-export'
import { action as membersAction } from '~/routes/workspace/members'
import { action as privacyAction } from '~/routes/workspace/privacy'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { setUpTeams, type Teams } from './teams-support'
import { act, load, signedInAgo } from './workspace-support'

/*
 * Step-up (docs/decisions/0057): exporting leads, rotating a webhook secret and changing single sign-on ask for the password again when
 * the sign-in is older than ten minutes (the session's start is moved back in the database, no waiting).
 */
describe.each(databaseKinds)('step-up on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let a: Teams['a']

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '100' })
    ;({ services, a } = teams)
  })
  afterAll(() => teams?.close())

  const csvPath = () => `/workspace/${a.workspaceId}/leads.csv`
  const csv = (cookie: string) => load(services, leadsCsv, csvPath(), { workspaceId: a.workspaceId }, cookie)
  const signedInMinutesAgo = (cookie: string, minutes: number) => signedInAgo(services, cookie, minutes)
  const confirm = (cookie: string, fields: Record<string, string>) =>
    act(services, confirmAction, '/auth/confirm', {}, fields, cookie)

  it('exports leads at once after a recent sign-in, and asks the password again after ten minutes', async () => {
    const cookie = teams.cookies.alice
    await signedInMinutesAgo(cookie, 9)
    expect((await csv(cookie)).status).toBe(200)

    await signedInMinutesAgo(cookie, 11)
    const asked = await csv(cookie)
    expect(asked.location).toBe(`/auth/confirm?next=${encodeURIComponent(csvPath())}`)
    const page = await load(services, leadsLoader, `/workspace/${a.workspaceId}/leads`, a, cookie)
    expect((page.data as { exportNeedsConfirm: boolean }).exportNeedsConfirm).toBe(true)
    const form = await load(
      services,
      confirmLoader,
      `/auth/confirm?next=${encodeURIComponent(csvPath())}`,
      {},
      cookie,
    )
    expect(form.data).toEqual({
      next: csvPath(),
      twoFactor: false,
      password: true,
      sso: false,
      problem: null,
    })

    const wrong = await confirm(cookie, { next: csvPath(), password: 'not my password' })
    expect(wrong.status).toBe(401)
    expect((await csv(cookie)).location).toMatch(/^\/auth\/confirm/)

    const right = await confirm(cookie, { next: csvPath(), password: 'correct horse 1' })
    expect(right.location).toBe(csvPath())
    expect((await csv(cookie)).status).toBe(200)
  })

  it('asks before rotating a webhook secret, then lets the rotation through', async () => {
    const cookie = teams.cookies.alice
    const path = `/workspace/${a.workspaceId}/integrations`
    const rotate = () =>
      act(
        services,
        integrationsAction,
        path,
        { workspaceId: a.workspaceId },
        { intent: 'rotate', endpointId: '00000000-0000-4000-8000-000000000000' },
        cookie,
      )
    await signedInMinutesAgo(cookie, 30)
    expect((await rotate()).location).toBe(`/auth/confirm?next=${encodeURIComponent(path)}`)
    expect((await confirm(cookie, { next: path, password: 'correct horse 1' })).location).toBe(path)
    // Past the step-up: no such endpoint in this workspace.
    expect((await rotate()).status).toBe(404)
  })

  it('asks before any change of single sign-on, says so on the page, then lets the change through', async () => {
    const cookie = teams.cookies.alice
    const path = `/workspace/${a.workspaceId}/sso`
    const page = () => load(services, ssoLoader, path, { workspaceId: a.workspaceId }, cookie)
    const requireSso = () =>
      act(
        services,
        ssoAction,
        path,
        { workspaceId: a.workspaceId },
        { intent: 'require-sso', on: 'on' },
        cookie,
      )
    await signedInMinutesAgo(cookie, 30)
    expect((await page()).data).toMatchObject({ needsConfirm: true })
    expect((await requireSso()).location).toBe(`/auth/confirm?next=${encodeURIComponent(path)}`)
    expect((await confirm(cookie, { next: path, password: 'correct horse 1' })).location).toBe(path)
    expect((await page()).data).toMatchObject({ needsConfirm: false })
    // Past the step-up: the action answers itself (no provider is connected, so nothing to require).
    const done = await requireSso()
    expect(done.location).toBeNull()
    expect(done.status).toBeGreaterThanOrEqual(200)
  })

  // Issue 43 §5: erasure, the examiner bundle, the audit export and member-role changes are guarded too.
  it('asks before an erasure, the examiner bundle, the audit export and a role change, and lets each through after', async () => {
    const cookie = teams.cookies.alice
    const w = { workspaceId: a.workspaceId }
    const day = new Date().toISOString().slice(0, 10)
    const bundlePath = `/workspace/${a.workspaceId}/archive/bundle.zip?from=${day}&to=${day}&calculator=${a.calculatorId}`
    const auditPath = `/workspace/${a.workspaceId}/audit.csv`
    const privacyPath = `/workspace/${a.workspaceId}/privacy`
    const membersPath = `/workspace/${a.workspaceId}/members`
    const [ed] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, 'ed@example.com'))
    const edId = ed?.id
    const guarded = [
      { next: bundlePath, run: () => load(services, bundleLoader, bundlePath, w, cookie) },
      { next: auditPath, run: () => load(services, auditExport, auditPath, w, cookie) },
      {
        next: privacyPath,
        run: () =>
          act(
            services,
            privacyAction,
            privacyPath,
            w,
            { intent: 'erase', email: 'x@example.com', confirm: 'on' },
            cookie,
          ),
      },
      {
        next: membersPath,
        run: () =>
          act(
            services,
            membersAction,
            membersPath,
            w,
            { intent: 'change-role', userId: edId!, role: 'approver' },
            cookie,
          ),
      },
    ]
    for (const { next, run } of guarded) {
      await signedInMinutesAgo(cookie, 11)
      const asked = await run()
      expect(asked.location, next).toBe(`/auth/confirm?next=${encodeURIComponent(next)}`)
      expect((await confirm(cookie, { next, password: 'correct horse 1' })).location).toBe(next)
      const done = await run()
      expect(done.location, next).toBeNull()
      expect(done.status, next).toBe(200)
    }
  })

  it('gives nothing to another workspace’s owner or a visitor, and comes back only to this site', async () => {
    await signedInMinutesAgo(teams.cookies.bob, 30)
    expect((await csv(teams.cookies.bob)).status).toBe(404)
    expect((await load(services, confirmLoader, '/auth/confirm', {})).location).toBe('/auth')
    expect((await confirm('', { password: 'x' })).location).toBe('/auth')
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(safeNext(next)).toBe('/')
    expect(safeNext('/workspace/x/leads.csv?status=new')).toBe('/workspace/x/leads.csv?status=new')
  })
})
