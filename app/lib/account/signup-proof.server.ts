import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Proof that a browser chose an account's current password: an HMAC of the account and its password hash,
 * kept in an HttpOnly cookie by the browser that signed up, or computed when someone types that password.
 * A verification link only signs in (and verifies) with it: see docs/decisions (account takeover).
 */
export const SIGNUP_PROOF_COOKIE = 'signup-proof'
export const SIGNUP_PROOF_MAX_AGE = 24 * 60 * 60

export function signupProof(secret: string, userId: string, passwordHash: string) {
  return createHmac('sha256', secret).update(`signup-proof:${userId}:${passwordHash}`).digest('base64url')
}

export function proofMatches(expected: string, given: string | undefined) {
  if (!given) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function proofFromCookieHeader(header: string | null | undefined) {
  return header?.match(new RegExp(`(?:^|;\\s*)${SIGNUP_PROOF_COOKIE}=([^;]*)`))?.[1]
}
