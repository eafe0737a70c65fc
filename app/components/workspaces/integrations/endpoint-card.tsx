import { Form } from 'react-router'
import { When } from '~/components/when'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { DeliveryLog, type LogEntry } from './delivery-log'

export type EndpointView = {
  id: string
  url: string
  description: string
  events: string[]
  /** How many replaced secrets still sign beside the current one, and until when the last of them does. */
  previousSecrets: number
  previousSecretExpiresAt: Date | string | null
  log: LogEntry[]
}

/** One endpoint: what it receives, its actions and its delivery log. */
export function EndpointCard({ endpoint }: { endpoint: EndpointView }) {
  const formId = (intent: string) => `${intent}-${endpoint.id}`
  const overlapUntil = endpoint.previousSecretExpiresAt
  return (
    <article className="rounded-xl border border-slate-200 p-4" aria-labelledby={`endpoint-${endpoint.id}`}>
      <h3 id={`endpoint-${endpoint.id}`} className="font-semibold break-all text-slate-900">
        {endpoint.url}
      </h3>
      {endpoint.description ? <p className="text-sm text-slate-700">{endpoint.description}</p> : null}
      <p className="mt-1 text-sm text-slate-700">Events: {endpoint.events.join(', ')}</p>
      {overlapUntil ? (
        <p className="mt-1 text-sm text-slate-700">
          {endpoint.previousSecrets > 1
            ? `The ${endpoint.previousSecrets} previous secrets also sign, the last until `
            : 'The previous secret also signs until '}
          <When at={overlapUntil} />.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" id={formId('test')}>
          <input type="hidden" name="intent" value="test" />
          <input type="hidden" name="endpointId" value={endpoint.id} />
          <Button type="submit" size="sm" variant="secondary">
            Send test event
          </Button>
        </Form>
        <Form method="post" id={formId('rotate')}>
          <input type="hidden" name="intent" value="rotate" />
          <input type="hidden" name="endpointId" value={endpoint.id} />
        </Form>
        <ConfirmDialog
          trigger={
            <Button type="button" size="sm" variant="secondary">
              Rotate secret
            </Button>
          }
          title="Make a new signing secret?"
          description="The new secret is shown once. The current one keeps signing beside it for 24 hours, then stops: update your receiver within a day."
          confirmLabel="Rotate secret"
          form={formId('rotate')}
        />
        <Form method="post" id={formId('delete')}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="endpointId" value={endpoint.id} />
        </Form>
        <ConfirmDialog
          trigger={
            <Button
              type="button"
              size="sm"
              variant="secondary"
              className="border-red-700 text-red-800 hover:bg-red-50"
            >
              Delete
            </Button>
          }
          title="Delete this endpoint?"
          description="It receives no more events, and its delivery log is deleted with it."
          confirmLabel="Delete endpoint"
          form={formId('delete')}
        />
      </div>
      <DeliveryLog endpointId={endpoint.id} entries={endpoint.log} />
    </article>
  )
}
