import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { ownerNotification, type StoredContactMessage } from '~/lib/contact/notify.server'
import type { Config } from '~/lib/env.server'
import type { Mailer } from '~/lib/mailer.server'
import { rowsOf } from '~/lib/rate-limit.server'

export type ContactWorker = { wake: () => void; stop: () => Promise<void> }

export type ContactWorkerOptions = {
  db: Db
  mailer: Mailer
  config: Config
  /** Delay before the first retry; doubled for each further attempt. */
  retryBaseMs?: number
  retryCapMs?: number
  maxAttempts?: number
  pollMs?: number
  /** A send that takes longer is abandoned and retried; the claim outlives it by far. */
  sendTimeoutMs?: number
}

const batchSize = 10
const claimSeconds = 300

/** Delay before the next attempt after `attempts` failed ones: base × 2^(attempts−1), capped. */
export function retryDelayMs(attempts: number, baseMs: number, capMs: number) {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

type ClaimedRow = {
  notification_id: string
  attempts: number
  id: string
  created_at: string | Date
  first_name: string
  last_name: string
  email: string
  company: string | null
  message: string
}

/**
 * Drains the contact_notifications outbox: e-mails the owner about each new message, retrying with
 * exponential backoff, until it is sent or marked failed. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so several instances on one PostgreSQL never send the same message twice; no transaction stays open
 * while SMTP is talking (PGlite has a single connection).
 */
export function startContactWorker(options: ContactWorkerOptions): ContactWorker {
  const { db, mailer, config } = options
  const retryBaseMs = options.retryBaseMs ?? 30_000
  const retryCapMs = options.retryCapMs ?? 3_600_000
  const maxAttempts = options.maxAttempts ?? 10
  const pollMs = options.pollMs ?? 5_000
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000

  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let wakeRequested = false

  async function claim(): Promise<ClaimedRow[]> {
    const result = await db.execute(sql`
      update contact_notifications as n
      set status = 'sending', attempts = n.attempts + 1,
        locked_until = now() + make_interval(secs => ${claimSeconds})
      from contact_messages as m
      where m.id = n.message_id and n.id in (
        select id from contact_notifications
        where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
        order by next_attempt_at
        limit ${batchSize}
        for update skip locked)
      returning n.id as notification_id, n.attempts, m.id, m.created_at, m.first_name, m.last_name, m.email,
        m.company, m.message`)
    return rowsOf<ClaimedRow>(result)
  }

  async function deliver(row: ClaimedRow) {
    const message: StoredContactMessage = {
      id: row.id,
      createdAt: new Date(row.created_at),
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      company: row.company,
      message: row.message,
    }
    try {
      await withTimeout(mailer.send(ownerNotification(message, config.contactTo)), sendTimeoutMs)
      return true
    } catch (error) {
      await recordFailure(row, error instanceof Error ? error.message : String(error))
      return false
    }
  }

  // One statement for the batch: a commit per e-mail would take the database from the visitors' requests.
  async function markSent(notificationIds: string[]) {
    if (notificationIds.length === 0) return
    await db.execute(sql`
      update contact_notifications set status = 'sent', sent_at = now(), locked_until = null, last_error = null
      where id in (${sql.join(
        notificationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`)
  }

  async function recordFailure(row: ClaimedRow, reason: string) {
    const attempts = Number(row.attempts)
    if (attempts >= maxAttempts) {
      console.error(
        `Contact message ${row.id}: e-mail to the owner failed ${attempts} times, giving up: ${reason}`,
      )
      await db.execute(sql`
        update contact_notifications set status = 'failed', locked_until = null, last_error = ${reason}
        where id = ${row.notification_id}`)
      return
    }
    const delaySeconds = retryDelayMs(attempts, retryBaseMs, retryCapMs) / 1000
    console.warn(
      `Contact message ${row.id}: e-mail attempt ${attempts} failed, retrying in ${delaySeconds} s: ${reason}`,
    )
    await db.execute(sql`
      update contact_notifications set status = 'pending', locked_until = null, last_error = ${reason},
        next_attempt_at = now() + make_interval(secs => ${delaySeconds})
      where id = ${row.notification_id}`)
  }

  // Shutting down: hand an unsent claim back at once rather than leave it locked for minutes.
  async function release(row: ClaimedRow) {
    await db.execute(sql`
      update contact_notifications set status = 'pending', attempts = attempts - 1, locked_until = null
      where id = ${row.notification_id}`)
  }

  async function drain() {
    let claimed: ClaimedRow[]
    do {
      wakeRequested = false
      claimed = await claim()
      // The batch goes out in parallel over the mailer's pooled connections; what was sent is marked sent
      // even when another row of the batch failed to be recorded.
      const outcomes = await Promise.allSettled(
        claimed.map(async (row) => {
          if (stopped) await release(row)
          else if (await deliver(row)) return row.notification_id
          return undefined
        }),
      )
      await markSent(
        outcomes.flatMap((outcome) =>
          outcome.status === 'fulfilled' && outcome.value ? [outcome.value] : [],
        ),
      )
      const failure = outcomes.find((outcome) => outcome.status === 'rejected')
      if (failure) throw failure.reason
    } while (!stopped && (claimed.length === batchSize || wakeRequested))
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
    running = drain()
      .catch((error: unknown) => {
        if (!stopped) console.error('Contact worker: could not read the outbox:', error)
      })
      .finally(() => {
        running = undefined
        if (!stopped) schedule(pollMs)
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timeout: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, expired]).finally(() => clearTimeout(timeout))
}
