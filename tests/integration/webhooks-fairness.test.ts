import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/db/client.server'
import { user, webhookDeliveries, webhookEndpoints, workspaces } from '~/db/schema'
import { claimDueDeliveries, recordAttempts } from '~/lib/webhooks/store.server'
import { MAX_ENDPOINTS, SENDS_PER_MINUTE, SENDING_PER_ACCOUNT } from '~/lib/webhooks/limits'
import { newMessageId, newWebhookSecret } from '~/lib/webhooks/signing.server'
import { loader as integrationsLoader } from '~/routes/workspace/integrations'
import type { RunningServices } from '../../server/services'
import { databaseKinds, openTestDatabase } from '../support/database'
import { createTestServices } from '../support/services'
import { startWebhookReceiver } from '../support/webhook-receiver'
import { addEndpoint, deliveriesOf, integrations, waitFor, webhookTestEnv } from './webhook-support'
import { load, signedIn, workspaceWithCalculator } from './workspace-support'

/* One tenant's endpoints cannot crowd out another's (decision 0048): caps, rate limits and a fair claim. */
describe.each(databaseKinds)('webhooks fair to every tenant on %s', (kind) => {
  let services: RunningServices
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  const cookies: Record<'alice' | 'bob', string> = { alice: '', bob: '' }
  let a: { workspaceId: string }
  let b: { workspaceId: string }

  beforeAll(async () => {
    receiver = await startWebhookReceiver()
    receiver.answer(() => ({ status: 204 }))
    services = await createTestServices(kind, webhookTestEnv)
    cookies.alice = await signedIn(services, 'alice@example.com')
    cookies.bob = await signedIn(services, 'bob@example.com')
    a = await workspaceWithCalculator(services, cookies.alice, 'Alpha Bank', 'loan')
    b = await workspaceWithCalculator(services, cookies.bob, 'Beta Credit', 'loan')
  })
  afterAll(async () => {
    await services?.close()
    await receiver?.close()
  })

  it(`accepts ${MAX_ENDPOINTS} endpoints in a workspace and refuses the next with a clear message`, async () => {
    for (let i = 0; i < MAX_ENDPOINTS; i++)
      await addEndpoint(services, a.workspaceId, cookies.alice, receiver.url(`/a${i}`), ['lead.created'])
    const refused = await integrations(
      services,
      a.workspaceId,
      { intent: 'create', url: receiver.url('/one-more'), description: '', events: 'lead.created' },
      cookies.alice,
    )
    expect(refused.status).toBe(409)
    const notice = `This workspace has ${MAX_ENDPOINTS} endpoints, the most it can have. Delete one to add another.`
    expect((refused.data as { notice: string }).notice).toBe(notice)
    const page = await load(
      services,
      integrationsLoader,
      `/workspace/${a.workspaceId}/integrations`,
      { workspaceId: a.workspaceId },
      cookies.alice,
    )
    const shown = page.data as { endpoints: unknown[]; endpointLimit: { reached: boolean; max: number } }
    expect(shown.endpoints).toHaveLength(MAX_ENDPOINTS)
    expect(shown.endpointLimit).toEqual({ reached: true, max: MAX_ENDPOINTS })
    // Another workspace still adds its own.
    await addEndpoint(services, b.workspaceId, cookies.bob, receiver.url('/b'), ['lead.created'])
  })

  it(`sends at most ${SENDS_PER_MINUTE} test events and redeliveries a minute per workspace`, async () => {
    const endpoint = await addEndpoint(services, b.workspaceId, cookies.bob, receiver.url('/burst'), [
      'lead.created',
    ])
    const send = (workspaceId: string, fields: Record<string, string>, cookie: string) =>
      integrations(services, workspaceId, fields, cookie)
    const statuses = []
    for (let i = 0; i < SENDS_PER_MINUTE; i++)
      statuses.push(
        (await send(b.workspaceId, { intent: 'test', endpointId: endpoint.id }, cookies.bob)).status,
      )
    expect(statuses).toEqual(Array(SENDS_PER_MINUTE).fill(200))
    const over = await send(b.workspaceId, { intent: 'test', endpointId: endpoint.id }, cookies.bob)
    expect(over.status).toBe(429)
    expect((over.data as { notice: string }).notice).toBe(
      `At most ${SENDS_PER_MINUTE} test events and redeliveries a minute. Please try again in a minute.`,
    )
    const delivered = await waitFor(async () =>
      (await deliveriesOf(services, endpoint.id)).find((delivery) => delivery.status === 'delivered'),
    )
    const again = await send(b.workspaceId, { intent: 'redeliver', deliveryId: delivered.id }, cookies.bob)
    expect(again.status).toBe(429)
    expect(await deliveriesOf(services, endpoint.id)).toHaveLength(SENDS_PER_MINUTE)
    // Alpha's allowance is its own.
    const [alphaEndpoint] = await services.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.workspaceId, a.workspaceId))
      .limit(1)
    expect(
      (await send(a.workspaceId, { intent: 'test', endpointId: alphaEndpoint!.id }, cookies.alice)).status,
    ).toBe(200)
  })
})

