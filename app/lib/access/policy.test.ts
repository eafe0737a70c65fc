import { describe, expect, it } from 'vitest'
import { ACTIONS, can, refusal, rolesThatMay, type Action, type Role } from './policy'

const workspaceId = 'w1'
const as = (role: Role) => ({ userId: `${role}-1`, role })
const mayAll = (role: Role) => ACTIONS.filter((action) => can(as(role), action, { workspaceId }))

describe('the permission policy (one table decides every workspace permission)', () => {
  it('lets an editor edit, word the calculators, propose rates and work leads, never approve, publish, archive or manage', () => {
    expect(mayAll('editor')).toEqual<Action[]>([
      'workspace.view',
      'revision.edit',
      'rate.propose',
      'leads.view',
      'leads.export',
      'leads.update',
      'specialty.build',
      'wording.manage',
      'calculator.preview',
    ])
  })

  it('lets the workspace’s members, never our admins, preview a calculator on a sample page uncounted (decision 0096)', () => {
    expect(rolesThatMay('calculator.preview')).toEqual(['owner', 'approver', 'editor'])
  })

  it('lets owners and editors, never approvers, switch the calculators to credit-union wording (decision 0092)', () => {
    expect(rolesThatMay('wording.manage')).toEqual(['owner', 'editor', 'admin'])
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
    for (const action of [
      'members.manage',
      'integrations.manage',
      'settings.manage',
      'audit.view',
      'audit.verify',
      'billing.view',
      'specialty.build',
    ] as const)
      expect(approver).not.toContain(action)
  })

  it('lets owners do everything, and admins everything but a workspace’s single sign-on, its controls, its vendor review, signing its order, its builder and its uncounted preview', () => {
    expect(mayAll('owner')).toEqual([...ACTIONS])
    expect(mayAll('admin')).toEqual(
      ACTIONS.filter(
        (action) =>
          ![
            'sso.manage',
            'controls.confirm',
            'vendor_review.run',
            'billing.order',
            'specialty.build',
            'calculator.preview',
          ].includes(action),
      ),
    )
  })

  it('lets only owners sign an order; admins and owners see billing (issue 44 §4)', () => {
    expect(rolesThatMay('billing.order')).toEqual(['owner'])
    expect(rolesThatMay('billing.view')).toEqual(['owner', 'admin'])
  })

  it('lets owners and editors, never approvers or admins from outside, build a calculator (issue 46 §1)', () => {
    expect(rolesThatMay('specialty.build')).toEqual(['owner', 'editor'])
  })

  it('lets owners and approvers, never editors or admins, run the bank’s own scenarios (issue 45 §1)', () => {
    expect(rolesThatMay('vendor_review.run')).toEqual(['owner', 'approver'])
  })

  it('lets owners and approvers, never editors or admins, confirm a control change (decision 0070)', () => {
    expect(rolesThatMay('controls.confirm')).toEqual(['owner', 'approver'])
  })

  it('lets only owners manage single sign-on (decision 0056)', () => {
    for (const role of ['admin', 'approver', 'editor'] as const)
      expect(can({ userId: 'u', role }, 'sso.manage', { workspaceId: 'w' })).toBe(false)
    expect(can({ userId: 'u', role: 'owner' }, 'sso.manage', { workspaceId: 'w' })).toBe(true)
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

  it('gives the examiner bundle, which carries the audit log, only to who may read the log (issue 43 §5)', () => {
    expect(rolesThatMay('archive.export')).toEqual(rolesThatMay('audit.view'))
  })
})

describe('a second person to approve', () => {
  const ann = { userId: 'ann', role: 'approver' as const }
  const required = { workspaceId, secondApprover: true }

  it('refuses the member who saved a revision or proposed a rate its approval, whatever her role', () => {
    for (const role of ['owner', 'approver', 'admin'] as const)
      for (const action of ['revision.approve', 'revision.publish', 'rate.approve'] as const) {
        expect(can({ userId: 'ann', role }, action, { ...required, authorId: 'ann' })).toBe(false)
        expect(refusal({ userId: 'ann', role }, action, { ...required, authorId: 'ann' })).toBe('own-work')
      }
  })

  it('lets another approver approve it, and the author when the workspace does not require a second person', () => {
    expect(can(ann, 'revision.approve', { ...required, authorId: 'ed' })).toBe(true)
    expect(can(ann, 'revision.approve', { workspaceId, authorId: 'ann' })).toBe(true)
    expect(can(ann, 'revision.edit', { ...required, authorId: 'ann' })).toBe(true)
  })

  it('still refuses an editor for her role first', () => {
    expect(
      refusal({ userId: 'ed', role: 'editor' }, 'revision.approve', { ...required, authorId: 'ann' }),
    ).toBe('role')
  })
})
