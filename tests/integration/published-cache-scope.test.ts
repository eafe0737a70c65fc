import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { calculatorRevisions, calculators } from '~/db/schema'
import { endpointsOf } from '~/lib/webhooks/endpoint-cache.server'
import { invalidatePublished, loadPublished, onPublishedChange } from '~/lib/workspaces/published.server'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, dropHeard, noticesHeard, twoInstancesOnPostgres } from '../support/services'
import { addEndpoint, integrations, waitFor, webhookTestEnv } from './webhook-support'
import { act, addCalculator, approveFields, signedIn, workspaceWithCalculator } from './workspace-support'

/*
 * Issue 35 §1: a change drops the cached views of what it changed, not every tenant's embeds. Each catalogue
 * entry says what it drops (the event's calculator, or its workspace), on this instance and, on PostgreSQL,
 * on the others (NOTIFY naming it). A cached view is seen to stay cached by changing its row behind the
 * application's back: a view read again from the database shows the change, a cached one does not. The clock
 * stands still (Date only), so no cached view expires on a slow machine: only a drop can show a change.
 */
type Calc = { workspaceId: string; calculatorId: string; publicId: string }

async function publishedName(services: RunningServices, calc: Calc) {
  const view = await loadPublished(services.db, calc.publicId)
  return view.status === 'published' ? view.revision.name : view.status
}

/** Renames the published revision in the database only (no event, no invalidation). */
async function renameBehind(services: RunningServices, calc: Calc, name: string) {
  const [row] = await services.db
    .select({ revisionId: calculators.publishedRevisionId })
    .from(calculators)
    .where(eq(calculators.id, calc.calculatorId))
  await services.db
    .update(calculatorRevisions)
    .set({ name })
    .where(eq(calculatorRevisions.id, row!.revisionId!))
}

const draft = (name: string) => ({
  intent: 'save',
  name,
  color: '#0f766e',
  accent: '#fbbf24',
  font: 'system',
  lang: 'en',
  'default.principal': '30000',
  'default.rate': '6',
  'default.months': '60',
})

/** Saves a draft named `name` and publishes it, as the owner. */
async function publish(services: RunningServices, cookie: string, calc: Calc, name?: string) {
  const path = `/workspace/${calc.workspaceId}/calculators/${calc.calculatorId}`
  const params = { workspaceId: calc.workspaceId, calculatorId: calc.calculatorId }
  if (name)
    expect((await act(services, calculatorAction, path, params, draft(name), cookie)).status).toBe(200)
  const approve = await approveFields(services, calc.calculatorId)
  expect((await act(services, calculatorAction, path, params, approve, cookie)).status).toBe(200)
}

/** Alpha Bank with calculators A and A2, Beta Credit with B, all published and read once (cached). */
async function threeCalculators(services: RunningServices) {
  const alice = await signedIn(services, 'alice@example.com')
  const bob = await signedIn(services, 'bob@example.com')
  const a = await workspaceWithCalculator(services, alice, 'Alpha Bank', 'loan')
  const a2 = await addCalculator(services, alice, a.workspaceId, 'loan', 'Alpha Bank car loan')
  const b = await workspaceWithCalculator(services, bob, 'Beta Credit', 'loan')
  await publish(services, alice, a, 'A, first')
  await publish(services, alice, a2, 'A2, first')
  await publish(services, bob, b, 'B, first')
  return { alice, bob, a, a2, b }
}

