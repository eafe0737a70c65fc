import { createHash } from 'node:crypto'

/**
 * An e-mail address as a log line may carry it (issue 43 §5): a short digest, never the address, so an erased
 * person's address is in no log. An operator who knows the address finds its lines by the same digest.
 */
export function logAddress(address: string): string {
  const digest = createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 12)
  return `address sha256:${digest}`
}
