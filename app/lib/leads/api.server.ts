import type { ApiRequest, ApiResponse } from '~/lib/contact/api.server'
import type { Services } from '~/lib/services.server'
import { leadText } from './lead-text'
import { isIdempotencyKey, submitLead } from './submit.server'

const reply = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  body,
  headers: { 'Cache-Control': 'no-store', ...headers },
})

/** The site's one body limit; the server's request guard answers 413 before a larger body gets here. */
const maxBodyBytes = 64 * 1024

/**
 * POST /api/leads/<publicId>: 201 {id}, 400 {errors}, 404 (no published calculator taking leads), 410
 * (archived), 413, 415, 429; shaped like the contact API (its body already read by the request guard).
 * Bad input is always a 4xx. An `Idempotency-Key` header (8–255 visible ASCII characters) makes a retry safe:
 * the same key to the same calculator answers 201 with the lead it first stored, and stores nothing new.
 */
export async function handleLeadApi(
  request: ApiRequest & { idempotencyKey?: string },
  services: Pick<Services, 'config' | 'db' | 'rateLimiter'>,
  publicId: string,
  clientAddress: string,
): Promise<ApiResponse> {
  if (request.method !== 'POST') return reply(405, { error: 'Use POST.' }, { Allow: 'POST' })
  if (!/^application\/json\s*(;|$)/i.test(request.contentType ?? ''))
    return reply(415, { error: 'Send the lead as application/json.' })
  if (request.body.byteLength > maxBodyBytes) return reply(413, { error: 'The lead is larger than 64 KB.' })
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder().decode(request.body))
  } catch {
    return reply(400, { errors: { body: 'The body is not valid JSON.' } })
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return reply(400, {
      errors: { body: 'The body must be a JSON object with name, email, consent and inputs.' },
    })
  const fields = parsed as Record<string, unknown>
  const idempotencyKey = request.idempotencyKey
  if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey))
    return reply(400, {
      errors: { idempotencyKey: 'Idempotency-Key must be 8 to 255 visible ASCII characters.' },
    })

  let result
  try {
    result = await submitLead(services, publicId, fields, clientAddress, { idempotencyKey })
  } catch {
    console.error('A lead could not be stored.')
    return reply(503, { error: leadText.en.failed })
  }
  switch (result.status) {
    case 'missing':
      return reply(404, { error: 'This calculator could not be found.' })
    case 'archived':
      return reply(410, { error: 'This calculator is no longer available.' })
    case 'invalid':
      return reply(400, { errors: result.errors })
    case 'rate-limited':
      return reply(
        429,
        { error: leadText[result.lang].rateLimited },
        { 'Retry-After': String(result.retryAfterSeconds) },
      )
    case 'ignored':
    case 'previewed':
      return reply(201, { id: crypto.randomUUID() })
    case 'created':
      return reply(201, { id: result.id })
  }
}
