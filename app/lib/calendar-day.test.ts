import { describe, expect, it } from 'vitest'
import { isCalendarDay } from './calendar-day'

describe('isCalendarDay', () => {
  it('takes a day that exists between 1900 and 9999, and nothing else', () => {
    for (const day of ['2026-11-27', '2028-02-29', '1900-01-01', '9999-12-31'])
      expect(isCalendarDay(day)).toBe(true)
    for (const day of [
      '0000-01-01',
      '0001-01-01',
      '1899-12-31',
      '2026-02-30',
      '2026-13-01',
      '26-11-27',
      '',
      null,
    ])
      expect(isCalendarDay(day), String(day)).toBe(false)
  })
})
