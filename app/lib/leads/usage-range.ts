import { isCalendarDay as isDay } from '~/lib/calendar-day'
import { counted } from '~/lib/counted'

const DAY_MS = 86_400_000

/**
 * The chosen range of UTC days (`from`, `to`), by default the last 30 days; at most a year, ending no later
 * than today. A day that does not exist or lies outside is replaced, never passed to the database.
 */
export function usageRangeOf(url: URL, now = new Date()) {
  const today = now.toISOString().slice(0, 10)
  const asked = url.searchParams.get('to')
  const to = isDay(asked) && asked <= today ? asked : today
  const defaultFrom = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10)
  let from = isDay(url.searchParams.get('from')) ? url.searchParams.get('from')! : defaultFrom
  if (from > to) from = to
  const earliest = new Date(Date.parse(`${to}T00:00:00Z`) - 365 * DAY_MS).toISOString().slice(0, 10)
  if (from < earliest) from = earliest
  return { from, to }
}

/**
 * Why an export refuses the range asked for, or null: a `from` or `to` given that is no calendar day (a file
 * named for a range nobody asked is worse than a 400). The page clamps instead, showing the range it used.
 */
export function usageRangeRefusal(url: URL): string | null {
  for (const key of ['from', 'to']) {
    const value = url.searchParams.get(key)
    if (value !== null && !isDay(value))
      return 'The range must be two days written yyyy-mm-dd, from 1900-01-01.'
  }
  return null
}

export function daysBetween(from: string, to: string) {
  const days: string[] = []
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10))
  return days
}

export const rate = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)} %`

type Totals = { views: number; engaged: number; leads: number }

/** The usage chart's text alternative. */
export function usageSummary(range: { from: string; to: string }, total: Totals) {
  return `From ${range.from} to ${range.to}: ${counted(total.views, 'view')}, ${counted(total.engaged, 'engaged visit')} (${rate(total.engaged, total.views)}), ${counted(total.leads, 'lead')} (${rate(total.leads, total.views)} of views).`
}
