import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookDeliveries, webhookEndpoints } from '~/db/schema'
import { queueTestEvent } from '~/lib/webhooks/endpoints.server'
import { startWebhookWorker } from '~/lib/webhooks/worker.server'
import type { RunningServices } from '../../server/app'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { startWebhookReceiver } from '../support/webhook-receiver'
import {
  addEndpoint,
  integrations,
  submitLeadFor,
  waitFor,
  webhookTestEnv,
  workspaceTakingLeads,
} from './webhook-support'
import { signedIn } from './workspace-support'

// Issue 24 §1: a webhook endpoint must not slow lead intake (decision 0039).
describe.each(databaseKinds)('webhooks and lead intake on %s', (kind) => {
  let services: RunningServices
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  let alice: string

  beforeAll(async () => {
    receiver = await startWebhookReceiver()
    services = await createTestServices(kind, webhookTestEnv)
    alice = await signedIn(services, 'alice@example.com')
  })
  afterAll(async () => {
    await services?.close()
    await receiver?.close()
  })

  const queuedFor = async (workspaceId: string) =>
    (await services.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.workspaceId, workspaceId)))
      .length

  it('sends the next lead to an endpoint added after its workspace took leads, and none to a removed one', async () => {
    const a = await workspaceTakingLeads(services, alice, 'Alpha Bank')
    // The workspace's endpoints (none) are now known to this instance.
    await submitLeadFor(services, a.publicId)
    const endpoint = await addEndpoint(services, a.workspaceId, alice, receiver.url('/added'), [
      'lead.created',
    ])
    const leadId = await submitLeadFor(services, a.publicId)
    await waitFor(() =>
      receiver.received.find((hook) => hook.path === '/added' && hook.body.includes(leadId)),
    )
    expect(await queuedFor(a.workspaceId)).toBe(1)

    await integrations(services, a.workspaceId, { intent: 'delete', endpointId: endpoint.id }, alice)
    await submitLeadFor(services, a.publicId)
    expect(await queuedFor(a.workspaceId)).toBe(0)
  })

  it('takes a lead when an endpoint was removed behind this instance (another instance, its notice lost)', async () => {
    const b = await workspaceTakingLeads(services, alice, 'Beta Bank')
    await addEndpoint(services, b.workspaceId, alice, receiver.url('/gone'), ['lead.created'])
    await submitLeadFor(services, b.publicId)
    expect(await queuedFor(b.workspaceId)).toBe(1)
    // Removed in the database only: this instance still lists it.
    await services.db.delete(webhookEndpoints).where(eq(webhookEndpoints.workspaceId, b.workspaceId))
    await submitLeadFor(services, b.publicId)
    expect(await queuedFor(b.workspaceId)).toBe(0)
  })

  it('while requests are answered, claims deliveries at most once a second, then sends the rest at once', async () => {
    const c = await workspaceTakingLeads(services, alice, 'Gamma Bank')
    const endpoint = await addEndpoint(services, c.workspaceId, alice, receiver.url('/paced'), [
      'lead.created',
    ])
    await services.webhooks.stop() // this test's own worker sends them
    for (let n = 0; n < 60; n++) await queueTestEvent(services.db, c.workspaceId, endpoint.id)
    const paced = () => receiver.received.filter((hook) => hook.path === '/paced')
    const busyStartedAt = Date.now()
    const busyUntil = busyStartedAt + 2_000
    const worker = startWebhookWorker({
      db: services.db,
      notifyOutbox: () => {},
      ...services.config.webhooks,
      concurrency: 10,
      isBusy: () => Date.now() < busyUntil,
    })
    try {
      await waitFor(() => Date.now() >= busyUntil)
      const busyMs = Date.now() - busyStartedAt
      const whileBusy = paced().filter((hook) => hook.at < busyUntil).length
      // The first claim goes at once (nothing waits long), then one of at most 10 a second.
      expect(whileBusy).toBeGreaterThanOrEqual(1)
      expect(whileBusy).toBeLessThanOrEqual(10 * (1 + Math.ceil(busyMs / 1_000)))
      await waitFor(() => paced().length === 60)
      const ids = new Set(paced().map((hook) => hook.headers['webhook-id']))
      expect(ids.size).toBe(60)
    } finally {
      await worker.stop()
    }
  })
})
