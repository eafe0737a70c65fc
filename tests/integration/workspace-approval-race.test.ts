import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/db/client.server'
import {
  calculatorRevisions,
  calculators,
  outbox,
  user,
  workspaceEvents,
  workspaceMembers,
} from '~/db/schema'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/workspace/calculator'
import { createServices, type RunningServices } from '../../server/services'
import { databaseKinds, openTestDatabase } from '../support/database'
import { testConfig } from '../support/services'
import { act, approveFields, load, signedIn, workspaceWithCalculator } from './workspace-support'

const env = { AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters' }
const draft = (name: string) => ({
  intent: 'save',
  name,
  color: '#0f766e',
  accent: '#fbbf24',
  font: 'system',
  lang: 'en',
})

// An approver publishes what they saw, and four clients on two instances (one on PGlite, which holds one
// connection) saving and approving at once leave one published revision, each publish recorded and mailed once.
describe.each(databaseKinds)('approval races on %s', (kind) => {
  const instances: RunningServices[] = []
  const cookies: Record<string, string> = {}
  let ids: { workspaceId: string; calculatorId: string }

  beforeAll(async () => {
    const database = await openTestDatabase(kind)
    instances.push(await createServices(testConfig(env), database))
    if (database.url)
      instances.push(await createServices(testConfig(env), await openDatabase({ databaseUrl: database.url })))
    const [one] = instances as [RunningServices]
    cookies.owner = await signedIn(one, 'owner@example.com')
    ids = await workspaceWithCalculator(one, cookies.owner, 'Race Bank', 'loan')
    for (const [email, role] of [
      ['ed@example.com', 'editor'],
      ['eve@example.com', 'editor'],
      ['ann@example.com', 'approver'],
    ] as const) {
      cookies[email] = await signedIn(one, email)
      const [account] = await one.db.select().from(user).where(eq(user.email, email))
      await one.db
        .insert(workspaceMembers)
        .values({ workspaceId: ids.workspaceId, userId: account!.id, role })
    }
  })
  afterAll(async () => {
    // The first instance owns the test database and drops it: close the others first.
    for (const instance of instances.reverse()) await instance.close()
  })

  const path = () => `/workspace/${ids.workspaceId}/calculators/${ids.calculatorId}`
  const on = (i: number) => instances[i % instances.length]!
  const published = async () =>
    on(0)
      .db.select({ number: calculatorRevisions.number })
      .from(calculatorRevisions)
      .where(
        and(
          eq(calculatorRevisions.calculatorId, ids.calculatorId),
          eq(calculatorRevisions.state, 'published'),
        ),
      )
  const events = async (action: string) =>
    on(0)
      .db.select({ detail: workspaceEvents.detail })
      .from(workspaceEvents)
      .where(and(eq(workspaceEvents.calculatorId, ids.calculatorId), eq(workspaceEvents.action, action)))
  const publishMails = async () =>
    (await on(0).db.select({ payload: outbox.payload }).from(outbox)).filter((row) =>
      (row.payload as { subject?: string }).subject?.startsWith('Published:'),
    )

  it('answers 409 and publishes nothing when a newer revision was saved after the approver opened the page', async () => {
    expect(
      (await act(on(0), calculatorAction, path(), ids, draft('Seen'), cookies['ed@example.com'])).status,
    ).toBe(200)
    const page = await load(on(0), calculatorLoader, path(), ids, cookies['ann@example.com'])
    const seen = (page.data as { revisions: { number: number }[] }).revisions[0]!.number
    expect(
      (await act(on(1), calculatorAction, path(), ids, draft('Unseen'), cookies['ed@example.com'])).status,
    ).toBe(200)

    const stale = await act(
      on(1),
      calculatorAction,
      path(),
      ids,
      { intent: 'approve', revision: String(seen) },
      cookies['ann@example.com'],
    )
    expect(stale.status).toBe(409)
    expect((stale.data as { notice: string }).notice).toBe(
      `A newer revision (#${seen + 1}) was saved after you opened this page. Review it before publishing.`,
    )
    expect(await published()).toEqual([])
    expect(await events('Approved and published')).toEqual([])
    expect(await publishMails()).toEqual([])
    const [row] = await on(0).db.select().from(calculators).where(eq(calculators.id, ids.calculatorId))
    expect(row!.publishedRevisionId).toBeNull()

    // Without the number of the revision seen, nothing is published either.
    const blind = await act(
      on(0),
      calculatorAction,
      path(),
      ids,
      { intent: 'approve' },
      cookies['ann@example.com'],
    )
    expect(blind.status).toBe(400)
    expect(await published()).toEqual([])

    // Approving the revision now shown publishes it.
    const fresh = await approveFields(on(0), ids.calculatorId)
    expect((await act(on(0), calculatorAction, path(), ids, fresh, cookies['ann@example.com'])).status).toBe(
      200,
    )
    expect(await published()).toEqual([{ number: seen + 1 }])
  })

  it('numbers, publishes, records and mails once when four clients save and approve at once', async () => {
    const rounds = 6
    const statuses: number[] = []
    const approvedOk: number[] = []
    const saver = async (who: string, lane: number) => {
      for (let round = 0; round < rounds; round++) {
        const saved = await act(
          on(lane + round),
          calculatorAction,
          path(),
          ids,
          draft(`${who} ${round}`),
          cookies[who],
        )
        statuses.push(saved.status)
      }
    }
    const approver = async (who: string, lane: number) => {
      for (let round = 0; round < rounds; round++) {
        const fields = await approveFields(on(lane + round), ids.calculatorId)
        const approved = await act(on(lane + round), calculatorAction, path(), ids, fields, cookies[who])
        statuses.push(approved.status)
        if (approved.status === 200) approvedOk.push(Number(fields.revision))
      }
    }
    const before = (await events('Approved and published')).length
    const mailsBefore = (await publishMails()).length
    await Promise.all([
      saver('ed@example.com', 0),
      saver('eve@example.com', 1),
      approver('ann@example.com', 0),
      approver('owner', 1),
    ])

    expect(statuses.filter((status) => status >= 500)).toEqual([])
    expect(new Set(statuses.filter((status) => status !== 200 && status !== 409))).toEqual(new Set())
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(rounds * 2)
    const numbers = (
      await on(0)
        .db.select({ number: calculatorRevisions.number })
        .from(calculatorRevisions)
        .where(eq(calculatorRevisions.calculatorId, ids.calculatorId))
    ).map((r) => r.number)
    expect(numbers.sort((x, y) => x - y)).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1))
    expect((await published()).length).toBeLessThanOrEqual(1)
    const publishEvents = (await events('Approved and published')).slice(before)
    expect(publishEvents.length).toBe(approvedOk.length)
    expect(new Set(publishEvents.map((e) => e.detail)).size).toBe(publishEvents.length)
    // Every publish mails each of the four members once.
    expect((await publishMails()).length - mailsBefore).toBe(approvedOk.length * 4)
  })
})
