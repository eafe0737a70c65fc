import { describe, expect, it } from 'vitest'
import { ACTIONS, can, rolesThatMay, type Action, type Role } from './policy'

const workspaceId = 'w1'
const as = (role: Role) => ({ userId: `${role}-1`, role })
const mayAll = (role: Role) => ACTIONS.filter((action) => can(as(role), action, { workspaceId }))

describe('the permission policy (one table decides every workspace permission)', () => {
  it('lets an editor edit, propose rates and work leads, never approve, publish, archive or manage', () => {
    expect(mayAll('editor')).toEqual<Action[]>([
      'workspace.view',
      'revision.edit',
      'rate.propose',
      'leads.view',
      'leads.export',
      'leads.update',
    ])
  })

  it('lets an approver approve, publish, archive and download the conformance report, not manage the team', () => {
    const approver = mayAll('approver')
    for (const action of [
      'revision.approve',
      'revision.publish',
      'rate.approve',
      'calculator.archive',
      'conformance.download',
    ] as const)
      expect(approver).toContain(action)
    for (const action of ['members.manage', 'integrations.manage', 'settings.manage', 'audit.view'] as const)
      expect(approver).not.toContain(action)
  })

  it('lets owners and admins do everything', () => {
    expect(mayAll('owner')).toEqual([...ACTIONS])
    expect(mayAll('admin')).toEqual([...ACTIONS])
  })

  it('refuses a visitor with no account, and any request without a workspace', () => {
    for (const action of ACTIONS) {
      expect(can(null, action, { workspaceId })).toBe(false)
      expect(can(undefined, action, { workspaceId })).toBe(false)
      expect(can(as('owner'), action, { workspaceId: '' })).toBe(false)
    }
  })

  it('names who is asked to approve from the same table', () => {
    expect(rolesThatMay('revision.approve')).toEqual(['owner', 'approver', 'admin'])
    expect(rolesThatMay('audit.view')).toEqual(['owner', 'admin'])
  })
})
