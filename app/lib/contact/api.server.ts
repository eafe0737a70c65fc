import type { Services } from '~/lib/services.server'
import { contactText } from './schema'
import { contactOutcome, submitContactMessage } from './submit.server'

/** What the API reads of a request; its body was read (and capped at 64 KB) by the server's request guard. */
export type ApiRequest = { method: string; contentType: string | undefined; body: Uint8Array }

export type ApiResponse = { status: number; headers: Record<string, string>; body: unknown }

const reply = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  body,
  headers: { 'Cache-Control': 'no-store', ...headers },
})

const invalid = (errors: Record<string, string>) => reply(400, { errors })

/**
 * POST /api/send-contact-email, for integrations and the page's script: 201 {id}, 400 {errors}, 415, 429
 * (and 413 from the request guard). Bad input is always a 4xx; only a database failure is a 5xx.
 */
export async function handleContactApi(
  request: ApiRequest,
  services: Pick<Services, 'config' | 'db' | 'rateLimiter'>,
  clientAddress: string,
): Promise<ApiResponse> {
  if (request.method !== 'POST') return reply(405, { error: 'Use POST.' }, { Allow: 'POST' })
  if (!/^application\/json\s*(;|$)/i.test(request.contentType ?? '')) {
    return reply(415, { error: 'Send the message as application/json.' })
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder().decode(request.body))
  } catch {
    return invalid({ body: 'The body is not valid JSON.' })
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return invalid({
      body: 'The body must be a JSON object with firstName, lastName, email, company and message.',
    })
  }

  let result
  try {
    result = await submitContactMessage(services, parsed as Record<string, unknown>, clientAddress)
  } catch (error) {
    console.error('Contact message could not be stored:', error)
    return reply(503, { error: contactText.failed })
  }
  const { status, headers } = contactOutcome(result)
  switch (result.status) {
    case 'invalid':
      return invalid(result.errors)
    case 'rate-limited':
      return reply(status, { error: contactText.rateLimited }, headers)
    case 'ignored':
      // What a real message gets, so that a bot learns nothing.
      return reply(status, { id: crypto.randomUUID() }, headers)
    case 'created':
      return reply(status, { id: result.id }, headers)
  }
}
