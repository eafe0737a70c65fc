import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workspaceInvitations, workspaces } from '~/db/schema'
import { usageRangeOf } from '~/lib/leads/usage-range'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as leadsAction } from '~/routes/workspace/leads'
import { action as membersAction } from '~/routes/workspace/members'
import { action as saveAction } from '~/routes/workspace/save'
import { loader as usageLoader } from '~/routes/workspace/usage'
import { loader as usageCsvLoader } from '~/routes/resources/workspace-usage-csv'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, load, signedIn, workspaceWithCalculator } from './workspace-support'

// What an attacker or a stale form sends: ids that are not UUIDs (one forging a log line), ranges the page
// never offers, and bursts of workspaces and invitations from one account.
describe.each(databaseKinds)('bad input and abuse on %s', (kind) => {
  let services: RunningServices
  let cookie: string
  let ids: { workspaceId: string; calculatorId: string }
  const limit = 3

  beforeAll(async () => {
    services = await createTestServices(kind, { RATE_LIMIT_AUTH: String(limit) })
    cookie = await signedIn(services, 'mallory@example.com')
    ids = await workspaceWithCalculator(services, cookie, 'Mallory Bank', 'loan')
  })
  afterAll(async () => {
    await services?.close()
  })

  const forged = 'zz\n2026-11-25T00:00:00Z INFO admin signed in'
  const members = () => `/workspace/${ids.workspaceId}/members`

  it('answers 404 to an id that is not a UUID in every form field that takes one', async () => {
    const cases: [unknown, string, Record<string, string>][] = [
      [membersAction, members(), { intent: 'revoke-invitation', invitationId: forged }],
      [membersAction, members(), { intent: 'remove', userId: forged }],
      [membersAction, members(), { intent: 'change-role', userId: forged, role: 'editor' }],
      [
        calculatorAction,
        `/workspace/${ids.workspaceId}/calculators/${ids.calculatorId}`,
        { intent: 'revoke-review-link', linkId: forged },
      ],
      [leadsAction, `/workspace/${ids.workspaceId}/leads`, { status: 'contacted', leadId: forged }],
    ]
    for (const [handler, path, fields] of cases) {
      const params = { workspaceId: ids.workspaceId, calculatorId: ids.calculatorId }
      const answer = await act(services, handler as never, path, params, fields, cookie)
      expect([fields.intent ?? 'lead status', answer.status]).toEqual([fields.intent ?? 'lead status', 404])
    }
    // Saving to a workspace by a forged id is refused as a field error, with nothing created.
    const before = (await services.db.select().from(workspaces)).length
    const saved = await act(
      services,
      saveAction,
      '/workspace/save?type=loan',
      {},
      { name: 'Loan', workspaceId: forged },
      cookie,
    )
    expect(saved.status).toBe(400)
    expect((await services.db.select().from(workspaces)).length).toBe(before)
  })

  it('clamps usage ranges the page does not offer instead of failing', async () => {
    const now = new Date('2026-11-25T12:00:00Z')
    const range = (query: string) => usageRangeOf(new URL(`http://x/usage?${query}`), now)
    expect(range('to=9999-12-31')).toEqual({ from: '2026-10-27', to: '2026-11-25' })
    expect(range('from=2026-02-31&to=2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' })
    // Year 0000 is no calendar day (app/lib/calendar-day.ts): the default 30 days, as for any day that is none.
    expect(range('from=0000-01-01&to=2026-02-30')).toEqual({ from: '2026-10-27', to: '2026-11-25' })
    expect(range('from=2026-11-01&to=2026-11-10')).toEqual({ from: '2026-11-01', to: '2026-11-10' })
    for (const query of ['to=9999-12-31', 'from=2026-02-31&to=2026-02-31', 'from=%00&to=2026-13-01']) {
      const path = `/workspace/${ids.workspaceId}/usage?${query}`
      expect((await load(services, usageLoader, path, ids, cookie)).status).toBe(200)
    }
  })

  it('refuses a usage export for a day that is no calendar day, and clamps a future one', async () => {
    const csv = (query: string) =>
      load(services, usageCsvLoader, `/workspace/${ids.workspaceId}/usage.csv?${query}`, ids, cookie)
    for (const query of [
      'to=0001-01-01',
      'from=0000-01-01',
      'from=2026-02-31&to=2026-03-10',
      'to=2026-13-01',
    ]) {
      const response = await csv(query)
      expect(response.status, query).toBe(400)
      expect(response.data).toBe('The range must be two days written yyyy-mm-dd, from 1900-01-01.')
    }
    const future = await csv('to=9999-12-31')
    expect(future.status).toBe(200)
    expect(future.headers.get('Content-Disposition')).not.toContain('9999')
  })

  it('limits the workspaces one account creates a minute', async () => {
    const answers: number[] = []
    // One was created in beforeAll; the limit counts it.
    for (let i = 0; i < limit + 1; i++)
      answers.push(
        (await act(services, createWorkspaceAction, '/workspace', {}, { name: `Shell ${i}` }, cookie)).status,
      )
    expect(answers).toEqual([302, 302, 429, 429])
    const saved = await act(
      services,
      saveAction,
      '/workspace/save?type=loan',
      {},
      { name: 'Loan', company: 'Yet another' },
      cookie,
    )
    expect(saved.status).toBe(429)
    const other = await signedIn(services, 'honest@example.com')
    expect(
      (await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Honest' }, other)).status,
    ).toBe(302)
  })

  it('limits invitations per account across its workspaces, not only per workspace', async () => {
    const owner = await signedIn(services, 'spammer@example.com')
    const first = await workspaceWithCalculator(services, owner, 'Spam One', 'loan')
    const second = await workspaceWithCalculator(services, owner, 'Spam Two', 'loan')
    const invite = (workspaceId: string, n: number) =>
      act(
        services,
        membersAction,
        `/workspace/${workspaceId}/members`,
        { workspaceId },
        { intent: 'invite', email: `target${n}@example.com`, role: 'editor' },
        owner,
      )
    const statuses: number[] = []
    for (let n = 0; n < limit; n++) statuses.push((await invite(first.workspaceId, n)).status)
    statuses.push((await invite(second.workspaceId, limit)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const sent = await services.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceId, second.workspaceId))
    expect(sent).toEqual([])
  })
})
