import { expect, test } from 'vitest'
import { scopeOf } from './published-notify.server'
import { inScope } from './published.server'

test("a notice names the calculator or workspace to drop; an older build's empty one drops everything", () => {
  expect(scopeOf('{"calculatorId":"c1"}')).toEqual({ calculatorId: 'c1' })
  expect(scopeOf('{"workspaceId":"w1"}')).toEqual({ workspaceId: 'w1' })
  expect(scopeOf('{"workspaceId":"w1","rateEntryId":"r1"}')).toEqual({ workspaceId: 'w1', rateEntryId: 'r1' })
  expect(scopeOf('{"workspaceId":"w1","rateEntryId":7}')).toEqual({ workspaceId: 'w1' })
  expect(scopeOf('')).toBe('all')
  expect(scopeOf(undefined)).toBe('all')
  expect(scopeOf('not json')).toBe('all')
  expect(scopeOf('{"calculatorId":7}')).toBe('all')
})

test('a scope covers its calculator, or its workspace, and never a view of unknown ids but for everything', () => {
  const view = { calculatorId: 'c1', workspaceId: 'w1' }
  expect(inScope({ calculatorId: 'c1' }, view)).toBe(true)
  expect(inScope({ calculatorId: 'c2' }, view)).toBe(false)
  expect(inScope({ workspaceId: 'w1' }, view)).toBe(true)
  expect(inScope({ workspaceId: 'w2' }, view)).toBe(false)
  expect(inScope({ workspaceId: 'w1' }, {})).toBe(false)
  expect(inScope({ calculatorId: 'c1' }, {})).toBe(false)
  expect(inScope('all', {})).toBe(true)
})

test("an approved rate's scope covers the views of its workspace that link its entry, and no other", () => {
  const linked = { calculatorId: 'c1', workspaceId: 'w1', rateEntryIds: ['r1', 'r2'] }
  const other = { calculatorId: 'c2', workspaceId: 'w1', rateEntryIds: ['r3'] }
  expect(inScope({ workspaceId: 'w1', rateEntryId: 'r2' }, linked)).toBe(true)
  expect(inScope({ workspaceId: 'w1', rateEntryId: 'r2' }, other)).toBe(false)
  expect(inScope({ workspaceId: 'w1', rateEntryId: 'r2' }, { calculatorId: 'c3', workspaceId: 'w1' })).toBe(
    false,
  )
  expect(inScope({ workspaceId: 'w2', rateEntryId: 'r1' }, linked)).toBe(false)
  expect(inScope({ workspaceId: 'w1', rateEntryId: 'r1' }, {})).toBe(false)
  // The workspace's own changes (brand, events switch) still cover every view of it.
  expect(inScope({ workspaceId: 'w1' }, other)).toBe(true)
})
