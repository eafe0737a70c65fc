/** The loop a background worker (mail outbox, webhook deliveries) runs: passes one at a time, woken early. */
export type PollLoop = { wake: () => void; stop: () => Promise<void> }

/** What a pass sees of its loop. */
export type PassControl = {
  readonly stopped: boolean
  /** Whether `wake()` was called since the pass last called `clearWake()`: there may be more to do. */
  readonly wakeRequested: boolean
  clearWake: () => void
}

export type PollLoopOptions = {
  /** One pass: claim what is due and work through it. A pass never overlaps another. */
  pass: (control: PassControl) => Promise<void>
  /** Delay before the next pass when nothing woke the loop meanwhile. */
  nextDelayMs: () => number
  /** Logged with the error when a pass throws; the loop goes on at the next delay. */
  failureMessage: string
}

/** Delay before the next attempt after `attempts` failed ones: base × 2^(attempts−1), capped. */
export function retryDelayMs(attempts: number, baseMs: number, capMs: number) {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

/**
 * Requests come first (docs/decisions/0021): while some are being answered, a worker's batches go at most
 * every `intervalMs`; the first after a quiet spell goes at once, and the rest when the burst is over.
 * Each batch first lets the process read what has arrived: PGlite answers without I/O, so a worker's batches
 * would otherwise run one after another in a single chain of promises, and no request could be read (nor
 * make the worker give way) until the last was done (6–10 s after a bench's burst of leads).
 */
export function batchPacer(isBusy: () => boolean, intervalMs: number) {
  let lastBatchAt = -Infinity
  return async function giveWay(control: PassControl) {
    await new Promise((resolve) => setImmediate(resolve))
    while (!control.stopped && isBusy() && performance.now() < lastBatchAt + intervalMs)
      await new Promise((resolve) => setTimeout(resolve, 5))
    lastBatchAt = performance.now()
  }
}

/**
 * Runs `pass` at once, then after `nextDelayMs()`, or sooner when woken: a wake during a pass is remembered
 * and the next pass follows at once. The timer never keeps the process alive; `stop()` waits for the pass
 * under way.
 */
export function startPollLoop(options: PollLoopOptions): PollLoop {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let wakeRequested = false
  const control: PassControl = {
    get stopped() {
      return stopped
    },
    get wakeRequested() {
      return wakeRequested
    },
    clearWake() {
      wakeRequested = false
    },
  }

  // A run already due stays as it is: a burst of commits wakes the worker hundreds of times a second, and
  // setting the timer again at each wake would put the run off for as long as the wakes keep coming.
  let dueAt = Infinity
  function schedule(delayMs: number) {
    const at = performance.now() + delayMs
    if (at >= dueAt) return
    clearTimeout(timer)
    dueAt = at
    timer = setTimeout(run, delayMs)
    timer.unref()
  }

  function run() {
    dueAt = Infinity
    if (stopped) return
    if (running) {
      wakeRequested = true
      return
    }
    running = options
      .pass(control)
      .catch((error: unknown) => {
        if (!stopped) console.error(options.failureMessage, error)
      })
      .finally(() => {
        running = undefined
        if (!stopped) schedule(wakeRequested ? 0 : options.nextDelayMs())
      })
  }

  schedule(0)
  return {
    wake() {
      if (stopped) return
      if (running) wakeRequested = true
      else schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
