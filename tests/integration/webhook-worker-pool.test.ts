import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startWebhookWorker } from '~/lib/webhooks/worker.server'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { addEndpoint, submitLeadFor, webhookTestEnv, workspaceTakingLeads } from './webhook-support'
import { signedIn } from './workspace-support'

/*
 * Decision 0095: a commit that queues deliveries wakes the webhook worker, its own pass's among them. A wake
 * that comes during a pass which ends with every slot of the pool taken must not leave the loop running pass
 * after empty pass until a delivery ends (that delivery wakes it anyway). The clock is held and run ahead, so
 * the passes are counted, not timed.
 */
describe.each(databaseKinds)('the webhook worker with a full pool, on %s', (kind) => {
  let services: RunningServices
  let server: http.Server
  const held: http.ServerResponse[] = []
  let url = ''

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => held.push(res))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/held`
    services = await createTestServices(kind, webhookTestEnv)
  })
  afterAll(async () => {
    vi.useRealTimers()
    for (const res of held) if (!res.writableEnded) res.end('ok')
    await services?.close()
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  })

  it('ends a pass that filled the pool with no wake standing, so the next waits for a slot to free', async () => {
    const alice = await signedIn(services, 'alice@example.com')
    const a = await workspaceTakingLeads(services, alice, 'Alpha Bank')
    await addEndpoint(services, a.workspaceId, alice, url, ['lead.created'])
    // Only this test's worker runs a poll loop now (each is counted by its timers below).
    await services.webhooks.stop()
    await services.worker.stop()
    await submitLeadFor(services, a.publicId, 'Fay First')
    await submitLeadFor(services, a.publicId, 'Sid Second')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const scheduled = vi.spyOn(globalThis, 'setTimeout')
    const passesAtOnce = () => scheduled.mock.calls.filter(([run, delay]) => run.name === 'run' && !delay)
    // Once: restoring the spy a second time puts the fake setTimeout back (Vitest does so after the file's last
    // hook; the setup file gives the next file real timers again, tests/support/real-timers.ts).
    let clockHeld = true
    const releaseClock = () => {
      if (!clockHeld) return
      clockHeld = false
      scheduled.mockRestore()
      vi.useRealTimers()
    }
    const worker = startWebhookWorker({
      db: services.db,
      ...services.config.webhooks,
      concurrency: 1,
      pollMs: 3_600_000,
      // vi.waitFor runs a held clock ahead at each check: no attempt's deadline may fall due meanwhile.
      timeoutMs: 3_600_000,
    })
    try {
      await vi.advanceTimersByTimeAsync(0)
      // Its first pass queues the first lead's delivery (that commit wakes it, during the pass) and sends it;
      // the receiver holds it, so the pool of one is full.
      await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 20_000 })
      await vi.advanceTimersByTimeAsync(50)
      // The start's pass only; a wake left standing would have added one at every turn of the clock.
      expect(passesAtOnce()).toHaveLength(1)
      releaseClock()
      held[0]!.end('ok')
      // The slot is free: the delivery's end wakes the worker, and the second lead's delivery goes out.
      await vi.waitFor(() => expect(held).toHaveLength(2), { timeout: 20_000 })
      held[1]!.end('ok')
    } finally {
      releaseClock()
      await worker.stop()
    }
  })
})
