import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { webhookAttempts, type WebhookEventType } from '~/db/schema'
import { rowsOf } from '~/lib/rate-limit.server'
import type { AttemptOutcome } from './transport.server'

/*
 * The delivery state, owned here alone (like the mail outbox's store, docs/decisions/0015): claim with a
 * lease under FOR UPDATE SKIP LOCKED, then record each attempt with its outcome in one transaction.
 */
type Executor = Pick<Db, 'execute' | 'insert' | 'transaction'>

export type ClaimedDelivery = {
  id: string
  workspaceId: string
  eventType: WebhookEventType
  body: string
  attempts: number
  url: string
  secret: string
  previousSecret: string | null
  previousSecretExpiresAt: Date | null
}

type ClaimedRow = Omit<ClaimedDelivery, 'previousSecretExpiresAt'> & {
  previousSecretExpiresAt: Date | string | null
}

/**
 * Claims due deliveries for `leaseSeconds`, counting the attempt: pending ones whose time has come, and
 * sending ones whose lease ran out (their worker died mid-delivery). SKIP LOCKED keeps two instances on one
 * PostgreSQL off the same delivery; the lease outlasts the receiver's deadline, so it needs no renewal.
 */
export async function claimDueDeliveries(db: Executor, limit: number, leaseSeconds: number) {
  const result = await db.execute(sql`
    with claimed as (
      update webhook_deliveries set status = 'sending', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from webhook_deliveries
        where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
      returning id, endpoint_id, workspace_id, event_type, body, attempts)
    select claimed.id, claimed.workspace_id as "workspaceId", claimed.event_type as "eventType", claimed.body,
      claimed.attempts, e.url, e.secret, e.previous_secret as "previousSecret",
      e.previous_secret_expires_at as "previousSecretExpiresAt"
    from claimed join webhook_endpoints e on e.id = claimed.endpoint_id`)
  return rowsOf<ClaimedRow>(result).map((row) => ({
    ...row,
    attempts: Number(row.attempts),
    previousSecretExpiresAt: row.previousSecretExpiresAt ? new Date(row.previousSecretExpiresAt) : null,
  }))
}

type Next = { status: 'delivered' } | { status: 'pending'; delaySeconds: number } | { status: 'failed' }

/** Logs the attempt and moves the delivery on, in one transaction; `onFailed` runs in it when it gave up. */
export async function recordAttempt(
  db: Executor,
  delivery: Pick<ClaimedDelivery, 'id' | 'workspaceId' | 'attempts'>,
  outcome: AttemptOutcome,
  next: Next,
  onFailed?: (tx: Pick<Db, 'select' | 'insert' | 'update' | 'execute'>) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      workspaceId: delivery.workspaceId,
      attempt: delivery.attempts,
      statusCode: outcome.statusCode,
      latencyMs: outcome.latencyMs,
      response: outcome.response,
    })
    const delay = next.status === 'pending' ? next.delaySeconds : 0
    await tx.execute(sql`
      update webhook_deliveries set status = ${next.status}, locked_until = null,
        last_status_code = ${outcome.statusCode}, last_latency_ms = ${outcome.latencyMs},
        last_response = ${outcome.response},
        delivered_at = case when ${next.status} = 'delivered' then now() else delivered_at end,
        next_attempt_at = case when ${next.status} = 'pending'
          then now() + make_interval(secs => ${delay}) else next_attempt_at end
      where id = ${delivery.id}`)
    if (next.status === 'failed') await onFailed?.(tx)
  })
}

/** PGlite only, at start-up: one process per data directory, so a claim found then belongs to a dead one. */
export async function releaseOrphanedDeliveries(db: Executor) {
  await db.execute(
    sql`update webhook_deliveries set status = 'pending', locked_until = null where status = 'sending'`,
  )
}

/**
 * The owner's "Redeliver": a delivered or failed delivery goes out again with the same `webhook-id` and
 * body, due now, with a fresh round of attempts. False when it is not this workspace's or still on its way.
 */
export async function redeliver(db: Executor, workspaceId: string, id: string) {
  const result = await db.execute(sql`
    update webhook_deliveries set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
    where id = ${id} and workspace_id = ${workspaceId}::uuid and status in ('delivered', 'failed')
    returning id`)
  return rowsOf(result).length > 0
}
