import timers from 'node:timers'
import { afterAll, afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error means something went wrong that a user or operator would see in the logs.
let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  vi.mocked(console.error).mockRestore()
  if (errors.length > 0) {
    const first = errors[0]!.map(String).join(' ')
    throw new Error(`console.error was called during the test: ${first}`)
  }
})

// Files share their worker's modules (vitest.config.ts, isolate: false): no file's fake clock reaches the next.
// A spy on a faked timer, restored, puts the fake back where useRealTimers had put the real one (seen after
// webhook-worker-pool.test.ts: keep-alive's 6 s wait in a later file never ended): the real ones are Node's own.
afterAll(() => {
  vi.useRealTimers()
  globalThis.setTimeout = timers.setTimeout
  globalThis.clearTimeout = timers.clearTimeout
  globalThis.setInterval = timers.setInterval
  globalThis.clearInterval = timers.clearInterval
  globalThis.setImmediate = timers.setImmediate
  globalThis.clearImmediate = timers.clearImmediate
})
