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
 * The one path a contact message takes, for the page's form and the JSON API alike: validate, drop bots,
 * rate-limit the client address, commit the message with its outbox row, then wake the mail worker.
 */
export async function submitContactMessage(
  services: Pick<Services, 'config' | 'db' | 'rateLimiter' | 'notifyOutbox'>,
  fields: Record<string, unknown>,
  clientAddress: string,
): Promise<SubmitResult> {
  const validated = validateContact(fields)
  if (!validated.success) return { status: 'invalid', errors: validated.errors }
  // A bot sees the usual success; nothing is stored or sent.
  if (isHoneypotFilled(fields)) return { status: 'ignored' }
  const limit = await services.rateLimiter.hit(`contact:${clientAddress}`, services.config.rateLimitContact)
  if (!limit.allowed) return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
  const { id } = await createContactMessage(services.db, validated.data)
  services.notifyOutbox()
  return { status: 'created', id }
}
