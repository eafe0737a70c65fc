import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * The claim of the mail outbox and of webhook deliveries, whose tables share `status`, `next_attempt_at`,
 * `locked_until` and `attempts`: the CTEs `due`, `expired` and `claimed`, to follow with a select from
 * `claimed`. It claims up to `limit` rows for `leaseSeconds`, counting the attempt: pending ones whose time
 * has come, and sending ones whose lease ran out (their worker died). SKIP LOCKED keeps two instances off
 * the same row. No ORDER BY (decision 0039): sorting read every due row, so a claim cost as much as the
 * backlog of a burst of leads (PGlite never analyses its tables and always took that plan). Due rows all
 * go out, in about the order they were written. `due` may choose the pending rows otherwise (webhooks take
 * turns between workspaces, decision 0048); it must lock what it selects, with SKIP LOCKED.
 */
export function claimDueRows(
  table: PgTable,
  limit: number,
  leaseSeconds: number,
  due: SQL = sql`select id from ${table} where status = 'pending' and next_attempt_at <= now()
    limit ${limit} for update skip locked`,
) {
  return sql`
    due as (${due}),
    expired as (
      select id from ${table} where status = 'sending' and locked_until < now()
      limit ${limit} for update skip locked),
    claimed as (
      update ${table} set status = 'sending', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseSeconds})
      where id in (select id from (select id from due union all select id from expired) as claimable
        limit ${limit})
      returning *)`
}
