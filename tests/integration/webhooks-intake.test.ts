import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads, webhookDeliveries, webhookEndpoints } from '~/db/schema'
import { SENDING_PER_ACCOUNT } from '~/lib/webhooks/limits'
import { queueCreatedLeads } from '~/lib/webhooks/enqueue.server'
import { queueTestEvent } from '~/lib/webhooks/endpoints.server'
import type { WebhookEventBody } from '~/lib/webhooks/event-schema'
import { startWebhookWorker } from '~/lib/webhooks/worker.server'
import { action as leadsAction } from '~/routes/workspace/leads'
import type { RunningServices } from '../../server/services'
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
import { act, signedIn } from './workspace-support'

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

  const deliveriesFor = (workspaceId: string) =>
    services.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.workspaceId, workspaceId))
  const queuedFor = async (workspaceId: string) => (await deliveriesFor(workspaceId)).length
  /** The worker has queued the deliveries of every lead of the workspace (decision 0041). */
  const allQueued = async (workspaceId: string) =>
    (await services.db.select().from(leads).where(eq(leads.workspaceId, workspaceId))).every(
      (lead) => !lead.webhooksPending,
    )
  const restartWorker = () => {
    // Woken by the commits that queue deliveries on this database, as the services' own was.
    return startWebhookWorker({ db: services.db, ...services.config.webhooks })
  }
  const hooksTo = (path: string) => receiver.received.filter((hook) => hook.path === path)
  /** Sends what is queued with a new worker (the services' own was stopped) until `count` reached `path`. */
  const deliverWithNewWorker = async (path: string, count: number) => {
    const worker = restartWorker()
    try {
      await waitFor(() => hooksTo(path).length === count)
    } finally {
      await worker.stop()
    }
  }

  it('sends the next lead to an endpoint added after its workspace took leads, and none to a removed one', async () => {
    const a = await workspaceTakingLeads(services, alice, 'Alpha Bank')
    // The workspace's endpoints (none) are now known to this instance.
    await submitLeadFor(services, a.publicId)
    const endpoint = await addEndpoint(services, a.workspaceId, alice, receiver.url('/added'), [
      'lead.created',
    ])
    const leadId = await submitLeadFor(services, a.publicId)
    await waitFor(() => hooksTo('/added').find((hook) => hook.body.includes(leadId)))
    expect(await queuedFor(a.workspaceId)).toBe(1)

    await integrations(services, a.workspaceId, { intent: 'delete', endpointId: endpoint.id }, alice)
    await submitLeadFor(services, a.publicId)
    await waitFor(() => allQueued(a.workspaceId))
    expect(await queuedFor(a.workspaceId)).toBe(0)
  })

  it('takes a lead when an endpoint was removed behind this instance (another instance, its notice lost)', async () => {
    const b = await workspaceTakingLeads(services, alice, 'Beta Bank')
    await addEndpoint(services, b.workspaceId, alice, receiver.url('/gone'), ['lead.created'])
    await submitLeadFor(services, b.publicId)
    await waitFor(async () => (await queuedFor(b.workspaceId)) === 1)
    // Removed in the database only: this instance still lists it.
    await services.db.delete(webhookEndpoints).where(eq(webhookEndpoints.workspaceId, b.workspaceId))
    await submitLeadFor(services, b.publicId)
    await waitFor(() => allQueued(b.workspaceId))
    expect(await queuedFor(b.workspaceId)).toBe(0)
  })

  it("writes no delivery in the lead's request; the worker queues it after, once, even after a stop", async () => {
    const d = await workspaceTakingLeads(services, alice, 'Delta Bank')
    await addEndpoint(services, d.workspaceId, alice, receiver.url('/later'), ['lead.created'])
    await services.webhooks.stop() // as a process killed after the lead's commit
    const leadId = await submitLeadFor(services, d.publicId, 'Lena Later')
    expect(await queuedFor(d.workspaceId)).toBe(0)
    expect(await allQueued(d.workspaceId)).toBe(false)

    await deliverWithNewWorker('/later', 1)
    expect(await allQueued(d.workspaceId)).toBe(true)
    const [lead] = await services.db.select().from(leads).where(eq(leads.id, leadId))
    const body = JSON.parse(hooksTo('/later')[0]!.body) as WebhookEventBody
    expect(body).toMatchObject({ type: 'lead.created', timestamp: lead!.createdAt.toISOString() })
    expect(body.data.lead).toMatchObject({ id: leadId, name: 'Lena Later', status: 'new' })
    expect(await queuedFor(d.workspaceId)).toBe(1)
  })

  it('queues a lead changed before its worker got to it as created, then as changed', async () => {
    const e = await workspaceTakingLeads(services, alice, 'Epsilon Bank')
    await addEndpoint(services, e.workspaceId, alice, receiver.url('/both'), ['lead.created', 'lead.updated'])
    await services.webhooks.stop()
    const leadId = await submitLeadFor(services, e.publicId, 'Cole Changed')
    const changed = await act(
      services,
      leadsAction,
      `/workspace/${e.workspaceId}/leads`,
      { workspaceId: e.workspaceId },
      { leadId, status: 'contacted' },
      alice,
    )
    expect(changed.status).toBe(200)
    // Both were queued by the change, in its transaction.
    expect(await allQueued(e.workspaceId)).toBe(true)
    const bodies = (await deliveriesFor(e.workspaceId)).map(
      (delivery) => JSON.parse(delivery.body) as WebhookEventBody,
    )
    const statusIn = (type: string) => bodies.find((body) => body.type === type)?.data.lead.status
    expect(bodies).toHaveLength(2)
    expect(statusIn('lead.created')).toBe('new')
    expect(statusIn('lead.updated')).toBe('contacted')
    await deliverWithNewWorker('/both', 2)
  })

  it('queues each waiting lead once when instances take them at the same time', async () => {
    const f = await workspaceTakingLeads(services, alice, 'Phi Bank')
    await addEndpoint(services, f.workspaceId, alice, receiver.url('/once'), ['lead.created'])
    await services.webhooks.stop()
    const leadIds = new Set<string>()
    for (let n = 0; n < 30; n++) leadIds.add(await submitLeadFor(services, f.publicId, `Visitor ${n}`))
    // Three workers' turns at once (separate connections on PostgreSQL), 12 leads at most each: a lead
    // another holds is skipped, and taken by that one.
    const take = () => services.db.transaction((tx) => queueCreatedLeads(tx, { limit: 12 }))
    const taken = await Promise.all([take(), take(), take()])
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(30)
    expect(await take()).toBe(0)
    const queuedLeadIds = (await deliveriesFor(f.workspaceId)).map(
      (delivery) => (JSON.parse(delivery.body) as WebhookEventBody).data.lead.id,
    )
    expect(queuedLeadIds).toHaveLength(30)
    expect(new Set(queuedLeadIds)).toEqual(leadIds)
    await deliverWithNewWorker('/once', 30)
  })

  // A bench's server on PGlite after a burst of leads: nothing ran for 6–10 s while its worker queued the
  // backlog's deliveries. PGlite answers without I/O, so turn after turn ran in one chain of promises and no
  // request could even be read meanwhile (so none could make the worker give way either).
  it('reads and answers a request while it queues a backlog of leads, not after', async () => {
    const g = await workspaceTakingLeads(services, alice, 'Gimel Bank')
    await addEndpoint(services, g.workspaceId, alice, receiver.url('/backlog'), ['lead.created'])
    await services.webhooks.stop()
    // One account sends at most SENDING_PER_ACCOUNT at once: the rest of the pool is left for other accounts,
    // and the worker goes on queueing this one's leads, `concurrency` a turn, until none is left.
    const concurrency = SENDING_PER_ACCOUNT + 1
    for (let n = 0; n < concurrency * 12; n++) await submitLeadFor(services, g.publicId, `Backlog ${n}`)
    let turns = 0
    const countingDb = new Proxy(services.db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver)
        return (...args: Parameters<typeof target.transaction>) => {
          turns++
          return target.transaction(...args)
        }
      },
    })
    let turnsWhenAnswered = -1
    const site = http.createServer((_request, response) => {
      turnsWhenAnswered = turns
      response.end('ok')
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    const answered = fetch(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`)
    const worker = startWebhookWorker({ db: countingDb, ...services.config.webhooks, concurrency })
    try {
      expect(await (await answered).text()).toBe('ok')
      await waitFor(() => allQueued(g.workspaceId))
      expect(turns).toBeGreaterThanOrEqual(12)
      expect(turnsWhenAnswered).toBeLessThan(turns / 2)
      await waitFor(() => hooksTo('/backlog').length === concurrency * 12)
    } finally {
      await worker.stop()
      await new Promise((resolve) => site.close(resolve))
    }
  })

  it('while requests are answered, claims deliveries at most once a second, then sends the rest at once', async () => {
    const c = await workspaceTakingLeads(services, alice, 'Gamma Bank')
    const endpoint = await addEndpoint(services, c.workspaceId, alice, receiver.url('/paced'), [
      'lead.created',
    ])
    await services.webhooks.stop() // this test's own worker sends them
    for (let n = 0; n < 60; n++) await queueTestEvent(services.db, c.workspaceId, endpoint.id)
    const paced = () => hooksTo('/paced')
    const busyStartedAt = Date.now()
    const busyUntil = busyStartedAt + 2_000
    const worker = startWebhookWorker({
      db: services.db,
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
