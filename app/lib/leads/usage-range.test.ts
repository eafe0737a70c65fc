import { describe, expect, it } from 'vitest'
import { usageSummary } from './usage-range'

const range = { from: '2026-11-01', to: '2026-11-30' }

describe('usageSummary', () => {
  it('puts each count with its noun in the right number', () => {
    expect(usageSummary(range, { views: 1, engaged: 1, leads: 1 })).toBe(
      'From 2026-11-01 to 2026-11-30: 1 view, 1 engaged visit (100.0 %), 1 lead (100.0 % of views).',
    )
    expect(usageSummary(range, { views: 1200, engaged: 0, leads: 2 })).toBe(
      'From 2026-11-01 to 2026-11-30: 1,200 views, 0 engaged visits (0.0 %), 2 leads (0.2 % of views).',
    )
  })
})
