import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { daysBetween } from '~/lib/leads/usage-range'
import { UsageChart } from './usage-chart'

function drawn(days: readonly string[], views: readonly number[]) {
  const html = renderToStaticMarkup(
    <UsageChart
      title="Views a day"
      summary="Views"
      days={days}
      series={[{ id: 'views', label: 'Views', color: '#0f766e', values: views }]}
    />,
  )
  const axis = [...html.matchAll(/<text x="50" [^>]*>([^<]+)<\/text>/g)].map((match) => match[1])
  const bars = [...html.matchAll(/<rect data-series="views" x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/g)].map(
    (match) => ({ x: Number(match[1]), width: Number(match[2]) }),
  )
  const groups = [...html.matchAll(/<g data-day="([\d-]+)">/g)].map((match) => match[1])
  return { axis, bars, groups }
}

// Issue 48 §3: whole counts on the axis, and a day is one bar of the period, not a spike along a line.
test('a month with one day of three views: axis 0 to 3 in whole counts, one narrow bar on that day', () => {
  const days = daysBetween('2026-10-31', '2026-11-29')
  const views = days.map((day) => (day === '2026-11-12' ? 3 : 0))
  const { axis, bars, groups } = drawn(days, views)
  expect(axis).toEqual(['0', '1', '2', '3'])
  expect(groups).toEqual(days)
  expect(bars).toHaveLength(1)
  // The chart is 480 wide before it is measured: a thirtieth of its plot each day.
  const slot = (480 - 56 - 12) / 30
  expect(bars[0]!.width).toBeLessThanOrEqual(slot)
  expect(bars[0]!.x).toBeGreaterThanOrEqual(56 + 12 * slot)
  expect(bars[0]!.x + bars[0]!.width).toBeLessThanOrEqual(56 + 13 * slot)
})

test('seven views on the busiest day count 0, 2, 4, 6, 8; every day with views has its bar', () => {
  const days = daysBetween('2026-11-23', '2026-11-29')
  const { axis, bars } = drawn(days, [1, 0, 7, 2, 0, 0, 5])
  expect(axis).toEqual(['0', '2', '4', '6', '8'])
  expect(bars).toHaveLength(4)
})
