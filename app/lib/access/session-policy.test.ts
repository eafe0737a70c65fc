import { describe, expect, it } from 'vitest'
import { can, canOnPlatform, PLATFORM_ACTIONS } from './policy'

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

  // The admin area's guards and the admin's entry to any workspace read the policy, not `isAdmin` (issue 47 §3).
  it('gives every platform action, the admin area and any workspace included, to admins only', () => {
    expect(PLATFORM_ACTIONS).toEqual(expect.arrayContaining(['admin.enter', 'workspaces.oversee']))
    for (const action of PLATFORM_ACTIONS) {
      expect(canOnPlatform({ isAdmin: true }, action)).toBe(true)
      expect(canOnPlatform({ isAdmin: false }, action)).toBe(false)
      expect(canOnPlatform(undefined, action)).toBe(false)
    }
  })
})
