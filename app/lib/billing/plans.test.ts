import { describe, expect, it } from 'vitest'
import { annualSavingsCents, formatCents, formatLimit, isPlanId, PLANS, planById, TRIAL_PLAN } from './plans'

describe('the plan catalogue', () => {
  it('prices every plan in whole cents, the annual price two months cheaper than twelve', () => {
    for (const plan of PLANS) {
      expect(Number.isInteger(plan.monthlyCents)).toBe(true)
      expect(Number.isInteger(plan.annualCents)).toBe(true)
      expect(annualSavingsCents(plan)).toBe(plan.monthlyCents * 2)
    }
  })

  it('grows with the price: each plan allows at least what the one below it does', () => {
    for (let i = 1; i < PLANS.length; i++) {
      const [lower, higher] = [PLANS[i - 1]!, PLANS[i]!]
      expect(higher.monthlyCents).toBeGreaterThan(lower.monthlyCents)
      expect(higher.limits.monthlyViews).toBeGreaterThan(lower.limits.monthlyViews)
      expect(higher.limits.seats ?? Infinity).toBeGreaterThanOrEqual(lower.limits.seats ?? Infinity)
    }
    expect(isPlanId(TRIAL_PLAN)).toBe(true)
    expect(isPlanId('enterprise')).toBe(false)
    expect(planById('growth').name).toBe('Growth')
  })

  it('formats cents as dollars without a float', () => {
    expect(formatCents(4900)).toBe('$49')
    expect(formatCents(129000)).toBe('$1,290')
    expect(formatCents(1234567)).toBe('$12,345.67')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatLimit(null, 'calculators')).toBe('Unlimited calculators')
    expect(formatLimit(50_000, 'views a month')).toBe('50,000 views a month')
  })
})
