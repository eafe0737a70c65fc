import type { Services } from './services.server'

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a minute.'

/**
 * Counts one sign-in, sign-up or resend attempt from `clientAddress` (RATE_LIMIT_AUTH a minute, shared by the
 * /auth form and the raw /api/auth endpoints). Returns the seconds to wait when over the limit.
 */
export async function authAttemptBlocked(
  services: Pick<Services, 'config' | 'rateLimiter'>,
  clientAddress: string,
) {
  const result = await services.rateLimiter.hit(`auth:${clientAddress}`, services.config.rateLimitAuth)
  return result.allowed ? null : { retryAfterSeconds: result.retryAfterSeconds }
}
