import type { Db } from '~/db/client.server'
import { retryDelayMs } from '~/lib/outbox/worker.server'
import { queueWebhookFailedMails } from './failure-mail.server'
import { signedHeaders } from './signing.server'
import { claimDueDeliveries, recordAttempt, type ClaimedDelivery } from './store.server'
import { postWebhook, type AttemptOutcome, type TransportOptions } from './transport.server'

export type WebhookWorker = { wake: () => void; stop: () => Promise<void> }

export type WebhookWorkerOptions = TransportOptions & {
  db: Db
  /** Wakes the mail outbox after a failure e-mail was queued. */
  notifyOutbox: () => void
  /** Delay before the first retry, doubled for each further one up to `retryCapMs`. */
  retryBaseMs: number
  retryCapMs: number
  /** The attempt after which a delivery is marked failed and the owners are e-mailed. */
  maxAttempts: number
  pollMs?: number
  /** Deliveries under way at once, per instance. */
  concurrency?: number
}

/**
 * Sends queued deliveries in the background, never in a visitor's request: a slow receiver holds only its
 * own delivery. Claims are leases under SKIP LOCKED (instances on one PostgreSQL never send one delivery at
 * once; a killed worker's claim is due again when its lease runs out); every attempt is signed afresh with
 * the same `webhook-id` and body. 2xx is delivered; anything else, a refused address or the deadline is a
 * failed attempt, retried with exponential backoff until `maxAttempts`.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db } = options
  const pollMs = options.pollMs ?? 5_000
  const concurrency = options.concurrency ?? 20
  // Longer than any attempt can take, so a live worker's claim never expires under it.
  const leaseSeconds = Math.ceil((options.timeoutMs * 3) / 1000) + 5
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let wakeRequested = false
  // The soonest retry this instance scheduled: the next run comes then rather than at the next poll.
  let soonestRetryMs = Infinity

  async function attempt(delivery: ClaimedDelivery) {
    const headers = signedHeaders(delivery.id, delivery.body, delivery)
    const outcome = await postWebhook(delivery.url, delivery.body, headers, options)
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300
    if (ok) return recordAttempt(db, delivery, outcome, { status: 'delivered' })
    if (delivery.attempts < options.maxAttempts) {
      const delayMs = retryDelayMs(delivery.attempts, options.retryBaseMs, options.retryCapMs)
      soonestRetryMs = Math.min(soonestRetryMs, delayMs)
      return recordAttempt(db, delivery, outcome, { status: 'pending', delaySeconds: delayMs / 1000 })
    }
    console.warn(`Webhook ${delivery.id}: failed ${delivery.attempts} times, giving up`)
    await recordAttempt(db, delivery, outcome, { status: 'failed' }, (tx) =>
      queueWebhookFailedMails(tx, {
        workspaceId: delivery.workspaceId,
        url: delivery.url,
        eventType: delivery.eventType,
        deliveryId: delivery.id,
        attempts: delivery.attempts,
        lastAnswer: describe(outcome),
      }),
    )
    options.notifyOutbox()
  }

  // A pool rather than batches: a slow receiver holds one slot until its deadline, not the deliveries of
  // every other endpoint claimed with it.
  const inFlight = new Set<Promise<void>>()
  async function fill() {
    while (!stopped && inFlight.size < concurrency) {
      wakeRequested = false
      const claimed = await claimDueDeliveries(db, concurrency - inFlight.size, leaseSeconds)
      if (claimed.length === 0 && !wakeRequested) return
      for (const delivery of claimed) {
        const sending: Promise<void> = attempt(delivery)
          .catch((error: unknown) => {
            if (!stopped) console.error(`Webhook ${delivery.id}: could not record the attempt:`, error)
          })
          .finally(() => {
            inFlight.delete(sending)
            if (!stopped) run()
          })
        inFlight.add(sending)
      }
    }
  }

  function schedule(delayMs: number) {
    clearTimeout(timer)
    timer = setTimeout(run, delayMs)
    timer.unref()
  }

  function run() {
    if (stopped) return
    if (running) {
      wakeRequested = true
      return
    }
    running = fill()
      .catch((error: unknown) => {
        if (!stopped) console.error('Webhook worker: could not read the deliveries:', error)
      })
      .finally(() => {
        running = undefined
        const next = wakeRequested ? 0 : Math.min(pollMs, soonestRetryMs)
        soonestRetryMs = Infinity
        if (!stopped) schedule(next)
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
      // Attempts under way get 2 s to be recorded, not the receiver's whole deadline (shutdown has 10 s in
      // all); one still open then is sent again after its lease, or at once by the next PGlite start.
      const grace = new Promise((resolve) => setTimeout(resolve, 2_000).unref())
      await Promise.race([Promise.allSettled([...inFlight]), grace])
    },
  }
}

function describe(outcome: AttemptOutcome) {
  const excerpt = outcome.response.slice(0, 200)
  return outcome.statusCode === null ? excerpt : `HTTP ${outcome.statusCode} ${excerpt}`.trim()
}
