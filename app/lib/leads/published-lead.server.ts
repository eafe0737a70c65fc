import type { RouterContextProvider } from 'react-router'
import type { LeadActionData } from '~/components/leads/lead-form'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import { isPublishedPreview } from '~/lib/workspaces/embed-preview.server'
import { echoedFields } from './lead-fields'
import { leadText } from './lead-text'
import { isIdempotencyKey, submitLead } from './submit.server'

export type PublishedLeadAnswer =
  | { status: 'archived' }
  | { status: 'missing' }
  | { status: 200 | 400 | 429; body: LeadActionData; headers?: Record<string, string> }

/**
 * A visitor's lead from a client's published calculator: the embed's form posted without JavaScript (the page's
 * action) or with it (`…/lead`, JSON). One path, the JSON API's statuses: 400 with the field messages, 429.
 */
export async function publishedLead(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  publicId: string,
): Promise<PublishedLeadAnswer> {
  const form = await request.formData()
  const fields: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value.slice(0, 4000)
  const { clientAddress } = context.get(requestInfoContext)
  const services = getServices(context)
  const preview = await isPublishedPreview(request, services, publicId)
  const result = await submitLead(services, publicId, fields, clientAddress, {
    preview,
    loadedState: fields.state,
    // The form's key for this submission (lead-form.tsx): a retry after a lost answer stores nothing twice.
    idempotencyKey: isIdempotencyKey(fields.idempotencyKey) ? fields.idempotencyKey : null,
  })
  switch (result.status) {
    case 'archived':
    case 'missing':
      return { status: result.status }
    case 'invalid':
      return { status: 400, body: { sent: false, errors: result.errors, fields: echoedFields(fields) } }
    case 'rate-limited':
      return {
        status: 429,
        body: { sent: false, error: leadText[result.lang].rateLimited },
        headers: { 'Retry-After': String(result.retryAfterSeconds) },
      }
    case 'previewed':
      return { status: 200, body: { sent: true, preview: true }, headers: { 'Cache-Control': 'no-store' } }
    case 'ignored':
    case 'created':
      return { status: 200, body: { sent: true } }
  }
}
