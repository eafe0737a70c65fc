import { describe, expect, it } from 'vitest'
import { refusal, type Role } from '~/lib/access/policy'
import { calculatorPermissions } from './calculator-permissions'
import { allowedIntents } from './workflow-buttons'

const as = (role: Role) =>
  calculatorPermissions((action) => refusal({ userId: 'u', role }, action, { workspaceId: 'w' }))
const owner = as('owner')
const editor = as('editor')
const approver = as('approver')
const sorted = (set: Set<string>) => [...set].sort()

describe('which workflow buttons show (the page and the server share this rule)', () => {
  it('lets an editor send a draft for approval, never approve or archive', () => {
    expect(sorted(allowedIntents({ can: editor, state: 'draft', archived: false }))).toEqual([
      'request-approval',
      'revert',
      'review-link',
    ])
    expect(sorted(allowedIntents({ can: editor, state: 'awaiting_approval', archived: false }))).toEqual([
      'revert',
      'review-link',
    ])
  })

  it('lets an approver publish a draft or a request, but nothing already published', () => {
    expect(
      allowedIntents({ can: approver, state: 'awaiting_approval', archived: false }).has('approve'),
    ).toBe(true)
    expect(allowedIntents({ can: approver, state: 'draft', archived: false }).has('approve')).toBe(true)
    expect(allowedIntents({ can: approver, state: 'published', archived: false }).has('approve')).toBe(false)
    expect(allowedIntents({ can: approver, state: 'draft', archived: false }).has('archive')).toBe(true)
  })

  it('offers restore, not archive or publishing, for an archived calculator', () => {
    const archived = allowedIntents({ can: owner, state: 'draft', archived: true })
    expect(archived.has('restore')).toBe(true)
    expect(archived.has('archive')).toBe(false)
    expect(archived.has('approve')).toBe(false)
    expect(archived.has('request-approval')).toBe(false)
    expect(allowedIntents({ can: owner, state: 'published', archived: false }).has('archive')).toBe(true)
  })
})
