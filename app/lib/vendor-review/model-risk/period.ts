const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/** The monitoring period's default start: a year before `now` (a bank's annual review), yyyy-mm-dd. */
export const monitoringSince = (now: Date) => new Date(now.getTime() - YEAR_MS).toISOString().slice(0, 10)
