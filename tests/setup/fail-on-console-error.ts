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
afterAll(() => {
  vi.useRealTimers()
})
