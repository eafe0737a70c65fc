import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user, webhookDeliveries, workspaceMembers } from '~/db/schema'
import { loader as layoutLoader } from '~/routes/workspace/layout'
import { loader as integrationsLoader } from '~/routes/workspace/integrations'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { startWebhookReceiver } from '../support/webhook-receiver'
import {
  addEndpoint,
  deliveriesOf,
  integrations,
  submitLeadFor,
  waitFor,
  webhookTestEnv,
  workspaceTakingLeads,
} from './webhook-support'
import { load, signedIn } from './workspace-support'

describe.each(databaseKinds)('webhook isolation on %s', (kind) => {
  let services: RunningServices
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  const cookies: Record<string, string> = {}
  let a: Awaited<ReturnType<typeof workspaceTakingLeads>>
  let b: Awaited<ReturnType<typeof workspaceTakingLeads>>
  let endpointA: { id: string; secret: string }
  let endpointB: { id: string; secret: string }
  const page = (workspaceId: string, cookie: string | undefined) =>
    load(services, integrationsLoader, `/workspace/${workspaceId}/integrations`, { workspaceId }, cookie)

  beforeAll(async () => {
    receiver = await startWebhookReceiver()
    services = await createTestServices(kind, webhookTestEnv)
    for (const name of ['alice', 'bob', 'ed']) cookies[name] = await signedIn(services, `${name}@example.com`)
    a = await workspaceTakingLeads(services, cookies.alice!, 'Alpha Bank')
    b = await workspaceTakingLeads(services, cookies.bob!, 'Beta Credit')
    const [ed] = await services.db.select().from(user).where(eq(user.email, 'ed@example.com'))
    await services.db
      .insert(workspaceMembers)
      .values({ workspaceId: a.workspaceId, userId: ed!.id, role: 'editor' })
    endpointA = await addEndpoint(services, a.workspaceId, cookies.alice!, receiver.url('/a'), [
      'lead.created',
    ])
    endpointB = await addEndpoint(services, b.workspaceId, cookies.bob!, receiver.url('/b'), ['lead.created'])
  })
  afterAll(async () => {
    await services?.close()
    await receiver?.close()
  })

  it('shows the endpoints to their owner without the secret, and the tab to owners only', async () => {
    const own = await page(a.workspaceId, cookies.alice)
    expect(own.status).toBe(200)
    expect(JSON.stringify(own.data)).toContain(receiver.url('/a'))
    expect(JSON.stringify(own.data)).not.toContain(endpointA.secret)
    expect(JSON.stringify(own.data)).not.toContain(receiver.url('/b'))
    const tabs = (cookie: string) =>
      load(services, layoutLoader, `/workspace/${a.workspaceId}`, { workspaceId: a.workspaceId }, cookie)
    expect((await tabs(cookies.alice!)).data).toEqual({
      integrations: true,
      brand: true,
      leadForm: true,
      audit: true,
      privacy: true,
      archive: true,
      sso: true,
      vendorReview: true,
      billing: true,
    })
    expect((await tabs(cookies.ed!)).data).toEqual({
      integrations: false,
      // An editor writes the calculators' wording on the Brand page (decision 0092), not the brand itself.
      brand: true,
      leadForm: false,
      audit: false,
      privacy: false,
      archive: false,
      sso: false,
      vendorReview: false,
      billing: false,
    })
  })

  it("answers 404 to another workspace's member, on the page and every action, and 403 to an editor", async () => {
    expect((await page(a.workspaceId, cookies.bob)).status).toBe(404)
    const intents: Record<string, string>[] = [
      { intent: 'create', url: 'https://hooks.example.com/x', events: 'lead.created' },
      { intent: 'rotate', endpointId: endpointA.id },
      { intent: 'delete', endpointId: endpointA.id },
      { intent: 'test', endpointId: endpointA.id },
      { intent: 'redeliver', deliveryId: 'msg_x' },
    ]
    for (const fields of intents) {
      expect((await integrations(services, a.workspaceId, fields, cookies.bob)).status, fields.intent).toBe(
        404,
      )
      expect((await integrations(services, a.workspaceId, fields, cookies.ed)).status, fields.intent).toBe(
        403,
      )
    }
    expect((await page(a.workspaceId, cookies.ed)).status).toBe(403)
    // In his own workspace, Bob cannot reach Alice's endpoint by its id either.
    for (const intent of ['rotate', 'delete', 'test'])
      expect(
        (await integrations(services, b.workspaceId, { intent, endpointId: endpointA.id }, cookies.bob))
          .status,
      ).toBe(404)
    expect((await page(a.workspaceId, cookies.alice)).data).toMatchObject({
      endpoints: [{ id: endpointA.id }],
    })
    expect(await deliveriesOf(services, endpointA.id)).toEqual([])
  })

  it('sends a signed-out visitor to sign in from the page and every action, showing and changing nothing', async () => {
    const anonymous = await page(a.workspaceId, undefined)
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toBe('/auth')
    expect(JSON.stringify(anonymous.data)).not.toContain(receiver.url('/a'))
    const intents: Record<string, string>[] = [
      { intent: 'create', url: 'https://hooks.example.com/x', events: 'lead.created' },
      { intent: 'rotate', endpointId: endpointA.id },
      { intent: 'delete', endpointId: endpointA.id },
      { intent: 'test', endpointId: endpointA.id },
    ]
    for (const fields of intents) {
      const answer = await integrations(services, a.workspaceId, fields, undefined)
      expect(answer.status, fields.intent).toBe(302)
      expect(answer.location, fields.intent).toBe('/auth')
    }
    expect((await page(a.workspaceId, cookies.alice)).data).toMatchObject({
      endpoints: [{ id: endpointA.id, url: receiver.url('/a') }],
    })
  })

  it("never sends a workspace's leads to another workspace's endpoints, nor lets it redeliver them", async () => {
    const leadA = await submitLeadFor(services, a.publicId, 'Ann A')
    const leadB = await submitLeadFor(services, b.publicId, 'Ben B')
    await waitFor(() => receiver.received.length >= 2)
    await waitFor(async () => (await deliveriesOf(services, endpointB.id))[0]?.status === 'delivered')
    const leadIdsAt = (path: string) =>
      receiver.received
        .filter((hook) => hook.path === path)
        .map((hook) => (JSON.parse(hook.body) as { data: { lead: { id: string } } }).data.lead.id)
    expect(leadIdsAt('/a')).toEqual([leadA])
    expect(leadIdsAt('/b')).toEqual([leadB])
    const deliveries = await services.db.select().from(webhookDeliveries)
    for (const delivery of deliveries)
      expect(delivery.workspaceId).toBe(delivery.endpointId === endpointA.id ? a.workspaceId : b.workspaceId)
    const [deliveryA] = await deliveriesOf(services, endpointA.id)
    const stolen = await integrations(
      services,
      b.workspaceId,
      { intent: 'redeliver', deliveryId: deliveryA!.id },
      cookies.bob,
    )
    expect(stolen.status).toBe(404)
  })
})
