import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createContactMessage } from '~/lib/contact/messages.server'
import { rowsOf } from '~/lib/rate-limit.server'
import { queueCreatedLeads } from '~/lib/webhooks/enqueue.server'
import { createServices, type RunningServices } from '../../server/services'
import { databaseKinds, openTestDatabase } from '../support/database'
import { cheapPasswordHasher } from '../support/password-hasher'
import { testConfig } from '../support/services'
import { startWebhookReceiver } from '../support/webhook-receiver'
import { addEndpoint, submitLeadFor, waitFor, webhookTestEnv, workspaceTakingLeads } from './webhook-support'
import { signedIn } from './workspace-support'

/*
 * A server killed while it sends leaves its claims behind: an e-mail and a webhook marked 'sending', leased to
 * a process that is gone. On PGlite one process owns the data directory, so the next start frees them at once
 * (server/services.ts); on PostgreSQL another instance may be sending them, so they wait for their lease.
 * The leases here run for an hour: what the start does not free is not sent during the test.
 */
const leaseLeftByTheDeadProcess = sql`now() + interval '1 hour'`

type Row = { status: string; locked_until: unknown }

describe.each(databaseKinds)('claims left by a server that died, on %s', (kind) => {
  const closers: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const close of closers.reverse()) await close()
  })

  it(
    kind === 'pglite'
      ? 'are sent after the next start, without waiting for their lease'
      : 'are left to their lease, since another instance may be sending them',
    async () => {
      const receiver = await startWebhookReceiver()
      closers.push(() => receiver.close())
      const database = await openTestDatabase(kind)
      closers.push(() => database.close())
      const config = testConfig(webhookTestEnv)
      const start = () =>
        createServices(
          config,
          { ...database, close: async () => {} },
          { passwordHasher: cheapPasswordHasher },
        )

      // The first run: a workspace with an endpoint, then its workers stop, as a process killed mid-send.
      const first = await start()
      const alice = await signedIn(first, 'alice@example.com')
      const bank = await workspaceTakingLeads(first, alice, 'Alpha Bank')
      const endpoint = await addEndpoint(first, bank.workspaceId, alice, receiver.url('/crm'), [
        'lead.created',
      ])
      await first.webhooks.stop()
      await first.worker.stop()
      const lead = await submitLeadFor(first, bank.publicId)
      const message = await createContactMessage(first.db, {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        company: undefined,
        message: 'Sent by the server that died.',
      })
      // What the dead process's workers had done: queued the lead's delivery, then claimed it and the e-mail.
      await first.db.transaction((tx) => queueCreatedLeads(tx, { leadIds: [lead] }))
      const claimedMail = await first.db.execute(sql`
        update outbox set status = 'sending', attempts = 1, locked_until = ${leaseLeftByTheDeadProcess}
        where kind = 'contact' and ref = ${message.id} returning id`)
      const claimedDelivery = await first.db.execute(sql`
        update webhook_deliveries set status = 'sending', attempts = 1, locked_until = ${leaseLeftByTheDeadProcess}
        where endpoint_id = ${endpoint.id}::uuid returning id`)
      expect([rowsOf(claimedMail).length, rowsOf(claimedDelivery).length]).toEqual([1, 1])
      await first.close()

      const second: RunningServices = await start()
      closers.push(() => second.close())
      const mail = async () =>
        rowsOf<Row>(
          await second.db.execute(
            sql`select status, locked_until from outbox where kind = 'contact' and ref = ${message.id}`,
          ),
        )[0]!
      const delivery = async () =>
        rowsOf<Row>(
          await second.db.execute(
            sql`select status, locked_until from webhook_deliveries where endpoint_id = ${endpoint.id}::uuid`,
          ),
        )[0]!

      if (kind === 'pglite') {
        await waitFor(async () => (await mail()).status === 'sent')
        const files = fs.readdirSync(path.join(config.dataDir, 'outbox'))
        const sent = files.map((file) => fs.readFileSync(path.join(config.dataDir, 'outbox', file), 'utf8'))
        expect(sent.filter((eml) => eml.includes('Sent by the server that died.'))).toHaveLength(1)
        await waitFor(() => receiver.received.length > 0)
        expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
          type: 'lead.created',
          data: { lead: { id: lead } },
        })
        await waitFor(async () => (await delivery()).status === 'delivered')
      } else {
        expect(await mail()).toMatchObject({ status: 'sending', locked_until: expect.anything() })
        expect(await delivery()).toMatchObject({ status: 'sending', locked_until: expect.anything() })
        expect(receiver.received).toEqual([])
      }
    },
  )
})
