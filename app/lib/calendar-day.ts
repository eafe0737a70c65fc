/*
 * A calendar day as forms and query strings give it (yyyy-mm-dd, UTC), one rule for every date the app takes.
 * The day must exist (Date.parse takes 2026-02-31 as 3 March) and lie in years 1900 to 9999: PostgreSQL has no
 * year 0 (0000-01-01, or a year's range reaching back past 0001-01-01, was a 500), and no day of ours is older.
 */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1900-01-01') return false
  const at = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value
}