describe.each(databaseKinds)('the fair delivery claim on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database?.close())

  async function workspaceWithDue(name: string, count: number, createdBy?: string) {
    const { db } = database
    const [workspace] = await db.insert(workspaces).values({ name, createdBy }).returning()
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ workspaceId: workspace!.id, url: 'https://hooks.example.com/x', secret: newWebhookSecret() })
      .returning()
    // Written before the other tenant's, so an oldest-first claim would take these first.
    for (let i = 0; i < count; i++)
      await db.insert(webhookDeliveries).values({
        id: newMessageId(),
        endpointId: endpoint!.id,
        workspaceId: workspace!.id,
        eventType: 'webhook.test',
        body: '{}',
        nextAttemptAt: new Date(Date.now() - 60_000 + i),
      })
    return workspace!.id
  }

  it("claims a quiet workspace's one delivery in the first turn, whatever another workspace has due", async () => {
    const busy = await workspaceWithDue('Busy Bank', 60)
    const quiet = await workspaceWithDue('Quiet Credit', 1)
    const first = await claimDueDeliveries(database.db, 20, 60)
    expect(first.filter((delivery) => delivery.workspaceId === quiet)).toHaveLength(1)
    expect(first.filter((delivery) => delivery.workspaceId === busy)).toHaveLength(SENDING_PER_ACCOUNT)
    // While its deliveries are under way, the busy workspace gets no more slots.
    expect(await claimDueDeliveries(database.db, 20, 60)).toEqual([])
    // One of them ends: one more of its deliveries may go.
    const done = first.find((delivery) => delivery.workspaceId === busy)!
    await recordAttempts(database.db, [
      {
        delivery: done,
        outcome: { statusCode: 204, latencyMs: 5, response: '' },
        next: { status: 'delivered' },
      },
    ])
    const next = await claimDueDeliveries(database.db, 20, 60)
    expect(next.map((delivery) => delivery.workspaceId)).toEqual([busy])
  })

  it('counts one account’s workspaces together: six of them hold no more slots than one (issue 43 §5)', async () => {
    const { db } = database
    const [owner] = await db
      .insert(user)
      .values({ id: crypto.randomUUID(), name: 'Six', email: `six-${kind}@example.com`, emailVerified: true })
      .returning()
    const six: string[] = []
    for (let i = 0; i < 6; i++) six.push(await workspaceWithDue(`Branch ${i}`, 10, owner!.id))
    const quiet = await workspaceWithDue('Quiet Credit Union', 1)
    const claimed = await claimDueDeliveries(db, 40, 60)
    expect(claimed.filter((delivery) => six.includes(delivery.workspaceId))).toHaveLength(SENDING_PER_ACCOUNT)
    expect(claimed.filter((delivery) => delivery.workspaceId === quiet)).toHaveLength(1)
  })
})
