import { afterEach, expect, it, vi } from 'vitest'
import { restoreNodeTimers } from './real-timers'

afterEach(restoreNodeTimers)

it('gives a file real timers again after a spy on a faked setTimeout was restored twice', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const fake = globalThis.setTimeout
  const scheduled = vi.spyOn(globalThis, 'setTimeout')
  scheduled.mockRestore()
  vi.useRealTimers()
  // What Vitest's restoreAllMocks does to that spy after the file's last hook.
  scheduled.mockRestore()
  expect(globalThis.setTimeout).toBe(fake)

  restoreNodeTimers()
  expect(globalThis.setTimeout).not.toBe(fake)
  await new Promise((resolve) => setTimeout(resolve, 10))
})
