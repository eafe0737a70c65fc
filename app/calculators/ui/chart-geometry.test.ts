import { expect, test } from 'vitest'
import { linePath, niceScale, sample, tickIndexes, wholeCountScale } from './chart-geometry'

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

test('wholeCountScale gives whole-count gridlines: 0, 1, 2, 3 for three views, never 2.5', () => {
  const ticks = (value: number) => {
    const { max, step } = wholeCountScale(value)
    return Array.from({ length: max / step + 1 }, (_, index) => index * step)
  }
  expect(ticks(0)).toEqual([0, 1])
  expect(ticks(1)).toEqual([0, 1])
  expect(ticks(3)).toEqual([0, 1, 2, 3])
  expect(ticks(5)).toEqual([0, 1, 2, 3, 4, 5])
  expect(ticks(7)).toEqual([0, 2, 4, 6, 8])
  expect(ticks(10)).toEqual([0, 2, 4, 6, 8, 10])
  expect(ticks(23)).toEqual([0, 5, 10, 15, 20, 25])
  expect(ticks(101)).toEqual([0, 25, 50, 75, 100, 125])
  expect(wholeCountScale(Number.NaN)).toEqual({ max: 1, step: 1 })
  for (let value = 1; value <= 5_000; value += value < 60 ? 1 : 37) {
    const { max, step } = wholeCountScale(value)
    expect(Number.isInteger(step), `step for ${value}`).toBe(true)
    expect(max).toBeGreaterThanOrEqual(value)
    expect(max / step).toBeLessThanOrEqual(5)
    expect(max - step, `one step fewer would not reach ${value}`).toBeLessThan(value)
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
