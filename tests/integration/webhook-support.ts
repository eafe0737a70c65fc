import { eq } from 'drizzle-orm'
import { webhookDeliveries } from '~/db/schema'
import { handleLeadApi } from '~/lib/leads/api.server'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as integrationsAction } from '~/routes/workspace/integrations'
import type { RunningServices } from '../../server/services'
import type { IntegrationsResult } from '~/routes/workspace/integrations.server'
import type { DatabaseKind } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { startWebhookReceiver } from '../support/webhook-receiver'
import { startMailCatcher } from './auth-support'
import { act, approveFields, origin, signedIn, workspaceWithCalculator } from './workspace-support'

/** Webhooks to a local receiver, with a retry schedule and a deadline short enough for a test. */
export const webhookTestEnv = {
  WEBHOOK_ALLOW_HTTP: '1',
  WEBHOOK_ALLOW_PRIVATE: '1',
  WEBHOOK_RETRY_BASE_MS: '200',
  WEBHOOK_RETRY_CAP_MS: '400',
  WEBHOOK_MAX_ATTEMPTS: '3',
  // Long enough for a loaded 2-core machine to answer a local request (0.3 s was not, at load 15).
  WEBHOOK_TIMEOUT_MS: '2000',
}

const loanWithLeads = {
  intent: 'save',
  name: 'Home loans',
  color: '#0f766e',
  accent: '#fbbf24',
  font: 'serif',
  lang: 'en',
  'default.principal': '200000',
  'default.rate': '6',
  'default.months': '360',
  'lead.enabled': 'on',
  'lead.recipients': 'officer@bank.example',
}

/** A workspace of `cookie`'s account with a published loan calculator that takes leads. */
export async function workspaceTakingLeads(services: RunningServices, cookie: string, company: string) {
  const created = await workspaceWithCalculator(services, cookie, company, 'loan')
  const path = `/workspace/${created.workspaceId}/calculators/${created.calculatorId}`
  const params = { workspaceId: created.workspaceId, calculatorId: created.calculatorId }
  await act(services, calculatorAction, path, params, loanWithLeads, cookie)
  await act(
    services,
    calculatorAction,
    path,
    params,
    await approveFields(services, created.calculatorId),
    cookie,
  )
  return created
}

let address = 0
/** A visitor's lead through the JSON API; its id. */
export async function submitLeadFor(services: RunningServices, publicId: string, name = 'Vera Visitor') {
  const body = {
    name,
    email: 'vera@home.example',
    consent: true,
    inputs: { principal: '250000', rate: '5.5', months: '360' },
  }
  const answer = await handleLeadApi(
    { method: 'POST', contentType: 'application/json', body: new TextEncoder().encode(JSON.stringify(body)) },
    services,
    publicId,
    `198.51.100.${++address % 250}`,
  )
  if (answer.status !== 201) throw new Error(`lead refused: ${answer.status} ${JSON.stringify(answer.body)}`)
  return (answer.body as { id: string }).id
}

/** Runs the integrations action of `workspaceId` as the account behind `cookie`. */
export function integrations(
  services: RunningServices,
  workspaceId: string,
  fields: Record<string, string>,
  cookie: string | undefined,
) {
  return act(
    services,
    integrationsAction,
    `/workspace/${workspaceId}/integrations`,
    { workspaceId },
    fields,
    cookie,
  )
}

/** Adds an endpoint through the owner's form (events are repeated checkboxes); its id and secret. */
export async function addEndpoint(
  services: RunningServices,
  workspaceId: string,
  cookie: string,
  url: string,
  events: string[],
) {
  const body = new URLSearchParams({ intent: 'create', url, description: 'Test receiver' })
  for (const event of events) body.append('events', event)
  const request = new Request(`${origin}/workspace/${workspaceId}/integrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Cookie: cookie },
    body,
  })
  const answer = (await integrationsAction({
    request,
    params: { workspaceId },
    context: routeContext(services),
  } as never)) as unknown as { data: IntegrationsResult; init: ResponseInit | null }
  if (!answer.data.secret) throw new Error(`endpoint refused: ${JSON.stringify(answer.data)}`)
  return { id: answer.data.secret.endpointId, secret: answer.data.secret.value }
}

export async function deliveriesOf(services: RunningServices, endpointId: string) {
  return services.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))
}

/** Polls `check` until it returns something truthy, for up to `ms` (generous: the machine is shared). */
export async function waitFor<T>(check: () => Promise<T> | T, ms = 60_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * One workspace taking leads, with an endpoint at a local receiver for `lead.created` and `lead.updated`, mail to
 * a catcher: Alice (the owner) signed in. `close()` stops the services, the receiver and the catcher.
 */
export async function setUpWebhookWorld(kind: DatabaseKind) {
  const mail = await startMailCatcher()
  const receiver = await startWebhookReceiver()
  const services = await createTestServices(kind, { SMTP_URL: mail.url, ...webhookTestEnv })
  const alice = await signedIn(services, 'alice@example.com')
  const a = await workspaceTakingLeads(services, alice, 'Alpha Bank')
  const endpoint = await addEndpoint(services, a.workspaceId, alice, receiver.url('/crm'), [
    'lead.created',
    'lead.updated',
  ])
  return {
    mail,
    receiver,
    services,
    alice,
    a,
    endpoint,
    close: async () => {
      await services.close()
      await receiver.close()
      await mail.close()
    },
  }
}
