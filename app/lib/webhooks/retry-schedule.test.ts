import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { loadConfig } from '~/lib/env.server'
import { retryDelayMs } from '~/lib/poll-loop.server'

test('by default a delivery is retried for at least 24 hours before it is marked failed', () => {
  const { webhooks } = loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-schedule-')) })
  expect(webhooks).toMatchObject({ allowHttp: false, allowPrivate: false, timeoutMs: 10_000 })
  const delays = Array.from({ length: webhooks.maxAttempts - 1 }, (_, i) =>
    retryDelayMs(i + 1, webhooks.retryBaseMs, webhooks.retryCapMs),
  )
  expect(delays.slice(0, 3)).toEqual([30_000, 60_000, 120_000])
  expect(Math.max(...delays)).toBe(3_600_000)
  const total = delays.reduce((sum, delay) => sum + delay, 0)
  expect(total).toBeGreaterThanOrEqual(24 * 3_600_000)
  expect(total).toBeLessThan(25 * 3_600_000)
})
