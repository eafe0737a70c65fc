import type { Services } from '~/lib/services.server'
import { BodyTooLargeError, readBodyCapped } from './request-body.server'
import { contactText } from './schema'
import { submitContactMessage } from './submit.server'

/** The part of a request the API reads: a Fetch Request and a Node/Express request both fit. */
export type ApiRequest = {
  method: string
  header: (name: string) => string | null | undefined
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | null
}

export type ApiResponse = { status: number; headers: Record<string, string>; body: unknown }

export const contactApiPath = '/api/send-contact-email'

const reply = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  body,
  headers: { 'Cache-Control': 'no-store', ...headers },
})

const invalid = (errors: Record<string, string>) => reply(400, { errors })

/**
 * "send-contact-email" for integrations and the page's script: 201 {id}, 400 {errors}, 413, 415, 429.
 * Bad input is always a 4xx; only a database failure is a 5xx.
 */
export async function handleContactApi(
  request: ApiRequest,
  services: Pick<Services, 'config' | 'db' | 'rateLimiter' | 'notifyOutbox'>,
  clientAddress: string,
): Promise<ApiResponse> {
  if (request.method !== 'POST') return reply(405, { error: 'Use POST.' }, { Allow: 'POST' })
  if (!/^application\/json\s*(;|$)/i.test(request.header('content-type') ?? '')) {
    return reply(415, { error: 'Send the message as application/json.' })
  }
  let fields: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(
      await readBodyCapped(request.header('content-length') ?? null, request.body),
    )
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return invalid({
        body: 'The body must be a JSON object with firstName, lastName, email, company and message.',
      })
    }
    fields = parsed as Record<string, unknown>
  } catch (error) {
    if (error instanceof BodyTooLargeError) return reply(413, { error: 'The message is larger than 64 KB.' })
    return invalid({ body: 'The body is not valid JSON.' })
  }

  let result
  try {
    result = await submitContactMessage(services, fields, clientAddress)
  } catch (error) {
    console.error('Contact message could not be stored:', error)
    return reply(503, { error: contactText.failed })
  }
  switch (result.status) {
    case 'invalid':
      return invalid(result.errors)
    case 'rate-limited':
      return reply(
        429,
        { error: contactText.rateLimited },
        { 'Retry-After': String(result.retryAfterSeconds) },
      )
    case 'ignored':
      // What a real message gets, so that a bot learns nothing.
      return reply(201, { id: crypto.randomUUID() })
    case 'created':
      return reply(201, { id: result.id })
  }
}
