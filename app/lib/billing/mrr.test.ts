import { describe, expect, it } from 'vitest'
import { monthlyRecurringCents, totalMonthlyRecurringCents } from './mrr'

describe('monthly recurring revenue', () => {
  it('is the monthly price, or the annual price / 12 rounded half-up to the cent', () => {
    expect(monthlyRecurringCents({ plan: 'growth', term: 'monthly' })).toBe(12900)
    expect(monthlyRecurringCents({ plan: 'growth', term: 'annual' })).toBe(10750)
    expect(monthlyRecurringCents({ plan: 'starter', term: 'annual' })).toBe(4083) // 4,083.33…
    expect(monthlyRecurringCents({ plan: 'institution', term: 'annual' })).toBe(24917) // 24,916.66…
    expect(monthlyRecurringCents({ plan: 'website-management', term: 'monthly' })).toBe(6500)
    expect(monthlyRecurringCents(null)).toBe(0)
  })

  it('totals the exact amounts and rounds once: three $490 years are $122.50 a month, not 3 × $40.83', () => {
    const starter = { plan: 'starter', term: 'annual' } as const
    expect(totalMonthlyRecurringCents([starter, starter, starter])).toBe(12250)
    expect(
      totalMonthlyRecurringCents([
        { plan: 'institution', term: 'annual' },
        { plan: 'growth', term: 'monthly' },
        null,
        { plan: 'website-management', term: 'monthly' },
      ]),
    ).toBe(24917 + 12900 + 6500)
    expect(totalMonthlyRecurringCents([])).toBe(0)
  })
})
