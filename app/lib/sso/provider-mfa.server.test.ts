import { describe, expect, it } from 'vitest'
import { saysFreshMfa } from './provider-mfa.server'

/** An unsigned token with these claims: the plugin has checked the signature before the hook reads it. */
const token = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims), '']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')

describe('the provider’s "mfa", read only from this sign-in’s ID token (decision 0084)', () => {
  const madeAt = new Date('2026-11-29T12:00:00Z')
  const seconds = (date: Date) => Math.floor(+date / 1000)

  it('is believed from a token issued up to five minutes before the session, not one second older', () => {
    const fiveMinutes = seconds(madeAt) - 300
    expect(saysFreshMfa(token({ iat: fiveMinutes, amr: ['pwd', 'mfa'] }), madeAt)).toBe(true)
    expect(saysFreshMfa(token({ iat: fiveMinutes - 1, amr: ['pwd', 'mfa'] }), madeAt)).toBe(false)
    expect(saysFreshMfa(token({ iat: seconds(madeAt), amr: ['mfa'] }), madeAt)).toBe(true)
  })

  it('is not believed without "mfa", without an issue time, or from a token that is not one', () => {
    expect(saysFreshMfa(token({ iat: seconds(madeAt), amr: ['pwd', 'otp'] }), madeAt)).toBe(false)
    expect(saysFreshMfa(token({ iat: seconds(madeAt), amr: 'mfa' }), madeAt)).toBe(false)
    expect(saysFreshMfa(token({ amr: ['mfa'] }), madeAt)).toBe(false)
    expect(saysFreshMfa(token({ iat: String(seconds(madeAt)), amr: ['mfa'] }), madeAt)).toBe(false)
    expect(saysFreshMfa('not-a-token', madeAt)).toBe(false)
  })
})
