import { expect, test } from 'vitest'
import { linePath, niceMax, sample, tickIndexes } from './chart-geometry'

test('niceMax rounds up to a readable axis maximum', () => {
  expect(niceMax(10_000)).toBe(10_000)
  expect(niceMax(10_001)).toBe(20_000)
  expect(niceMax(237)).toBe(250)
  expect(niceMax(0)).toBe(1)
  expect(niceMax(Number.NaN)).toBe(1)
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
