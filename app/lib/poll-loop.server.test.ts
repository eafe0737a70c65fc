import { expect, test, vi } from 'vitest'
import { retryDelayMs, startPollLoop } from './poll-loop.server'

test('retries back off exponentially from the base delay, up to the cap', () => {
  expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, 30_000, 3_600_000))).toEqual([
    30_000, 60_000, 120_000, 240_000, 480_000,
  ])
  expect(retryDelayMs(9, 30_000, 3_600_000)).toBe(3_600_000)
  expect(retryDelayMs(40, 30_000, 3_600_000)).toBe(3_600_000)
})

test('a wake during a pass runs the next pass at once; stop waits for the pass under way', async () => {
  let passes = 0
  let release: () => void = () => {}
  const log: string[] = []
  const loop = startPollLoop({
    async pass(control) {
      passes++
      control.clearWake()
      if (passes === 1) await new Promise<void>((resolve) => (release = resolve))
      log.push(`pass ${passes}${control.wakeRequested ? ' woken' : ''}`)
    },
    nextDelayMs: () => 3_600_000,
    failureMessage: 'test loop:',
  })
  await vi.waitFor(() => expect(passes).toBe(1))
  loop.wake()
  release()
  await vi.waitFor(() => expect(passes).toBe(2))
  expect(log[0]).toBe('pass 1 woken')
  await loop.stop()
  loop.wake()
  expect(passes).toBe(2)
})
