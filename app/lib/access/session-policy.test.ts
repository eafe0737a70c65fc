import { describe, expect, it } from 'vitest'
import { can, canOnPlatform } from './policy'

// Decision 0057: the workspace's session limits are the owner's (and admins'); accounts are the admins'.
describe('session and account actions', () => {
  const resource = { workspaceId: 'w1' }
  it('lets only owners and admins set session limits', () => {
    expect(can({ userId: 'u', role: 'owner' }, 'sessions.manage', resource)).toBe(true)
    expect(can({ userId: 'u', role: 'admin' }, 'sessions.manage', resource)).toBe(true)
    expect(can({ userId: 'u', role: 'approver' }, 'sessions.manage', resource)).toBe(false)
    expect(can({ userId: 'u', role: 'editor' }, 'sessions.manage', resource)).toBe(false)
    expect(can(null, 'sessions.manage', resource)).toBe(false)
  })
  it('lets only admins manage accounts', () => {
    expect(canOnPlatform({ isAdmin: true }, 'accounts.manage')).toBe(true)
    expect(canOnPlatform({ isAdmin: false }, 'accounts.manage')).toBe(false)
    expect(canOnPlatform(null, 'accounts.manage')).toBe(false)
  })
})
