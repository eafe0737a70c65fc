import { describe, expect, it } from 'vitest'
import { ORDER_PLANS } from '~/db/billing-schema'
import {
  invoiceFigures,
  invoiceNumber,
  OVERAGE_CENTS_PER_THOUSAND,
  periodAt,
  periodOn,
  taxLabel,
} from './invoice-lines'

/** A seeded generator, so a failure names the case that produced it. */
function random(seed: number) {
  let state = seed
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
}

describe('invoice figures', () => {
  it('sums its lines to the subtotal and subtotal plus tax to the total, in whole cents, for random cases', () => {
    const next = random(44)
    for (let run = 0; run < 500; run++) {
      const plan = ORDER_PLANS[Math.floor(next() * ORDER_PLANS.length)]!
      const term = next() < 0.5 ? 'monthly' : 'annual'
      const views = Math.floor(next() * 3_000_000)
      const taxRate = (Math.floor(next() * 10_000) / 1000).toFixed(3)
      const figures = invoiceFigures({
        plan,
        term,
        period: periodAt('2026-01-31', term, 1),
        previous: { period: periodAt('2026-01-31', term, 0), views },
        taxRate,
      })
      const cents = [
        ...figures.lines.flatMap((line) => [line.amountCents, line.unitCents]),
        figures.subtotalCents,
        figures.taxCents,
        figures.totalCents,
      ]
      for (const value of cents) expect(Number.isSafeInteger(value), `${plan} ${term} ${views}`).toBe(true)
      expect(figures.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(figures.subtotalCents)
      expect(figures.subtotalCents + figures.taxCents).toBe(figures.totalCents)
      for (const line of figures.lines) expect(line.quantity * line.unitCents).toBe(line.amountCents)
    }
  })

  it('bills the Growth plan with 12,001 views over as 13 thousands at $2.00 and 7.25 % tax rounded half-up', () => {
    const figures = invoiceFigures({
      plan: 'growth',
      term: 'monthly',
      period: periodAt('2026-11-01', 'monthly', 1),
      previous: { period: periodAt('2026-11-01', 'monthly', 0), views: 62_001 },
      taxRate: '7.25',
    })
    expect(figures.lines.map((line) => [line.kind, line.quantity, line.amountCents])).toEqual([
      ['plan', 1, 12_900],
      ['overage', 13, 13 * OVERAGE_CENTS_PER_THOUSAND],
    ])
    // (12,900 + 2,600) × 7.25 % = 1,123.75 → 1,124
    expect(figures).toMatchObject({ subtotalCents: 15_500, taxCents: 1_124, totalCents: 16_624 })
    expect(taxLabel('7.250')).toBe('Sales tax (7.25%)')
    expect(taxLabel('0')).toBe('Sales tax (0%)')
  })

  it('bills the websites’ Monthly Management at $65 with no overage line', () => {
    const figures = invoiceFigures({
      plan: 'website-management',
      term: 'monthly',
      period: periodAt('2026-11-01', 'monthly', 0),
      previous: { period: periodAt('2026-10-01', 'monthly', 0), views: 10_000_000 },
      taxRate: '0',
    })
    expect(figures.lines).toHaveLength(1)
    expect(figures.totalCents).toBe(6500)
  })

  it('runs periods from the signed day, clamped to short months', () => {
    expect(periodAt('2026-01-31', 'monthly', 1)).toMatchObject({ start: '2026-02-28', end: '2026-03-30' })
    expect(periodAt('2026-03-15', 'annual', 1)).toMatchObject({ start: '2027-03-15', end: '2028-03-14' })
    expect(periodOn('2026-01-31', 'monthly', '2026-03-30')?.index).toBe(1)
    expect(periodOn('2026-01-31', 'monthly', '2026-03-31')?.index).toBe(2)
    expect(periodOn('2026-01-31', 'monthly', '2026-01-30')).toBeNull()
    expect(invoiceNumber(2026, 7)).toBe('BL-2026-0007')
  })
})
