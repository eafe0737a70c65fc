import type { IncomingMessage, ServerResponse } from 'node:http'

/*
 * How busy this process is answering requests: the background workers give way to them (the mail outbox,
 * decision 0021; webhooks, decisions 0039 and 0041).
 */
let requestsInFlight = 0
let lastAnsweredAt = -Infinity

/** Counts the requests `handler` is answering. */
export function countedRequests(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  return function countedRequest(req: IncomingMessage, res: ServerResponse) {
    requestsInFlight++
    res.once('close', () => {
      requestsInFlight--
      lastAnsweredAt = performance.now()
    })
    handler(req, res)
  }
}

/**
 * Webhook deliveries wait for a server quiet for 100 ms, not for a gap between two requests: under a burst
 * of leads the count drops to 0 for a moment after each group commit answers its batch (decision 0039).
 */
export const busyLately = () => requestsInFlight > 0 || performance.now() - lastAnsweredAt < 100

/** Whether a request is being answered now (the mail outbox gives way only then). */
export const answeringRequests = () => requestsInFlight > 0
