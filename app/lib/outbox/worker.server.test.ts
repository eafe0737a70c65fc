import { expect, test } from 'vitest'
import { retryDelayMs } from './worker.server'

test('retries back off exponentially from the base delay, up to the cap', () => {
  expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, 30_000, 3_600_000))).toEqual([
    30_000, 60_000, 120_000, 240_000, 480_000,
  ])
  expect(retryDelayMs(9, 30_000, 3_600_000)).toBe(3_600_000)
  expect(retryDelayMs(40, 30_000, 3_600_000)).toBe(3_600_000)
})
