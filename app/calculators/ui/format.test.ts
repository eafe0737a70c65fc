import { expect, test } from 'vitest'
import { formatMoney, formatMoneyCompact, formatMonthYear, formatPercent } from './format'

test('money follows the language and never shows NaN', () => {
  expect(formatMoney(1037.03, 'en')).toBe('$1,037.03')
  expect(formatMoney(Number.NaN, 'en')).toBe('$0.00')
  expect(formatMoney(Number.POSITIVE_INFINITY, 'es')).not.toMatch(/NaN|∞/)
})

test('compact axis labels carry no padded decimals (server and browser must agree)', () => {
  expect(formatMoneyCompact(25_000, 'en')).toBe('$25K')
  // Gridlines fall on multiples of 2.5 × 10^n: each label must name its line exactly.
  expect(formatMoneyCompact(1_250_000, 'en')).toBe('$1.25M')
  expect(formatMoneyCompact(12_500, 'en')).toBe('$12.5K')
  expect(formatMoneyCompact(12_500, 'es').replace(/\s/g, ' ')).toBe('$12.5 K')
})

test('percent and month formats', () => {
  expect(formatPercent(5.39, 'en')).toBe('5.39%')
  expect(formatPercent(6.5, 'en', 3)).toBe('6.5%')
  expect(formatMonthYear('2026-03-01', 'en')).toBe('Mar 2026')
  expect(formatMonthYear('2026-03-01', 'es')).toMatch(/^mar\.? 2026$/)
})
