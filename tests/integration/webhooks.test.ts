import { and, eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculatorByName } from '~/calculators/registry'
import { outbox, webhookAttempts } from '~/db/schema'
import { webhookEventSchema } from '~/lib/webhooks/event-schema'
import { loader as integrationsLoader } from '~/routes/workspace/integrations'
import { action as leadsAction } from '~/routes/workspace/leads'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { type startWebhookReceiver, verifiedBySpec, type ReceivedHook } from '../support/webhook-receiver'
import { type startMailCatcher } from './auth-support'
import {
  addEndpoint,
  deliveriesOf,
  integrations,
  setUpWebhookWorld,
  submitLeadFor,
  waitFor,
  type workspaceTakingLeads,
} from './webhook-support'
import { act, load } from './workspace-support'

describe.each(databaseKinds)('signed webhooks on %s', (kind) => {
  let world: Awaited<ReturnType<typeof setUpWebhookWorld>>
  let services: RunningServices
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  let alice: string
  let a: Awaited<ReturnType<typeof workspaceTakingLeads>>
  let endpoint: { id: string; secret: string }
  const hooksTo = (path: string) => receiver.received.filter((hook) => hook.path === path)
  const bodyOf = (hook: ReceivedHook) => webhookEventSchema.parse(JSON.parse(hook.body))

  beforeAll(async () => {
    world = await setUpWebhookWorld(kind)
    ;({ mail, receiver, services, alice, a, endpoint } = world)
  })
  afterAll(async () => {
    await world?.close()
  })

  it('delivers a new lead once, signed so that the library and a verifier written from the spec accept it', async () => {
    const leadId = await submitLeadFor(services, a.publicId)
    const hook = await waitFor(() => hooksTo('/crm').find((h) => bodyOf(h).data.lead.id === leadId))
    expect(new Webhook(endpoint.secret).verify(hook.body, hook.headers)).toEqual(JSON.parse(hook.body))
    expect(verifiedBySpec(endpoint.secret, hook.body, hook.headers)).toBe(true)
    expect(hook.headers['webhook-id']).toMatch(/^msg_/)
    // The documented shape (the JSON Schema in docs/webhooks is generated from this zod schema).
    const event = bodyOf(hook)
    expect(event).toMatchObject({
      type: 'lead.created',
      data: {
        lead: { id: leadId, status: 'new', name: 'Vera Visitor', email: 'vera@home.example' },
        calculator: { id: a.calculatorId, name: 'Home loans', type: 'loan' },
        revision: { number: expect.any(Number) },
        snapshot: {
          inputs: { principal: '250000', rate: '5.5', months: '360' },
          engineVersion: calculatorByName('loan').engineVersion,
        },
      },
    })
    expect(event.data.snapshot.labelledInputs).toContainEqual({
      name: 'principal',
      label: expect.any(String),
      value: '$250,000',
    })
    const [delivery] = (await deliveriesOf(services, endpoint.id)).filter(
      (d) => d.id === hook.headers['webhook-id'],
    )
    await waitFor(async () =>
      (await deliveriesOf(services, endpoint.id)).some((d) => d.status === 'delivered'),
    )
    expect(delivery).toMatchObject({ workspaceId: a.workspaceId, eventType: 'lead.created', body: hook.body })
  })

  it("sends lead.updated when a lead's status changes", async () => {
    const leadId = await submitLeadFor(services, a.publicId, 'Sam Status')
    const changed = await act(
      services,
      leadsAction,
      `/workspace/${a.workspaceId}/leads`,
      { workspaceId: a.workspaceId },
      { leadId, status: 'contacted' },
      alice,
    )
    expect(changed.status).toBe(200)
    const hook = await waitFor(() =>
      hooksTo('/crm').find((h) => bodyOf(h).type === 'lead.updated' && bodyOf(h).data.lead.id === leadId),
    )
    expect(bodyOf(hook).data.lead.status).toBe('contacted')
    expect(verifiedBySpec(endpoint.secret, hook.body, hook.headers)).toBe(true)
  })

  it('retries a 500 with the same webhook-id and marks it delivered once the receiver answers 2xx', async () => {
    const flaky = await addEndpoint(services, a.workspaceId, alice, receiver.url('/flaky'), ['lead.created'])
    let calls = 0
    receiver.answer((hook) =>
      hook.path === '/flaky' && ++calls === 1 ? { status: 500, body: 'down' } : { status: 200 },
    )
    await submitLeadFor(services, a.publicId, 'Rita Retry')
    const [delivery] = await waitFor(async () => {
      const rows = await deliveriesOf(services, flaky.id)
      return rows.length === 1 && rows[0]!.status === 'delivered' ? rows : undefined
    })
    expect(delivery!.attempts).toBe(2)
    const hooks = hooksTo('/flaky')
    expect(hooks.map((hook) => hook.headers['webhook-id'])).toEqual([delivery!.id, delivery!.id])
    expect(hooks[0]!.body).toBe(hooks[1]!.body)
    const log = await services.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery!.id))
    expect(log.map((row) => row.statusCode).sort()).toEqual([200, 500])
    expect(log.find((row) => row.statusCode === 500)!.response).toBe('down')
    await integrations(services, a.workspaceId, { intent: 'delete', endpointId: flaky.id }, alice)
  })

  it('marks a delivery failed after its last attempt and e-mails the owner; a timeout and a redirect are failures', async () => {
    receiver.answer((hook) =>
      hook.path === '/broken'
        ? { status: 503 }
        : hook.path === '/slow'
          ? { status: 200, delayMs: 10_000 }
          : hook.path === '/moved'
            ? { status: 301, headers: { location: receiver.url('/crm') } }
            : { status: 200 },
    )
    const failing = await Promise.all(
      ['/broken', '/slow', '/moved'].map((path) =>
        addEndpoint(services, a.workspaceId, alice, receiver.url(path), ['lead.created']),
      ),
    )
    for (const target of failing) {
      const sent = await integrations(
        services,
        a.workspaceId,
        { intent: 'test', endpointId: target.id },
        alice,
      )
      expect(sent.status).toBe(200)
    }
    for (const target of failing) {
      const [delivery] = await waitFor(async () => {
        const rows = await deliveriesOf(services, target.id)
        return rows[0]?.status === 'failed' ? rows : undefined
      })
      expect(delivery).toMatchObject({ eventType: 'webhook.test', attempts: 3 })
    }
    const slow = (await deliveriesOf(services, failing[1]!.id))[0]!
    expect(slow).toMatchObject({ lastStatusCode: null, lastResponse: 'No answer within 2 s' })
    const moved = (await deliveriesOf(services, failing[2]!.id))[0]!
    expect(moved.lastStatusCode).toBe(301)
    const failureMails = await waitFor(async () => {
      const rows = await services.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'webhook-failed'), eq(outbox.status, 'sent')))
      return rows.length === 3 ? rows : undefined
    })
    expect(failureMails.map((row) => (row.payload as { to: string }).to)).toEqual(
      Array(3).fill('alice@example.com'),
    )
    const failureMail = await waitFor(() =>
      mail.received.find((m) => /Webhook delivery failed/.test(m.subject ?? '')),
    )
    expect(failureMail.text).toContain(`/workspace/${a.workspaceId}/integrations`)

    // Redeliver: the same webhook-id and body again, now that the receiver works.
    receiver.answer(() => ({ status: 200 }))
    const before = hooksTo('/broken').length
    const again = await integrations(
      services,
      a.workspaceId,
      { intent: 'redeliver', deliveryId: (await deliveriesOf(services, failing[0]!.id))[0]!.id },
      alice,
    )
    expect(again.status).toBe(200)
    const redelivered = await waitFor(async () => {
      const [row] = await deliveriesOf(services, failing[0]!.id)
      return row?.status === 'delivered' ? row : undefined
    })
    expect(
      hooksTo('/broken')
        .slice(before)
        .map((hook) => hook.headers['webhook-id']),
    ).toEqual([redelivered.id])
    for (const target of failing)
      await integrations(services, a.workspaceId, { intent: 'delete', endpointId: target.id }, alice)
    // Three attempts of up to 2 s each at three endpoints, then the mails: allow for a loaded machine.
  }, 120_000)

  it('signs with the old and the new secret for 24 h after a rotation', async () => {
    const rotated = await integrations(
      services,
      a.workspaceId,
      { intent: 'rotate', endpointId: endpoint.id },
      alice,
    )
    const newSecret = (rotated.data as { secret: { value: string } }).secret.value
    expect(newSecret).toMatch(/^whsec_/)
    expect(newSecret).not.toBe(endpoint.secret)
    const leadId = await submitLeadFor(services, a.publicId, 'Olga Overlap')
    const hook = await waitFor(() => hooksTo('/crm').find((h) => bodyOf(h).data.lead.id === leadId))
    expect(hook.headers['webhook-signature']!.split(' ')).toHaveLength(2)
    expect(verifiedBySpec(endpoint.secret, hook.body, hook.headers)).toBe(true)
    expect(verifiedBySpec(newSecret, hook.body, hook.headers)).toBe(true)
    new Webhook(newSecret).verify(hook.body, hook.headers)
    new Webhook(endpoint.secret).verify(hook.body, hook.headers)
  })

  it('keeps every replaced secret signing for 24 h: a second rotation drops none of them', async () => {
    const rotating = await addEndpoint(services, a.workspaceId, alice, receiver.url('/rotating'), [
      'lead.created',
    ])
    const rotate = async () =>
      (
        (await integrations(services, a.workspaceId, { intent: 'rotate', endpointId: rotating.id }, alice))
          .data as { secret: { value: string } }
      ).secret.value
    const second = await rotate()
    const third = await rotate()
    const leadId = await submitLeadFor(services, a.publicId, 'Rita Rotation')
    const hook = await waitFor(() => hooksTo('/rotating').find((h) => bodyOf(h).data.lead.id === leadId))
    expect(hook.headers['webhook-signature']!.split(' ')).toHaveLength(3)
    for (const secret of [rotating.secret, second, third]) {
      expect(verifiedBySpec(secret, hook.body, hook.headers)).toBe(true)
      new Webhook(secret).verify(hook.body, hook.headers)
    }
    const page = await load(
      services,
      integrationsLoader,
      `/workspace/${a.workspaceId}/integrations`,
      { workspaceId: a.workspaceId },
      alice,
    )
    const shown = (page.data as { endpoints: { id: string; previousSecrets: number }[] }).endpoints
    expect(shown.find((row) => row.id === rotating.id)!.previousSecrets).toBe(2)
    expect(JSON.stringify(page.data)).not.toContain(rotating.secret)
  })
})
