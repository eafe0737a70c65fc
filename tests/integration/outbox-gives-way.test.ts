import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Mail } from '~/lib/mailer.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue } from '~/lib/outbox/store.server'
import { startOutboxWorker } from '~/lib/outbox/worker.server'
import { z } from '~/lib/zod'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { waitFor } from './contact-smtp'

const note = defineOutboxKind<{ n: number }>({
  name: 'test-note',
  label: 'Test note',
  payload: z.object({ n: z.number() }),
  render: ({ n }) => ({ to: 'owner@example.com', subject: `Note ${n}`, text: 'x', html: '<p>x</p>' }),
})

describe.each(databaseKinds)('the outbox worker on %s', (kind) => {
  let services: RunningServices

  beforeAll(async () => {
    services = await createTestServices(kind)
    await services.worker.stop() // this test's own worker sends the test kind
  })
  afterAll(async () => {
    await services.close()
  })

  test('while requests are answered, sends a batch at most every 200 ms, then the rest at once', async () => {
    const sentAt: number[] = []
    const mailer = {
      send: async (_mail: Mail) => void sentAt.push(performance.now()),
      forget: () => {},
      close: () => {},
    }
    await enqueue(
      services.db,
      note,
      Array.from({ length: 100 }, (_, n) => ({ ref: `note-${n}`, payload: { n } })),
    )
    let busy = true
    const startedAt = performance.now()
    const worker = startOutboxWorker({
      db: services.db,
      mailer,
      config: services.config,
      kinds: [note],
      isBusy: () => busy,
    })
    try {
      // The first batch goes at once, busy or not (nothing waits for a quiet moment)…
      await waitFor(() => sentAt.length >= 10, 60_000)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      busy = false
      const quietAt = performance.now()
      // …then one batch of 10 every 200 ms at most: the (10k+1)th mail no sooner than 200k ms after the start.
      // A slow machine only sends later, so this holds however busy it is.
      const early = sentAt
        .filter((at) => at < quietAt)
        .flatMap((at, i) => (at - startedAt < Math.floor(i / 10) * 200 ? [`mail ${i + 1}`] : []))
      expect(early).toEqual([])
      // Once the requests are answered, the rest goes at once.
      await waitFor(() => sentAt.length === 100, 60_000)
    } finally {
      await worker.stop()
    }
    // Its two waits allow a minute each on a loaded machine (1.2 s on a quiet one): Vitest's 30 s cut them short
    // at load 15 (2026-11-29).
  }, 180_000)
})
