import { isHoneypotFilled } from '~/lib/honeypot.server'
import type { Services } from '~/lib/services.server'
import { createContactMessage } from './messages.server'
import { validateContact, type ContactErrors } from './schema'

export type SubmitResult =
  | { status: 'created'; id: string }
  | { status: 'ignored' }
  | { status: 'invalid'; errors: ContactErrors }
  | { status: 'rate-limited'; retryAfterSeconds: number }

/**
 * The one path a contact message takes, for the page's form and the JSON API alike: validate, rate-limit
 * the client address, drop bots, commit the message with its outbox row (the commit wakes the mail worker).
 */
export async function submitContactMessage(
  services: Pick<Services, 'config' | 'db' | 'rateLimiter'>,
  fields: Record<string, unknown>,
  clientAddress: string,
): Promise<SubmitResult> {
  const validated = validateContact(fields)
  if (!validated.success) return { status: 'invalid', errors: validated.errors }
  // A bot's message counts against the limit like anyone's, so that the answers (201, then 429) are the same.
  const limit = await services.rateLimiter.hit(`contact:${clientAddress}`, services.config.rateLimitContact)
  if (!limit.allowed) return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
  // A bot sees the usual success; nothing is stored or sent.
  if (isHoneypotFilled(fields)) return { status: 'ignored' }
  const { id } = await createContactMessage(services.db, validated.data)
  return { status: 'created', id }
}

/** The HTTP status and headers of each outcome, for the JSON API and the form page alike. */
export function contactOutcome(result: SubmitResult): { status: number; headers: Record<string, string> } {
  switch (result.status) {
    case 'created':
    case 'ignored':
      return { status: 201, headers: {} }
    case 'invalid':
      return { status: 400, headers: {} }
    case 'rate-limited':
      return { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } }
  }
}
