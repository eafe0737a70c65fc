import { describe, expect, it } from 'vitest'
import { createViewOnce, visitorOf } from './view-once.server'

describe('embed views once per visitor and day (issue 43 §5)', () => {
  it('counts a visitor’s first view of a calculator today, not her second, whatever her browser says', () => {
    const firstViewToday = createViewOnce(() => new Date('2026-11-28T10:00:00Z'))
    expect(firstViewToday('calc-a', '203.0.113.7')).toBe(true)
    expect(firstViewToday('calc-a', '203.0.113.7')).toBe(false)
    // Another calculator, another visitor: each counts.
    expect(firstViewToday('calc-b', '203.0.113.7')).toBe(true)
    expect(firstViewToday('calc-a', '203.0.113.8')).toBe(true)
  })

  it('counts her again the next UTC day', () => {
    let now = new Date('2026-11-28T23:59:00Z')
    const firstViewToday = createViewOnce(() => now)
    expect(firstViewToday('calc-a', '203.0.113.7')).toBe(true)
    now = new Date('2026-11-29T00:01:00Z')
    expect(firstViewToday('calc-a', '203.0.113.7')).toBe(true)
    expect(firstViewToday('calc-a', '203.0.113.7')).toBe(false)
  })

  it('takes an IPv6 visitor by her /64, so rotating the last groups does not inflate the count', () => {
    expect(visitorOf('2001:db8:aa:1:1234::9')).toBe('2001:db8:aa:1')
    expect(visitorOf('2001:0db8:00aa:0001:ffff:ffff:ffff:1')).toBe('2001:db8:aa:1')
    expect(visitorOf('2001:db8::1')).toBe('2001:db8:0:0')
    expect(visitorOf('::ffff:198.51.100.4')).toBe('198.51.100.4')
    const firstViewToday = createViewOnce()
    expect(firstViewToday('calc-a', '2001:db8:aa:1::1')).toBe(true)
    expect(firstViewToday('calc-a', '2001:db8:aa:1::2')).toBe(false)
  })
})
