import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { restoreNodeTimers } from '../support/real-timers'

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
// A file's fake clock is uninstalled after its last hook; Node's timers are put back at the next file's start, not
// then: Vitest restores the file's spies after its hooks, and a spy on a faked timer restored then puts the fake
// back (tests/support/real-timers.ts).
beforeAll(restoreNodeTimers)
afterAll(() => vi.useRealTimers())
