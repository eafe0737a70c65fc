import type { Db } from '~/db/client.server'
import {
  batchPacer,
  retryDelayMs,
  startPollLoop,
  type PassControl,
  type PollLoop,
} from '~/lib/poll-loop.server'
import { wakeOn } from '~/lib/worker-wake.server'
import { queueWebhookFailedMails } from './failure-mail.server'
import { signedHeaders } from './signing.server'
import { groupCommitter } from '~/lib/group-commit.server'
import { queueCreatedLeads } from './enqueue.server'
import { claimDueDeliveries, recordAttempts, type AttemptRecord, type ClaimedDelivery } from './store.server'
import { postWebhook, type AttemptOutcome, type TransportOptions } from './transport.server'

export type WebhookWorker = PollLoop

export type WebhookWorkerOptions = TransportOptions & {
  db: Db
  /** Delay before the first retry, doubled for each further one up to `retryCapMs`. */
  retryBaseMs: number
  retryCapMs: number
  /** The attempt after which a delivery is marked failed and the owners are e-mailed. */
  maxAttempts: number
  pollMs?: number
  /** Deliveries under way at once, per instance. */
  concurrency?: number
  /**
   * Whether requests are being answered: meanwhile deliveries are claimed at most every `busyIntervalMs`
   * (1 s: up to `concurrency` a second per instance; they catch up once the burst is over, decision 0039).
   */
  isBusy?: () => boolean
  busyIntervalMs?: number
}

/**
 * Sends queued deliveries in the background, never in a visitor's request: a slow receiver holds only its
 * own delivery. Claims are leases under SKIP LOCKED (instances on one PostgreSQL never send one delivery at
 * once; a killed worker's claim is due again when its lease runs out); every attempt is signed afresh with
 * the same `webhook-id` and body. 2xx is delivered; anything else, a refused address or the deadline is a
 * failed attempt, retried with exponential backoff until `maxAttempts`. Woken by every commit that queues
 * deliveries (or leads flagged for them) on its database (worker-wake.server.ts), else every `pollMs`.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db } = options
  const pollMs = options.pollMs ?? 5_000
  const concurrency = options.concurrency ?? 20
  // Longer than any attempt can take, so a live worker's claim never expires under it.
  const leaseSeconds = Math.ceil((options.timeoutMs * 3) / 1000) + 5
  let stopped = false
  // The soonest retry this instance scheduled: the next run comes then rather than at the next poll.
  let soonestRetryMs = Infinity
  // Attempts that end while a batch is being recorded are recorded together in the next one.
  const record = groupCommitter<AttemptRecord>('webhook attempts', recordAttempts)

  async function attempt(delivery: ClaimedDelivery) {
    const headers = signedHeaders(delivery.id, delivery.body, delivery)
    const outcome = await postWebhook(delivery.url, delivery.body, headers, options)
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300
    if (ok) return record(db, { delivery, outcome, next: { status: 'delivered' } })
    if (delivery.attempts < options.maxAttempts) {
      const delayMs = retryDelayMs(delivery.attempts, options.retryBaseMs, options.retryCapMs)
      soonestRetryMs = Math.min(soonestRetryMs, delayMs)
      return record(db, { delivery, outcome, next: { status: 'pending', delaySeconds: delayMs / 1000 } })
    }
    console.warn(`Webhook ${delivery.id}: failed ${delivery.attempts} times, giving up`)
    await record(db, {
      delivery,
      outcome,
      next: { status: 'failed' },
      onFailed: (tx) =>
        queueWebhookFailedMails(tx, {
          workspaceId: delivery.workspaceId,
          url: delivery.url,
          eventType: delivery.eventType,
          deliveryId: delivery.id,
          attempts: delivery.attempts,
          lastAnswer: describe(outcome),
        }),
    })
  }

  // A pool rather than batches: a slow receiver holds one slot until its deadline, not the deliveries of
  // every other endpoint claimed with it.
  const inFlight = new Set<Promise<void>>()
  // A burst of leads is taken first; its deliveries follow, paced, and at once when the burst is over.
  const giveWay = batchPacer(options.isBusy ?? (() => false), options.busyIntervalMs ?? 1_000)
  async function fill(control: PassControl) {
    while (!control.stopped && inFlight.size < concurrency) {
      await giveWay(control)
      control.clearWake()
      // New leads' deliveries first (decision 0041), as many as go out at once: a larger transaction would
      // hold PGlite's one connection from the leads for longer.
      const taken = await db.transaction((tx) => queueCreatedLeads(tx, { limit: concurrency }))
      const claimed = await claimDueDeliveries(db, concurrency - inFlight.size, leaseSeconds)
      if (claimed.length === 0 && taken === 0 && !control.wakeRequested) return
      for (const delivery of claimed) {
        const sending: Promise<void> = attempt(delivery)
          .catch((error: unknown) => {
            if (!stopped) console.error(`Webhook ${delivery.id}: could not record the attempt:`, error)
          })
          .finally(() => {
            inFlight.delete(sending)
            loop.wake()
          })
        inFlight.add(sending)
      }
    }
    // The pool is full: each delivery that ends wakes the loop, and a wake meanwhile (a commit that queued
    // more) is answered then — left standing, it would run pass after empty pass until a slot frees.
    control.clearWake()
  }

  const loop = startPollLoop({
    pass: fill,
    nextDelayMs() {
      const next = Math.min(pollMs, soonestRetryMs)
      soonestRetryMs = Infinity
      return next
    },
    failureMessage: 'Webhook worker: could not read the deliveries:',
  })
  const stopWaking = wakeOn(db, 'webhooks', loop.wake)
  return {
    wake: loop.wake,
    async stop() {
      stopped = true
      stopWaking()
      await loop.stop()
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
