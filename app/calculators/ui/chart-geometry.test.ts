import { expect, test } from 'vitest'
import { linePath, niceScale, sample, tickIndexes } from './chart-geometry'

test('niceScale gives a readable axis that fits the data closely, in 3 to 5 round steps', () => {
  expect(niceScale(10_000)).toEqual({ max: 10_000, step: 2_000 })
  // A $10,000 CD growing to $10,459.40: up to $12.5K, not $20K (which left the line at half height).
  expect(niceScale(10_459.4)).toEqual({ max: 12_500, step: 2_500 })
  expect(niceScale(25_000)).toEqual({ max: 25_000, step: 5_000 })
  expect(niceScale(1_448_652.46)).toEqual({ max: 1_500_000, step: 500_000 })
  expect(niceScale(237)).toEqual({ max: 250, step: 50 })
  expect(niceScale(0.5)).toEqual({ max: 0.5, step: 0.1 })
  expect(niceScale(0)).toEqual({ max: 1, step: 0.25 })
  expect(niceScale(Number.NaN)).toEqual({ max: 1, step: 0.25 })
  for (const value of [1, 7, 99, 101, 3_333, 48_000, 123_456_789]) {
    const { max, step } = niceScale(value)
    expect(max).toBeGreaterThanOrEqual(value)
    expect(Math.round(max / step)).toBeGreaterThanOrEqual(3)
    expect(Math.round(max / step)).toBeLessThanOrEqual(5)
    expect(max).toBeLessThanOrEqual(value * 1.25)
  }
})

test('tickIndexes spans the series from first to last', () => {
  expect(tickIndexes(61, 6)).toEqual([0, 12, 24, 36, 48, 60])
  expect(tickIndexes(1, 6)).toEqual([0])
  expect(tickIndexes(3, 6)).toEqual([0, 1, 2])
})

test('linePath draws through every point', () => {
  expect(
    linePath(
      [0, 5],
      (i) => i * 10,
      (v) => 100 - v,
    ),
  ).toBe('M0.0,100.0 L10.0,95.0')
})

test('sample keeps the ends of a long series', () => {
  const items = Array.from({ length: 601 }, (_, i) => i)
  const sampled = sample(items, 121)
  expect(sampled).toHaveLength(121)
  expect(sampled[0]).toBe(0)
  expect(sampled.at(-1)).toBe(600)
})
