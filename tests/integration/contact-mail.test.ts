import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { retryNotification } from '~/lib/admin/messages.server'
import { rowsOf } from '~/lib/rate-limit.server'
import { action as pageAction } from '~/routes/_site/contact-us'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import type { RunningServices } from '../../server/services'
import { startOutboxWorker, type OutboxWorker } from '~/lib/outbox/worker.server'
import { freePort } from '../support/ports'
import { startSmtpServer, waitFor } from './contact-smtp'

const owner = 'owner@brightline.test'

function formPost(fields: Record<string, string>) {
  return new Request('http://localhost/contact-us', { method: 'POST', body: new URLSearchParams(fields) })
}

const visitor = (email: string) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  company: 'Navy <Labs> & Co',
  message: 'We need a CD calculator.\nAnd a retirement planner, <b>soon</b>.',
})

async function notification(services: RunningServices, email: string) {
  const rows = rowsOf<{ status: string; attempts: number; last_error: string | null; sent_at: unknown }>(
    await services.db.execute(sql`
      select n.status, n.attempts, n.last_error, n.sent_at from outbox n
      join contact_messages m on n.kind = 'contact' and n.ref = m.id::text where m.email = ${email}`),
  )
  return rows[0]
}

describe.each(databaseKinds)('e-mailing the owner on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let services: RunningServices
  const workers: OutboxWorker[] = []
  const submit = async (fields: Record<string, string>) =>
    (await pageAction({
      request: formPost(fields),
      params: {},
      context: routeContext(services),
    } as never)) as unknown as {
      data: { ok: boolean }
    }

  beforeAll(async () => {
    smtp = await startSmtpServer()
    services = await createTestServices(kind, {
      SMTP_URL: smtp.url,
      CONTACT_TO: owner,
      RATE_LIMIT_CONTACT: '0',
    })
  })
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()))
  })
  afterAll(async () => {
    await services.close()
    await smtp.close()
  })

  test('the worker e-mails the owner every field, with the visitor as Reply-To and no mail to the visitor', async () => {
    const fields = visitor('grace@example.com')
    expect((await submit(fields)).data).toEqual({ ok: true })
    await waitFor(() => smtp.received.some(({ mail }) => mail.replyTo?.value[0]?.address === fields.email))
    const { mail, rcptTo } = smtp.received.find(
      ({ mail }) => mail.replyTo?.value[0]?.address === fields.email,
    )!
    expect(rcptTo).toEqual([owner])
    expect(mail.to).toMatchObject({ value: [{ address: owner }] })
    expect(mail.subject).toBe('New contact message')
    expect(mail.replyTo?.value).toEqual([{ address: 'grace@example.com', name: 'Grace Hopper' }])
    for (const value of Object.values(fields)) expect(mail.text).toContain(value)
    expect(mail.html).toContain('Navy &lt;Labs&gt; &amp; Co')
    expect(mail.html).toContain('And a retirement planner, &lt;b&gt;soon&lt;/b&gt;.')
    expect(mail.html).not.toContain('<b>soon</b>')
    await waitFor(async () => (await notification(services, fields.email))?.status === 'sent')
  })

  test('several workers on one database send each message exactly once', async () => {
    await services.worker.stop()
    const before = smtp.received.length
    const emails = Array.from({ length: 25 }, (_, i) => `crowd-${i}@example.com`)
    for (const email of emails) expect((await submit(visitor(email))).data).toEqual({ ok: true })
    for (let i = 0; i < 3; i++) {
      workers.push(
        startOutboxWorker({ db: services.db, mailer: services.mailer, config: services.config, pollMs: 20 }),
      )
    }
    await waitFor(() => smtp.received.length - before >= emails.length, 20_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const delivered = smtp.received.slice(before).map(({ mail }) => mail.replyTo?.value[0]?.address)
    expect(delivered.toSorted()).toEqual(emails.toSorted())
  })
})

describe.each(databaseKinds)('when the mail server is down on %s', (kind) => {
  let services: RunningServices
  let port: number
  const workers: OutboxWorker[] = []
  const submit = async (fields: Record<string, string>) =>
    (await pageAction({
      request: formPost(fields),
      params: {},
      context: routeContext(services),
    } as never)) as unknown as {
      data: { ok: boolean }
    }

  beforeAll(async () => {
    port = await freePort()
    services = await createTestServices(kind, { SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_TO: owner })
    // The same worker with retries in milliseconds instead of minutes.
    await services.worker.stop()
  })
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()))
  })
  afterAll(() => services.close())

  test('the visitor still sees success, and the e-mail arrives once, after SMTP is back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const worker = startOutboxWorker({ ...services, retryBaseMs: 100, retryCapMs: 400, pollMs: 50 })
    workers.push(worker)
    const email = 'outage@example.com'
    expect((await submit(visitor(email))).data).toEqual({ ok: true })
    await waitFor(async () => ((await notification(services, email))?.attempts ?? 0) >= 2)
    expect(await notification(services, email)).toMatchObject({
      status: expect.stringMatching(/pending|sending/),
    })
    expect((await notification(services, email))?.last_error).toMatch(/ECONNREFUSED/)

    const smtp = await startSmtpServer(port)
    try {
      await waitFor(() => smtp.received.length > 0)
      await waitFor(async () => (await notification(services, email))?.status === 'sent')
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(smtp.received.map(({ mail }) => mail.replyTo?.value[0]?.address)).toEqual([email])
    } finally {
      await smtp.close()
    }
  })

  test('after the last attempt the row is marked failed, and an admin can send it again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const worker = startOutboxWorker({
      ...services,
      retryBaseMs: 20,
      retryCapMs: 40,
      pollMs: 30,
      maxAttempts: 3,
    })
    workers.push(worker)
    const email = 'given-up@example.com'
    await submit(visitor(email))
    await waitFor(async () => (await notification(services, email))?.status === 'failed')
    expect(await notification(services, email)).toMatchObject({
      attempts: 3,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    })
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/failed 3 times, giving up/))

    const smtp = await startSmtpServer(port)
    try {
      const [message] = rowsOf<{ id: string }>(
        await services.db.execute(sql`select id from contact_messages where email = ${email}`),
      )
      expect(await retryNotification(services.db, message!.id)).toBe(true)
      worker.wake()
      await waitFor(async () => (await notification(services, email))?.status === 'sent')
      expect(smtp.received.map(({ mail }) => mail.replyTo?.value[0]?.address)).toEqual([email])
    } finally {
      await smtp.close()
    }
  })
})
