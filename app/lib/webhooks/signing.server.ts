import { randomBytes, randomUUID } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

/** After a rotation the previous secret keeps signing this long, so a receiver can switch without a gap. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64, as every verifier library expects. */
export function newWebhookSecret() {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/** The `webhook-id` of one event for one endpoint: the same on every attempt, so receivers can deduplicate. */
export function newMessageId() {
  return `msg_${randomUUID().replaceAll('-', '')}`
}

type Secrets = {
  secret: string
  previousSecret: string | null
  previousSecretExpiresAt: Date | null
}

/** The secrets that sign now: the current one, then the previous one while its overlap lasts. */
export function signingSecrets(endpoint: Secrets, now: Date) {
  const previous =
    endpoint.previousSecret &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt.getTime() > now.getTime()
      ? [endpoint.previousSecret]
      : []
  return [endpoint.secret, ...previous]
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
