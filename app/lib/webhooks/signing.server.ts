import { randomBytes, randomUUID } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import type { RetiredSecret } from '~/db/schema'

/** After a rotation each replaced secret keeps signing this long, so a receiver can switch without a gap. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64, as every verifier library expects. */
export function newWebhookSecret() {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/** The `webhook-id` of one event for one endpoint: the same on every attempt, so receivers can deduplicate. */
export function newMessageId() {
  return `msg_${randomUUID().replaceAll('-', '')}`
}

type Secrets = { secret: string; retiredSecrets: readonly RetiredSecret[] }

/**
 * The secrets that sign now: the current one, then every one a rotation replaced while its 24 h last
 * (decision 0048: a second rotation within the overlap keeps the first secret too).
 */
export function signingSecrets(endpoint: Secrets, now: Date) {
  const retired = endpoint.retiredSecrets
    .filter((retiredSecret) => new Date(retiredSecret.expiresAt).getTime() > now.getTime())
    .map((retiredSecret) => retiredSecret.secret)
  return [endpoint.secret, ...retired]
}

/**
 * The three Standard Webhooks headers for one attempt: `webhook-signature` holds a `v1,<base64>` per signing
 * secret, separated by spaces (HMAC-SHA256 of `id.timestamp.body`, by the `standardwebhooks` library).
 */
export function signedHeaders(messageId: string, body: string, endpoint: Secrets, now = new Date()) {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signingSecrets(endpoint, now)
      .map((secret) => new Webhook(secret).sign(messageId, now, body))
      .join(' '),
  }
}
