import timers from 'node:timers'

/**
 * Node's own timers back on `globalThis`. Test files share their worker (vitest.config.ts, isolate: false), and
 * after each file's `afterAll` hooks Vitest restores every `vi.spyOn` it made (`vi.restoreAllMocks()`): a spy
 * taken on a faked `setTimeout` and already restored puts the fake back then, for every later file of the
 * worker, whose timers never fire (keep-alive's 6 s wait hung to its 60 s limit, 2026-11-29).
 */
export function restoreNodeTimers() {
  globalThis.setTimeout = timers.setTimeout
  globalThis.clearTimeout = timers.clearTimeout
  globalThis.setInterval = timers.setInterval
  globalThis.clearInterval = timers.clearInterval
  globalThis.setImmediate = timers.setImmediate
  globalThis.clearImmediate = timers.clearImmediate
}
