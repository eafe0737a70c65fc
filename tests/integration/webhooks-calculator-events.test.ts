import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { specialtyCalculators, specialtyCalculatorVersions } from '~/db/schema'
import loan from '~/lib/formulas/examples/loan.json'
import { calculatorWebhookEventSchema } from '~/lib/webhooks/event-schema'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { startWebhookReceiver, verifiedBySpec, type ReceivedHook } from '../support/webhook-receiver'
import { addEndpoint, deliveriesOf, waitFor, webhookTestEnv } from './webhook-support'
import { act, approveFields, signedIn, workspaceWithCalculator } from './workspace-support'

/*
 * Issue 35 §1: `calculator.published` and `calculator.archived` are queued by the catalogue's events of a
 * publish and an archive, and delivered as the lead events are (signed, retried), to the endpoints of that
 * workspace subscribed to them only.
 */
describe.each(databaseKinds)('calculator webhooks on %s', (kind) => {
  let services: RunningServices
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  const cookies: Record<string, string> = {}
  let a: Awaited<ReturnType<typeof workspaceWithCalculator>>
  let cms: { id: string; secret: string }
  let leadsOnly: { id: string; secret: string }
  let other: { id: string; secret: string }
  const hooksTo = (path: string) => receiver.received.filter((hook) => hook.path === path)
  const bodyOf = (hook: ReceivedHook) => calculatorWebhookEventSchema.parse(JSON.parse(hook.body))
  const calculatorIntent = (fields: Record<string, string>) =>
    act(
      services,
      calculatorAction,
      `/workspace/${a.workspaceId}/calculators/${a.calculatorId}`,
      { workspaceId: a.workspaceId, calculatorId: a.calculatorId },
      fields,
      cookies.alice,
    )

  beforeAll(async () => {
    receiver = await startWebhookReceiver()
    services = await createTestServices(kind, webhookTestEnv)
    for (const name of ['alice', 'bob']) cookies[name] = await signedIn(services, `${name}@example.com`)
    a = await workspaceWithCalculator(services, cookies.alice!, 'Alpha Bank', 'loan')
    const b = await workspaceWithCalculator(services, cookies.bob!, 'Beta Credit', 'loan')
    cms = await addEndpoint(services, a.workspaceId, cookies.alice!, receiver.url('/cms'), [
      'calculator.published',
      'calculator.archived',
    ])
    leadsOnly = await addEndpoint(services, a.workspaceId, cookies.alice!, receiver.url('/crm'), [
      'lead.created',
    ])
    other = await addEndpoint(services, b.workspaceId, cookies.bob!, receiver.url('/beta'), [
      'calculator.published',
      'calculator.archived',
    ])
  })
  afterAll(async () => {
    await services?.close()
    await receiver?.close()
  })

  it('sends calculator.published, signed, with the calculator and the revision now live', async () => {
    expect((await calculatorIntent(await approveFields(services, a.calculatorId))).status).toBe(200)
    const hook = await waitFor(() => hooksTo('/cms').find((h) => bodyOf(h).type === 'calculator.published'))
    expect(new Webhook(cms.secret).verify(hook.body, hook.headers)).toEqual(JSON.parse(hook.body))
    expect(verifiedBySpec(cms.secret, hook.body, hook.headers)).toBe(true)
    expect(bodyOf(hook)).toEqual({
      type: 'calculator.published',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        calculator: { id: a.calculatorId, publicId: a.publicId, name: 'Alpha Bank loan', type: 'loan' },
        revision: { id: expect.any(String), number: 1 },
        by: 'alice@example.com',
      },
    })
  })

  it('sends calculator.archived with the revision that was live; nothing to other endpoints or tenants', async () => {
    expect((await calculatorIntent({ intent: 'archive' })).status).toBe(200)
    const hook = await waitFor(() => hooksTo('/cms').find((h) => bodyOf(h).type === 'calculator.archived'))
    expect(new Webhook(cms.secret).verify(hook.body, hook.headers)).toEqual(JSON.parse(hook.body))
    expect(bodyOf(hook).data).toEqual({
      calculator: { id: a.calculatorId, publicId: a.publicId, name: 'Alpha Bank loan', type: 'loan' },
      revision: { id: expect.any(String), number: 1 },
      by: 'alice@example.com',
    })
    // A restore is no webhook event; an endpoint not subscribed and another workspace's get nothing.
    expect((await calculatorIntent({ intent: 'restore' })).status).toBe(200)
    expect((await deliveriesOf(services, cms.id)).map((d) => d.eventType).sort()).toEqual([
      'calculator.archived',
      'calculator.published',
    ])
    expect(await deliveriesOf(services, leadsOnly.id)).toEqual([])
    expect(await deliveriesOf(services, other.id)).toEqual([])
    expect(hooksTo('/crm').concat(hooksTo('/beta'))).toEqual([])
  })

  it('names a specialty calculator by its type and the version its published revision pins', async () => {
    const slug = `hook_loan_${kind}`
    const [specialty] = await services.db.insert(specialtyCalculators).values({ slug }).returning()
    await services.db.insert(specialtyCalculatorVersions).values({
      calculatorId: specialty!.id,
      number: 1,
      definition: { ...loan, id: slug },
      createdByEmail: 'boss@brightline.example',
      publishedAt: new Date(),
      offer: 'catalogue',
    })
    const c = await workspaceWithCalculator(services, cookies.alice!, 'Gamma CU', `specialty:${slug}`)
    const endpoint = await addEndpoint(services, c.workspaceId, cookies.alice!, receiver.url('/gamma'), [
      'calculator.published',
    ])
    const approved = await act(
      services,
      calculatorAction,
      `/workspace/${c.workspaceId}/calculators/${c.calculatorId}`,
      { workspaceId: c.workspaceId, calculatorId: c.calculatorId },
      await approveFields(services, c.calculatorId),
      cookies.alice,
    )
    expect(approved.status).toBe(200)
    const hook = await waitFor(() => hooksTo('/gamma')[0])
    expect(new Webhook(endpoint.secret).verify(hook.body, hook.headers)).toEqual(JSON.parse(hook.body))
    expect(bodyOf(hook).data).toEqual({
      calculator: {
        id: c.calculatorId,
        publicId: c.publicId,
        name: `Gamma CU specialty:${slug}`,
        type: `specialty:${slug}`,
      },
      revision: { id: expect.any(String), number: 1, specialtyVersion: 1 },
      by: 'alice@example.com',
    })
  })
})
