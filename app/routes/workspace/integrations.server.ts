import { data } from 'react-router'
import type { Services } from '~/lib/services.server'
import { parseEndpointForm, type EndpointFormErrors } from '~/lib/webhooks/endpoint-form'
import { createEndpoint, deleteEndpoint, queueTestEvent, rotateSecret } from '~/lib/webhooks/endpoints.server'
import { ENDPOINT_LIMIT_REACHED, SENDS_PER_MINUTE, TOO_MANY_SENDS } from '~/lib/webhooks/limits'
import { redeliver } from '~/lib/webhooks/store.server'
import { setHostEvents } from '~/lib/workspaces/host-events.server'
import { noStore } from './workspace-ui'

/** What every intent answers: a toast, and for a new or rotated secret the one time it is shown. */
export type IntegrationsResult = {
  ok: boolean
  notice: string
  errors?: EndpointFormErrors
  secret?: { endpointId: string; value: string; rotated: boolean }
  /** A delivery was queued: the page follows the delivery log until its attempt shows. */
  queued?: boolean
}

type IntentArgs = {
  services: Services
  workspaceId: string
  actor: { id: string; email: string }
  form: FormData
}

const answer = (result: IntegrationsResult, status = 200) => data(result, { status, headers: noStore })
const missing = () => answer({ ok: false, notice: 'No such endpoint in this workspace.' }, 404)
const id = (form: FormData, name: string) => String(form.get(name) ?? '')

async function createIntent({ services, workspaceId, actor, form }: IntentArgs) {
  const parsed = parseEndpointForm(form, services.config.webhooks.allowHttp)
  if (!parsed.ok)
    return answer({ ok: false, notice: 'Check the highlighted fields.', errors: parsed.errors }, 400)
  const created = await createEndpoint(services.db, { workspaceId, actor }, parsed.value)
  if (created.limitReached) return answer({ ok: false, notice: ENDPOINT_LIMIT_REACHED }, 409)
  return answer({
    ok: true,
    notice: 'Endpoint added. Copy its signing secret now.',
    secret: { endpointId: created.id, value: created.secret, rotated: false },
  })
}

async function rotateIntent({ services, workspaceId, actor, form }: IntentArgs) {
  const endpointId = id(form, 'endpointId')
  const secret = await rotateSecret(services.db, { workspaceId, actor }, endpointId)
  if (!secret) return missing()
  return answer({
    ok: true,
    notice: 'New secret made. The old one keeps signing for 24 hours.',
    secret: { endpointId, value: secret, rotated: true },
  })
}

async function deleteIntent({ services, workspaceId, actor, form }: IntentArgs) {
  if (!(await deleteEndpoint(services.db, { workspaceId, actor }, id(form, 'endpointId')))) return missing()
  return answer({ ok: true, notice: 'Endpoint deleted.' })
}

/** Test events and redeliveries share one allowance per workspace, kept in the shared rate-limit store. */
async function maySend(services: Services, workspaceId: string) {
  return (await services.rateLimiter.hit(`webhook-send:${workspaceId}`, SENDS_PER_MINUTE)).allowed
}
const tooMany = () => answer({ ok: false, notice: TOO_MANY_SENDS }, 429)

async function testIntent({ services, workspaceId, form }: IntentArgs) {
  if (!(await maySend(services, workspaceId))) return tooMany()
  if (!(await queueTestEvent(services.db, workspaceId, id(form, 'endpointId')))) return missing()
  return answer({
    ok: true,
    notice: 'Test event queued. Its attempt appears in the delivery log.',
    queued: true,
  })
}

async function redeliverIntent({ services, workspaceId, form }: IntentArgs) {
  if (!(await maySend(services, workspaceId))) return tooMany()
  if (!(await redeliver(services.db, workspaceId, id(form, 'deliveryId'))))
    return answer({ ok: false, notice: 'No delivered or failed delivery with this id here.' }, 404)
  return answer({ ok: true, notice: 'Redelivery queued with the same webhook-id.', queued: true })
}

async function hostEventsIntent({ services, workspaceId, actor, form }: IntentArgs) {
  const on = form.get('on') === 'on'
  await setHostEvents(services.db, workspaceId, on, actor)
  return answer({
    ok: true,
    notice: on
      ? 'Events on: your calculators now tell the page they sit on what visitors do.'
      : 'Events off: your calculators no longer tell the page they sit on anything.',
  })
}

const intents = {
  create: createIntent,
  rotate: rotateIntent,
  delete: deleteIntent,
  test: testIntent,
  redeliver: redeliverIntent,
  'host-events': hostEventsIntent,
} as const

/** One function per intent; an unknown intent is a 400. */
export function integrationsAction(args: IntentArgs) {
  const intent = String(args.form.get('intent') ?? '')
  if (!Object.hasOwn(intents, intent)) return answer({ ok: false, notice: 'Unknown action.' }, 400)
  return intents[intent as keyof typeof intents](args)
}
