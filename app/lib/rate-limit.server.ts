import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

export type RateLimiter = {
  /** Counts one hit on `key`; `limit` hits a window (a minute unless told) are allowed, 0 means no limit. */
  hit: (key: string, limit: number, windowSeconds?: number) => Promise<RateLimitResult>
  /** Forgets `key`'s count (a right two-factor code clears the wrong ones before it). */
  reset: (key: string) => Promise<void>
}

const minute = 60

/**
 * Fixed windows (one minute by default) kept in the database, so that every instance on one PostgreSQL
 * shares them.
 */
export function createDbRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowSeconds = minute) {
      if (limit <= 0) return { allowed: true, remaining: Infinity, retryAfterSeconds: 0 }
      const result = await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now()
            then now() + make_interval(secs => ${windowSeconds}) else rate_limits.reset_at end
        returning count, reset_at`)
      const row = rowsOf<{ count: number; reset_at: string | Date }>(result)[0]!
      const resetAt = new Date(row.reset_at).getTime()
      const count = Number(row.count)
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      }
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`)
    },
  }
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

type RedisLike = {
  eval: (script: string, keys: number, ...args: Array<string | number>) => Promise<unknown>
  del: (key: string) => Promise<unknown>
}

// INCR and the first EXPIRE in one step, so a crash between them cannot leave a key without expiry.
const redisHitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('TTL', KEYS[1]) }`

/** The same fixed windows kept in Redis (REDIS_URL), for deployments that already run one. */
export function createRedisRateLimiter(redis: RedisLike): RateLimiter {
  return {
    async hit(key, limit, windowSeconds = minute) {
      if (limit <= 0) return { allowed: true, remaining: Infinity, retryAfterSeconds: 0 }
      const [count, ttl] = (await redis.eval(redisHitScript, 1, `ratelimit:${key}`, windowSeconds)) as [
        number,
        number,
      ]
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, ttl),
      }
    },
    async reset(key) {
      await redis.del(`ratelimit:${key}`)
    },
  }
}
