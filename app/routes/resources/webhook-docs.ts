import {
  calculatorEventJsonSchema,
  exampleCalculatorEvent,
  exampleLeadEvent,
  webhookEventJsonSchema,
} from '~/lib/webhooks/event-schema'
import type { Route } from './+types/webhook-docs'

/*
 * The webhook payloads' JSON Schemas and an example event of each, public: a client's IT team reads them from the
 * Integrations tab, and the schema's `$id` names this path. The same documents are in docs/webhooks/.
 */
const documents: Record<string, { type: string; body: () => unknown }> = {
  'lead-event.schema.json': { type: 'application/schema+json', body: webhookEventJsonSchema },
  'lead-created.example.json': { type: 'application/json', body: () => exampleLeadEvent },
  'calculator-event.schema.json': { type: 'application/schema+json', body: calculatorEventJsonSchema },
  'calculator-published.example.json': { type: 'application/json', body: () => exampleCalculatorEvent },
}

export function loader({ request }: Route.LoaderArgs) {
  const name = new URL(request.url).pathname.split('/').pop() ?? ''
  const document = documents[name]
  if (!document) return new Response('Not found', { status: 404 })
  return new Response(`${JSON.stringify(document.body(), null, 2)}\n`, {
    headers: { 'Content-Type': `${document.type}; charset=utf-8`, 'Cache-Control': 'public, max-age=3600' },
  })
}
