import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '~/db/client.server'
import { outbox } from '~/db/schema'
import { change } from '~/lib/events/emit.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue, retryFailed } from '~/lib/outbox/store.server'
import { wakeOn, type WorkerName } from '~/lib/worker-wake.server'
import { z } from '~/lib/zod'
import { action as leadsAction } from '~/routes/workspace/leads'
import type { RunningServices } from '../../server/services'
import { databaseKinds, openTestDatabase } from '../support/database'
import { type startWebhookReceiver } from '../support/webhook-receiver'
import { type startMailCatcher } from './auth-support'
import {
  integrations,
  setUpWebhookWorld,
  submitLeadFor,
  waitFor,
  type workspaceTakingLeads,
} from './webhook-support'
import { act } from './workspace-support'

/*
 * Issue 47 §3, decision 0095: queueing work wakes its worker once, after the commit that makes the row visible
 * (a worker woken before it finds nothing and sleeps until its poll), never after a rollback, and only the
 * workers of the instance whose database it is. No caller wakes a worker.
 */
const probe = defineOutboxKind<{ n: number }>({
  name: 'wake-probe',
  label: 'Wake probe',
  payload: z.object({ n: z.number() }),
  render: () => ({ to: 'nobody@example.com', subject: 'probe', text: 'probe', html: '<p>probe</p>' }),
})

let refs = 0
const entry = () => ({ ref: `probe-${++refs}`, payload: { n: refs } })

/** Records each wake of `worker` on `db`, with how many of `ref`'s outbox rows the database showed then. */
function watch(db: Db, worker: WorkerName) {
  const wakes: string[] = []
  const seen: number[] = []
  let ref = ''
  const stop = wakeOn(db, worker, () => {
    wakes.push(worker)
    // Read through the database, not the transaction: only a committed row is seen (on PostgreSQL, another
    // connection of the pool).
    void db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.ref, ref))
      .then((rows) => seen.push(rows.length))
  })
  return {
    wakes,
    seen,
    stop,
    expecting(next: string) {
      ref = next
    },
  }
}

describe.each(databaseKinds)('worker wake-ups after the commit, on %s', (kind) => {
  let database: Database
  let other: Database
  let watching: ReturnType<typeof watch>[] = []

  beforeAll(async () => {
    ;[database, other] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)])
  })
  afterEach(() => {
    for (const watched of watching) watched.stop()
    watching = []
  })
  afterAll(async () => {
    await database?.close()
    await other?.close()
  })
  const watched = (db: Db, worker: WorkerName) => {
    const watcher = watch(db, worker)
    watching.push(watcher)
    return watcher
  }

  it('wakes the outbox worker once, after the commit, and it then finds the mail', async () => {
    const outboxWakes = watched(database.db, 'outbox')
    const webhookWakes = watched(database.db, 'webhooks')
    const first = entry()
    outboxWakes.expecting(first.ref)
    await database.db.transaction(async (tx) => {
      await enqueue(tx, probe, [first])
      await enqueue(tx, probe, [entry()])
      expect(outboxWakes.wakes).toEqual([])
    })
    expect(outboxWakes.wakes).toEqual(['outbox'])
    await expect.poll(() => outboxWakes.seen).toEqual([1])
    expect(webhookWakes.wakes).toEqual([])
  })

  it('wakes nothing when the transaction is rolled back', async () => {
    const wakes = watched(database.db, 'outbox')
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, probe, [entry()])
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(wakes.wakes).toEqual([])
  })

  it('wakes after the outermost commit, and not for a savepoint rolled back', async () => {
    const wakes = watched(database.db, 'outbox')
    await change(database.db, async (tx) => {
      // A transaction used as a database (a confirmed control change): its own transaction is a savepoint.
      await change(tx as unknown as Db, (savepoint) => enqueue(savepoint, probe, [entry()]))
      expect(wakes.wakes).toEqual([])
    })
    expect(wakes.wakes).toEqual(['outbox'])

    wakes.wakes.length = 0
    await change(database.db, async (tx) => {
      await expect(
        change(tx as unknown as Db, async (savepoint) => {
          await enqueue(savepoint, probe, [entry()])
          throw new Error('savepoint rolled back')
        }),
      ).rejects.toThrow('savepoint rolled back')
    })
    expect(wakes.wakes).toEqual([])
  })

  it('wakes right after the statement outside a transaction (autocommit)', async () => {
    const wakes = watched(database.db, 'outbox')
    const mail = entry()
    wakes.expecting(mail.ref)
    await enqueue(database.db, probe, [mail])
    expect(wakes.wakes).toEqual(['outbox'])
    await expect.poll(() => wakes.seen).toEqual([1])
    // The admin's retry of a failed mail queues it again, and wakes the worker too.
    await database.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.ref, mail.ref))
    expect(await retryFailed(database.db, probe, mail.ref)).toBe(true)
    expect(wakes.wakes).toEqual(['outbox', 'outbox'])
  })

  it('wakes only the workers of the instance whose database it is, and no worker that stopped', async () => {
    const here = watched(database.db, 'outbox')
    const there = watched(other.db, 'outbox')
    await database.db.transaction((tx) => enqueue(tx, probe, [entry()]))
    expect(here.wakes).toEqual(['outbox'])
    expect(there.wakes).toEqual([])
    there.stop()
    await enqueue(other.db, probe, [entry()])
    expect(there.wakes).toEqual([])
  })
})

describe.each(databaseKinds)('a lead and its follow-ups, with no caller waking a worker, on %s', (kind) => {
  let world: Awaited<ReturnType<typeof setUpWebhookWorld>>
  let services: RunningServices
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  let alice: string
  let a: Awaited<ReturnType<typeof workspaceTakingLeads>>
  let endpoint: { id: string }
  const woken: WorkerName[] = []
  const stops: (() => void)[] = []

  beforeAll(async () => {
    world = await setUpWebhookWorld(kind)
    ;({ mail, receiver, services, alice, a, endpoint } = world)
    for (const worker of ['outbox', 'webhooks'] as const)
      stops.push(wakeOn(services.db, worker, () => woken.push(worker)))
  })
  afterAll(async () => {
    for (const stop of stops) stop()
    await world?.close()
  })

  it("wakes the outbox and webhook workers with the lead's commit; its e-mail and webhook go out", async () => {
    woken.length = 0
    const leadId = await submitLeadFor(services, a.publicId)
    // By the time the visitor is answered: the commit woke both (the webhook worker may since have queued the
    // lead's deliveries, which wakes it again).
    expect(woken).toContain('outbox')
    expect(woken).toContain('webhooks')
    await waitFor(() =>
      mail.received.find((sent) => !Array.isArray(sent.to) && sent.to?.text.includes('officer@bank.example')),
    )
    await waitFor(() => receiver.received.find((hook) => hook.path === '/crm' && hook.body.includes(leadId)))

    woken.length = 0
    const changed = await act(
      services,
      leadsAction,
      `/workspace/${a.workspaceId}/leads`,
      { workspaceId: a.workspaceId },
      { leadId, status: 'contacted' },
      alice,
    )
    expect(changed.status).toBe(200)
    expect(woken).toContain('webhooks')
  })

  it('wakes the webhook worker for a test event queued by its owner', async () => {
    woken.length = 0
    const answer = await integrations(
      services,
      a.workspaceId,
      { intent: 'test', endpointId: endpoint.id },
      alice,
    )
    expect(answer.status).toBe(200)
    expect(woken).toContain('webhooks')
    await waitFor(() => receiver.received.find((hook) => hook.body.includes('"webhook.test"')))
  })
})
