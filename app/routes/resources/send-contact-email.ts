import { submitContactMessage } from '~/lib/contact/submit.server'
import { BodyTooLargeError, readBodyCapped } from '~/lib/contact/request-body.server'
import { contactText } from '~/lib/contact/schema'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/send-contact-email'

const noStore = { 'Cache-Control': 'no-store' }

export function loader() {
  return Response.json({ error: 'Use POST.' }, { status: 405, headers: { ...noStore, Allow: 'POST' } })
}

/** The JSON endpoint of "send-contact-email", for the page's script and for integrations. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return Response.json({ error: 'Use POST.' }, { status: 405, headers: { ...noStore, Allow: 'POST' } })
  }
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return Response.json(
      { error: 'Send the message as application/json.' },
      { status: 415, headers: noStore },
    )
  }
  let fields: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(await readBodyCapped(request))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return invalid({
        body: 'The body must be a JSON object with firstName, lastName, email, company and message.',
      })
    }
    fields = parsed as Record<string, unknown>
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return Response.json({ error: 'The message is larger than 64 KB.' }, { status: 413, headers: noStore })
    }
    return invalid({ body: 'The body is not valid JSON.' })
  }

  const { clientAddress } = context.get(requestInfoContext)
  let result
  try {
    result = await submitContactMessage(getServices(context), fields, clientAddress)
  } catch (error) {
    console.error('Contact message could not be stored:', error)
    return Response.json({ error: contactText.failed }, { status: 503, headers: noStore })
  }
  switch (result.status) {
    case 'invalid':
      return invalid(result.errors)
    case 'rate-limited':
      return Response.json(
        { error: contactText.rateLimited },
        { status: 429, headers: { ...noStore, 'Retry-After': String(result.retryAfterSeconds) } },
      )
    case 'ignored':
      // What a real message gets, so that a bot learns nothing.
      return Response.json({ id: crypto.randomUUID() }, { status: 201, headers: noStore })
    case 'created':
      return Response.json({ id: result.id }, { status: 201, headers: noStore })
  }
}

function invalid(errors: Record<string, string>) {
  return Response.json({ errors }, { status: 400, headers: noStore })
}