describe.each(databaseKinds)('what a change drops from the published cache on %s', (kind) => {
  let services: RunningServices
  let setup: Awaited<ReturnType<typeof threeCalculators>>

  beforeAll(async () => {
    services = await createTestServices(kind, webhookTestEnv)
    setup = await threeCalculators(services)
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterAll(async () => {
    vi.useRealTimers()
    await services?.close()
  })

  it("publishing A shows A's new revision at once and keeps A2's and B's cached", async () => {
    const { a, a2, b, alice } = setup
    for (const calc of [a, a2, b]) await publishedName(services, calc)
    await renameBehind(services, a2, 'A2, behind')
    await renameBehind(services, b, 'B, behind')
    await publish(services, alice, a, 'A, second')
    expect(await publishedName(services, a)).toBe('A, second')
    expect(await publishedName(services, a2)).toBe('A2, first')
    expect(await publishedName(services, b)).toBe('B, first')
  })

  it("a workspace's switch drops its calculators' views and no other tenant's", async () => {
    const { a, a2, b, alice } = setup
    const on = { intent: 'host-events', on: 'on' }
    expect((await integrations(services, a.workspaceId, on, alice)).status).toBe(200)
    expect(await publishedName(services, a2)).toBe('A2, behind')
    expect(await publishedName(services, b)).toBe('B, first')
  })

  it('adding a webhook endpoint drops no published view', async () => {
    const { a, a2, bob, b } = setup
    await renameBehind(services, a2, 'A2, behind again')
    await addEndpoint(services, b.workspaceId, bob, 'http://127.0.0.1:9/hooks', ['calculator.published'])
    expect((await endpointsOf(services.db, [b.workspaceId])).get(b.workspaceId)).toHaveLength(1)
    expect(await publishedName(services, a2)).toBe('A2, behind')
    expect(await publishedName(services, a)).toBe('A, second')
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('what a publish drops on another instance', () => {
  let pair: Awaited<ReturnType<typeof twoInstancesOnPostgres>>
  let setup: Awaited<ReturnType<typeof threeCalculators>>

  beforeAll(async () => {
    pair = await twoInstancesOnPostgres('brightline_scope', webhookTestEnv)
    setup = await threeCalculators(pair.instances[0])
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  // The notices of the set-up's (and the last test's) changes have all arrived before a test reads.
  beforeEach(() => noticesHeard(pair.instances))
  afterAll(async () => {
    vi.useRealTimers()
    await pair?.close()
  })

  it("a publish on one instance shows A's new revision on the other, told by a NOTIFY naming A only", async () => {
    const [one, two] = pair.instances
    const { a, a2, b, alice } = setup
    for (const calc of [a, a2, b]) await publishedName(two, calc)
    await renameBehind(one, a2, 'A2, behind')
    await renameBehind(one, b, 'B, behind')
    await publish(one, alice, a, 'A, second')
    // The clock stands still: the notice, not the expiry, brought it.
    await waitFor(async () => (await publishedName(two, a)) === 'A, second')
    expect(await publishedName(two, a2)).toBe('A2, first')
    expect(await publishedName(two, b)).toBe('B, first')
  })

  it('an instance drops its views once for a change of its own: the echo of its notice drops nothing', async () => {
    const [one, two] = pair.instances
    const drops: string[] = []
    const stop = onPublishedChange(one.db, (scope) => {
      if (scope !== 'all' && 'calculatorId' in scope) drops.push(scope.calculatorId)
    })
    onTestFinished(stop)
    invalidatePublished(one.db, { calculatorId: 'changed-on-one' })
    await one.noticesSent()
    // One hears two's notices in commit order: its own, committed before two's marker, arrived before it.
    const heard = dropHeard(one, 'marker-from-two')
    invalidatePublished(two.db, { calculatorId: 'marker-from-two' })
    await heard
    expect(drops).toEqual(['changed-on-one', 'marker-from-two'])
  })

  it("an endpoint added on one instance reaches the other's list on its own channel, dropping no published view", async () => {
    const [one, two] = pair.instances
    const { a, b, bob } = setup
    expect((await endpointsOf(two.db, [b.workspaceId])).get(b.workspaceId)).toEqual([])
    expect(await publishedName(two, a)).toBe('A, second')
    await addEndpoint(one, b.workspaceId, bob, 'http://127.0.0.1:9/hooks', ['lead.created'])
    await waitFor(async () => (await endpointsOf(two.db, [b.workspaceId])).get(b.workspaceId)?.length)
    await renameBehind(one, a, 'A, behind')
    expect(await publishedName(two, a)).toBe('A, second')
  })
})
