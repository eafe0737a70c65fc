import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { webhookAttempts, webhookDeliveries, type RetiredSecret, type WebhookEventType } from '~/db/schema'
import { claimDueRows } from '~/lib/outbox/lease-claim.server'
import { rowsOf } from '~/lib/rate-limit.server'
import { wakeAfterCommit } from '~/lib/worker-wake.server'
import { SENDING_PER_ACCOUNT } from './limits'
import type { AttemptOutcome } from './transport.server'

/*
 * The delivery state, owned here alone (like the mail outbox's store, docs/decisions/0015): claim with a
 * lease under FOR UPDATE SKIP LOCKED, then record the attempts with their outcomes, a batch at a time.
 */
type Executor = Pick<Db, 'execute' | 'transaction'>

export type ClaimedDelivery = {
  id: string
  workspaceId: string
  eventType: WebhookEventType
  body: string
  attempts: number
  url: string
  secret: string
  retiredSecrets: RetiredSecret[]
}

/**
 * The due deliveries to claim, taking turns between accounts (decision 0048, per account since issue 43 §5):
 * the account that created a workspace owns its deliveries (a workspace whose creator is gone is its own
 * account). Each account with due work offers its oldest due deliveries, at most SENDING_PER_ACCOUNT less those
 * it has under way on any instance, across all its workspaces, and every account's first goes before any
 * account's second. One tenant's slow or failing receivers so hold at most SENDING_PER_ACCOUNT of the
 * sender's slots, however many workspaces it opens. Read by index, per account with due work.
 */
function fairDue(limit: number) {
  return sql`
    select d.id from webhook_deliveries d
    join (
      select turn.id, turn.rank, due.account from (
        select distinct coalesce(w.created_by, w.id::text) as account from workspaces w
        where exists (
          select 1 from webhook_deliveries x
          where x.workspace_id = w.id and x.status = 'pending' and x.next_attempt_at <= now())
      ) due
      cross join lateral (
        select x.id, row_number() over (order by x.next_attempt_at) as rank
        from webhook_deliveries x join workspaces w on w.id = x.workspace_id
        where coalesce(w.created_by, w.id::text) = due.account
          and x.status = 'pending' and x.next_attempt_at <= now()
        order by x.next_attempt_at limit ${SENDING_PER_ACCOUNT}) turn
    ) offered on offered.id = d.id
    left join (
      select coalesce(w.created_by, w.id::text) as account, count(*) as sending
      from webhook_deliveries s join workspaces w on w.id = s.workspace_id
      where s.status = 'sending' and s.locked_until >= now() group by 1
    ) busy on busy.account = offered.account
    where d.status = 'pending' and d.next_attempt_at <= now()
      and offered.rank + coalesce(busy.sending, 0) <= ${SENDING_PER_ACCOUNT}
    order by offered.rank, d.next_attempt_at
    limit ${limit} for update of d skip locked`
}

/**
 * Claims due deliveries for `leaseSeconds`, counting the attempt (the shared claim, `claimDueRows`, with
 * accounts taking turns), with their endpoints' addresses and secrets. The lease outlasts the receiver's
 * deadline, so it needs no renewal.
 */
export async function claimDueDeliveries(db: Executor, limit: number, leaseSeconds: number) {
  const result = await db.execute(sql`
    with ${claimDueRows(webhookDeliveries, limit, leaseSeconds, fairDue(limit))}
    select claimed.id, claimed.workspace_id as "workspaceId", claimed.event_type as "eventType", claimed.body,
      claimed.attempts, e.url, e.secret, e.retired_secrets as "retiredSecrets"
    from claimed join webhook_endpoints e on e.id = claimed.endpoint_id`)
  return rowsOf<ClaimedDelivery>(result).map((row) => ({
    ...row,
    attempts: Number(row.attempts),
    // node-postgres parses jsonb; PGlite's execute may hand it over as text.
    retiredSecrets:
      typeof row.retiredSecrets === 'string' ? JSON.parse(row.retiredSecrets) : row.retiredSecrets,
  }))
}

type Next = { status: 'delivered' } | { status: 'pending'; delaySeconds: number } | { status: 'failed' }

/** One attempt's outcome and where it moves its delivery; `onFailed` runs in the transaction when it gave up. */
export type AttemptRecord = {
  delivery: Pick<ClaimedDelivery, 'id' | 'workspaceId' | 'attempts'>
  outcome: AttemptOutcome
  next: Next
  onFailed?: (tx: Pick<Db, 'select' | 'insert' | 'update' | 'execute'>) => Promise<void>
}

/**
 * Logs a batch of attempts and moves their deliveries on in one statement (docs/decisions/0039): a statement
 * and a commit per attempt took PGlite's one connection from the visitors' leads. A delivery deleted with
 * its endpoint meanwhile is skipped. The statement runs in a transaction with the `onFailed` work when a
 * delivery of the batch gave up.
 */
export async function recordAttempts(db: Executor, records: AttemptRecord[]) {
  if (records.length === 0) return
  const rows = records.map(({ delivery, outcome, next }) => {
    const delay = next.status === 'pending' ? next.delaySeconds : 0
    return sql`(${delivery.id}, ${delivery.workspaceId}::uuid, ${delivery.attempts}::int, ${next.status},
      ${outcome.statusCode}::int, ${outcome.latencyMs}::int, ${outcome.response}, ${delay}::float8)`
  })
  const statement = sql`
    with outcome (id, workspace_id, attempt, status, status_code, latency_ms, response, delay) as (
      values ${sql.join(rows, sql`, `)}),
    moved as (
      update webhook_deliveries d set status = o.status, locked_until = null,
        last_status_code = o.status_code, last_latency_ms = o.latency_ms, last_response = o.response,
        delivered_at = case when o.status = 'delivered' then now() else d.delivered_at end,
        next_attempt_at = case when o.status = 'pending'
          then now() + make_interval(secs => o.delay) else d.next_attempt_at end
      from outcome o where d.id = o.id
      returning d.id)
    insert into ${webhookAttempts} (delivery_id, workspace_id, attempt, status_code, latency_ms, response)
    select o.id, o.workspace_id, o.attempt, o.status_code, o.latency_ms, o.response
    from outcome o join moved on moved.id = o.id`
  const failed = records.filter((record) => record.next.status === 'failed')
  if (failed.length === 0) {
    await db.execute(statement)
    return
  }
  await db.transaction(async (tx) => {
    await tx.execute(statement)
    for (const record of failed) await record.onFailed?.(tx)
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
  if (rowsOf(result).length === 0) return false
  wakeAfterCommit(db, 'webhooks')
  return true
}
