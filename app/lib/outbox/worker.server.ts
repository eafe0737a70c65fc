import type { Db } from '~/db/client.server'
import type { Config } from '~/lib/env.server'
import type { Mailer } from '~/lib/mailer.server'
import {
  batchPacer,
  retryDelayMs,
  startPollLoop,
  type PassControl,
  type PollLoop,
} from '~/lib/poll-loop.server'
import { wakeOn } from '~/lib/worker-wake.server'
import type { AnyOutboxKind } from './kind.server'
import { outboxKinds } from './kinds.server'
import {
  claimDue,
  markFailed,
  markSent,
  release,
  renewLease,
  scheduleRetry,
  type ClaimedEntry,
} from './store.server'

export type OutboxWorker = PollLoop

export type OutboxWorkerOptions = {
  db: Db
  mailer: Mailer
  config: Config
  kinds?: readonly AnyOutboxKind[]
  /** Delay before the first retry; doubled for each further attempt. */
  retryBaseMs?: number
  retryCapMs?: number
  maxAttempts?: number
  pollMs?: number
  /** A send that takes longer is abandoned and retried. */
  sendTimeoutMs?: number
  /** How long a claim holds without renewal: after a crash, its rows are sent again this much later. */
  leaseMs?: number
  /** Whether requests are being answered: meanwhile a batch goes at most every `busyIntervalMs`. */
  isBusy?: () => boolean
  busyIntervalMs?: number
}

const batchSize = 10

/**
 * Drains the outbox: claims due rows (FOR UPDATE SKIP LOCKED, so instances on one PostgreSQL never send a
 * row twice), renders each by its kind, sends, and marks it sent, or retries it with exponential backoff
 * until it is marked failed. No transaction stays open while SMTP talks (PGlite has one connection); the
 * claim is a lease renewed while the batch is out, so a crashed worker's rows are free again in seconds.
 * Woken by every commit that queues mail on its database (worker-wake.server.ts), else every `pollMs`.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mailer, config } = options
  const kinds = new Map((options.kinds ?? outboxKinds).map((kind) => [kind.name, kind]))
  const retryBaseMs = options.retryBaseMs ?? 30_000
  const retryCapMs = options.retryCapMs ?? 3_600_000
  const maxAttempts = options.maxAttempts ?? 10
  const pollMs = options.pollMs ?? 5_000
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000
  const leaseSeconds = (options.leaseMs ?? 15_000) / 1000
  const isBusy = options.isBusy ?? (() => false)
  const busyIntervalMs = options.busyIntervalMs ?? 200

  function labelOf(entry: ClaimedEntry) {
    return `${kinds.get(entry.kind)?.label ?? `Outbox ${entry.kind}`} ${entry.ref}`
  }

  async function deliver(entry: ClaimedEntry) {
    try {
      const kind = kinds.get(entry.kind)
      if (!kind) throw new Error(`no renderer for outbox kind "${entry.kind}"`)
      const mail = await kind.render(kind.payload.parse(entry.payload) as never, { config, db })
      await withTimeout(mailer.send({ ...mail, outboxId: entry.id }), sendTimeoutMs)
      return true
    } catch (error) {
      await recordFailure(entry, error instanceof Error ? error.message : String(error))
      return false
    }
  }

  async function recordFailure(entry: ClaimedEntry, reason: string) {
    if (entry.attempts >= maxAttempts) {
      console.error(`${labelOf(entry)}: e-mail failed ${entry.attempts} times, giving up: ${reason}`)
      await markFailed(db, entry.id, reason)
      return
    }
    const delaySeconds = retryDelayMs(entry.attempts, retryBaseMs, retryCapMs) / 1000
    console.warn(
      `${labelOf(entry)}: e-mail attempt ${entry.attempts} failed, retrying in ${delaySeconds} s: ${reason}`,
    )
    await scheduleRetry(db, entry.id, reason, delaySeconds)
  }

  // While the batch is out, its lease is renewed at a third of its length: only a dead worker's expires.
  function keepLease(ids: string[], control: PassControl) {
    const renewal = setInterval(
      () => {
        renewLease(db, ids, leaseSeconds).catch((error: unknown) => {
          if (!control.stopped) console.warn('Outbox worker: could not renew a claim:', error)
        })
      },
      (leaseSeconds * 1000) / 3,
    )
    renewal.unref()
    return () => clearInterval(renewal)
  }

  const giveWay = batchPacer(isBusy, busyIntervalMs)

  async function drain(control: PassControl) {
    let claimed: ClaimedEntry[]
    do {
      await giveWay(control)
      control.clearWake()
      claimed = await claimDue(db, batchSize, leaseSeconds)
      const stopRenewing = keepLease(
        claimed.map((entry) => entry.id),
        control,
      )
      // The batch goes out in parallel over the mailer's connections; what was sent is marked sent even
      // when another row of the batch failed to be recorded.
      const outcomes = await Promise.allSettled(
        claimed.map(async (entry) => {
          if (control.stopped) await release(db, entry.id)
          else if (await deliver(entry)) return entry.id
          return undefined
        }),
      ).finally(stopRenewing)
      await markSent(
        db,
        outcomes.flatMap((outcome) =>
          outcome.status === 'fulfilled' && outcome.value ? [outcome.value] : [],
        ),
      )
      const failure = outcomes.find((outcome) => outcome.status === 'rejected')
      if (failure) throw failure.reason
    } while (!control.stopped && (claimed.length === batchSize || control.wakeRequested))
  }

  const loop = startPollLoop({
    pass: drain,
    nextDelayMs: () => pollMs,
    failureMessage: 'Outbox worker: could not read the outbox:',
  })
  const stopWaking = wakeOn(db, 'outbox', loop.wake)
  return {
    wake: loop.wake,
    stop() {
      stopWaking()
      return loop.stop()
    },
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timeout: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, expired]).finally(() => clearTimeout(timeout))
}
