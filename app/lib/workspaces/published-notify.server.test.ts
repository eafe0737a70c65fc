import { expect, test } from 'vitest'
import { scopeOf } from './published-notify.server'
import { inScope } from './published.server'

test("a notice names the calculator or workspace to drop; an older build's empty one drops everything", () => {
  expect(scopeOf('{"calculatorId":"c1"}')).toEqual({ calculatorId: 'c1' })
  expect(scopeOf('{"workspaceId":"w1"}')).toEqual({ workspaceId: 'w1' })
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
