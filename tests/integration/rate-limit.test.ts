import { Redis } from 'ioredis'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDbRateLimiter, createRedisRateLimiter } from '~/lib/rate-limit.server'
import { databaseKinds, openTestDatabase } from '../support/database'
import { openDatabase, type Database } from '~/db/client.server'

describe.each(databaseKinds)('rate limits in the database (%s)', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.close())

  it('allows the limit in a minute, then refuses with a retry delay', async () => {
    const limiter = createDbRateLimiter(database.db)
    const results = []
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('contact:198.51.100.1', 3))
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0)
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await limiter.hit('contact:198.51.100.2', 3)).allowed).toBe(true)
  })

  it('does not limit when the limit is 0', async () => {
    const limiter = createDbRateLimiter(database.db)
    for (let i = 0; i < 5; i++) expect((await limiter.hit('off', 0)).allowed).toBe(true)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('rate limits shared by two instances on one PostgreSQL', () => {
  it('holds across both instances', async () => {
    const first = await openTestDatabase('postgres')
    // A second pool on the same database stands for a second server instance.
    const second = await openDatabase({ databaseUrl: first.url! })
    try {
      const a = createDbRateLimiter(first.db)
      const b = createDbRateLimiter(second.db)
      const answers = []
      for (let i = 0; i < 6; i++) answers.push((await (i % 2 ? b : a).hit('auth:203.0.113.9', 4)).allowed)
      expect(answers).toEqual([true, true, true, true, false, false])
    } finally {
      await second.close()
      await first.close()
    }
  })
})

describe.runIf(process.env.TEST_REDIS_URL)('rate limits in Redis', () => {
  it('allows the limit in a minute, then refuses', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!)
    try {
      const limiter = createRedisRateLimiter(redis)
      const key = `test:${randomUUID()}`
      const answers = []
      for (let i = 0; i < 3; i++) answers.push(await limiter.hit(key, 2))
      expect(answers.map((answer) => answer.allowed)).toEqual([true, true, false])
      expect(answers[2]!.retryAfterSeconds).toBeGreaterThan(0)
      expect(await redis.ttl(`ratelimit:${key}`)).toBeGreaterThan(0)
    } finally {
      redis.disconnect()
    }
  })
})
