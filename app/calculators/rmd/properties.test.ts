import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cents } from '../test-support'
import { computeRmd } from './engine'
import type { RmdInput } from './schema'

const runs = { numRuns: 300 }

const anyAccount: fc.Arbitrary<RmdInput> = fc.record({
  age: fc.integer({ min: 73, max: 120 }),
  balance: fc.integer({ min: 0, max: 9_000_000_000 }).map((value) => value / 100),
  return: fc.integer({ min: 0, max: 1_500 }).map((value) => value / 100),
  years: fc.integer({ min: 1, max: 30 }),
})

describe('rmd invariants', () => {
  test('each row follows from the last: (balance − RMD) grown by the return', () => {
    fc.assert(
      fc.property(anyAccount, (input) => {
        const { rows, endBalance } = computeRmd(input)
        expect(rows).toHaveLength(input.years)
        const balances = [...rows.map((row) => row.balance), endBalance]
        rows.forEach((row, index) => {
          expect(row.rmd).toBeLessThanOrEqual(row.balance)
          const left = cents(row.balance) - cents(row.rmd)
          const next = cents(balances[index + 1] ?? 0)
          expect(Math.abs(next - left * (1 + input.return / 100))).toBeLessThanOrEqual(0.5 + 1e-6 * left)
        })
      }),
      runs,
    )
  })

  test('a larger balance never gives a smaller RMD in any year', () => {
    fc.assert(
      fc.property(anyAccount, fc.integer({ min: 1, max: 100_000_000 }), (input, more) => {
        const base = computeRmd(input)
        const larger = computeRmd({ ...input, balance: (cents(input.balance) + more) / 100 })
        larger.rows.forEach((row, index) => {
          expect(row.rmd).toBeGreaterThanOrEqual(base.rows[index]?.rmd ?? 0)
        })
        expect(larger.endBalance).toBeGreaterThanOrEqual(base.endBalance)
      }),
      runs,
    )
  })

  test('a higher return never lowers an RMD', () => {
    fc.assert(
      fc.property(anyAccount, fc.integer({ min: 1, max: 500 }), (input, extra) => {
        fc.pre(input.return * 100 + extra <= 1_500)
        const base = computeRmd(input)
        const better = computeRmd({ ...input, return: (input.return * 100 + extra) / 100 })
        better.rows.forEach((row, index) =>
          expect(row.rmd).toBeGreaterThanOrEqual(base.rows[index]?.rmd ?? 0),
        )
      }),
      runs,
    )
  })
})
