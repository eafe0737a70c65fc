import type { IncomingMessage, ServerResponse } from 'node:http'

/*
 * How busy this process is answering requests: the background workers give way to them (the mail outbox,
 * decision 0021; webhooks, decisions 0039 and 0041). It also tells the operator when an answer took long or
 * nothing could run for a while (`watchEventLoop`), naming the requests then in flight.
 */
const inFlight = new Map<IncomingMessage, number>()
let lastAnsweredAt = -Infinity

/** An answer slower than this is logged with its route (a page that waited is the operator's first clue). */
export const SLOW_ANSWER_MS = 5_000

/**
 * A request as the log names it: its method and path, with every id- or token-like segment (16 characters
 * or more of letters, digits, `-` and `_`: review tokens, public ids, UUIDs) and the query left out.
 */
export function requestLabel(req: Pick<IncomingMessage, 'method' | 'url'>) {
  const path = (req.url ?? '').split('?')[0]!.slice(0, 200)
  return `${req.method} ${path.replace(/[A-Za-z0-9_-]{16,}/g, ':id')}`
}

/** Counts the requests `handler` is answering. */
export function countedRequests(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  return function countedRequest(req: IncomingMessage, res: ServerResponse) {
    const since = performance.now()
    inFlight.set(req, since)
    res.once('close', () => {
      inFlight.delete(req)
      lastAnsweredAt = performance.now()
      const took = lastAnsweredAt - since
      if (took > SLOW_ANSWER_MS)
        console.warn(
          'Slow answer: %s took %d ms (status %d)',
          requestLabel(req),
          Math.round(took),
          res.statusCode,
        )
    })
    handler(req, res)
  }
}

/**
 * Webhook deliveries wait for a server quiet for 100 ms, not for a gap between two requests: under a burst
 * of leads the count drops to 0 for a moment after each group commit answers its batch (decision 0039).
 */
export const busyLately = () => inFlight.size > 0 || performance.now() - lastAnsweredAt < 100

/** Whether a request is being answered now (the mail outbox gives way only then). */
export const answeringRequests = () => inFlight.size > 0

/** What `watchEventLoop` logs: how long nothing ran, and the oldest requests in flight then. */
function stallReport(heldMs: number, now: number) {
  // The map keeps the order requests arrived in: its first entries are the oldest.
  const oldest = [...inFlight]
    .slice(0, 5)
    .map(([req, since]) => `${requestLabel(req)} for ${Math.round(now - since)} ms`)
  return (
    `Nothing ran for ${Math.round(heldMs)} ms (a long synchronous task, or no CPU for this process); ` +
    `requests in flight: ${oldest.length > 0 ? oldest.join(', ') : 'none'}`
  )
}

/**
 * Logs each time this process could run nothing for `thresholdMs` or more: a task holding the event loop
 * delays every request at once (docs/performance.md, the accuracy ledger's 7–14 s). Returns its stop.
 */
export function watchEventLoop({ thresholdMs = 2_000, everyMs = 250, log = console.warn } = {}) {
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    const held = now - last - everyMs
    last = now
    if (held >= thresholdMs) log(stallReport(held, now))
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
