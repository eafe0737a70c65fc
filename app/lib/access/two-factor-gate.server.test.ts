import { describe, expect, it } from 'vitest'
import { demandTwoFactor, providerMfaMethod, SECOND_FACTOR_PAGE } from './two-factor-gate.server'

type View = Parameters<typeof demandTwoFactor>[0]
const enrolledVia = (method: string) =>
  ({ user: { twoFactorEnabled: true }, session: { passkey: false, method } }) as unknown as View

/** Where the gate sends the session, or null when it lets it through. */
function gate(
  view: View,
  ...args: [Parameters<typeof demandTwoFactor>[1], Parameters<typeof demandTwoFactor>[2]]
) {
  try {
    demandTwoFactor(view, ...args)
    return null
  } catch (thrown) {
    return (thrown as Response).headers.get('location')
  }
}

// Decision 0084: a provider's "mfa" counts only for the workspace that trusts that very provider, never for admins.
describe('the provider’s second factor at the two-factor gate', () => {
  const mfaAtA = enrolledVia(providerMfaMethod('ws-a'))

  it('counts where the workspace trusts the provider that said it', () => {
    expect(gate(mfaAtA, 'workspace', { required: true, trustedProvider: 'ws-a' })).toBeNull()
  })

  it('asks the code where the workspace trusts no provider, or another one', () => {
    expect(gate(mfaAtA, 'workspace', { required: true })).toBe(SECOND_FACTOR_PAGE)
    expect(gate(mfaAtA, 'workspace', { required: true, trustedProvider: 'ws-b' })).toBe(SECOND_FACTOR_PAGE)
    expect(gate(enrolledVia('sso'), 'workspace', { required: false, trustedProvider: 'ws-a' })).toBe(
      SECOND_FACTOR_PAGE,
    )
  })

  it('never counts at the admin gate', () => {
    expect(gate(mfaAtA, 'admin', { required: false, trustedProvider: 'ws-a' })).toBe(SECOND_FACTOR_PAGE)
  })
})
