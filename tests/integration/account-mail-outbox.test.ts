import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { outbox } from '~/db/schema'
import { startOutboxWorker, type OutboxWorker } from '~/lib/outbox/worker.server'
import { action as authAction } from '~/routes/_site/auth'
import { action as forgotAction } from '~/routes/_site/auth-forgot-password'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { formRequest, startMailCatcher } from './auth-support'

const origin = 'http://localhost:3000'
type Handler = (args: never) => unknown
const call = (handler: Handler, path: string, fields: Record<string, string>, services: RunningServices) =>
  handler({
    request: formRequest(`${origin}${path}`, fields),
    params: {},
    context: routeContext(services, `192.0.2.${Math.floor(Math.random() * 250)}`),
  } as never)

describe.each(databaseKinds)('account mails through the outbox on %s', (kind) => {
  let services: RunningServices
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  let worker: OutboxWorker | undefined

  beforeAll(async () => {
    mail = await startMailCatcher()
    services = await createTestServices(kind, { SMTP_URL: mail.url })
  })
  afterAll(async () => {
    await worker?.stop()
    await services?.close()
    await mail?.close()
  })

  const queued = (to: string) =>
    services.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'account-mail'), sql`${outbox.payload}->>'to' = ${to}`))

  it('"Forgot password?" answers without talking to the mail server, for a known and an unknown address alike', async () => {
    // No worker: a mail sent during the request would reach the mailer now.
    await services.worker.stop()
    const send = vi.spyOn(services.mailer, 'send')
    await call(
      authAction,
      '/auth',
      { intent: 'sign-up', email: 'known@example.com', password: 'a long enough pass' },
      services,
    )
    const known = await call(forgotAction, '/auth/forgot-password', { email: 'known@example.com' }, services)
    const unknown = await call(
      forgotAction,
      '/auth/forgot-password',
      { email: 'nobody@example.com' },
      services,
    )
    expect(known).toEqual({ ok: true })
    expect(unknown).toEqual({ ok: true })
    expect(send).not.toHaveBeenCalled()
    const templates = (await queued('known@example.com')).map(
      ({ payload }) => (payload as { template: string }).template,
    )
    expect(templates.sort()).toEqual(['password-reset', 'verification'])
    expect(await queued('nobody@example.com')).toEqual([])
    send.mockRestore()

    worker = startOutboxWorker({ db: services.db, mailer: services.mailer, config: services.config })
    await expect
      .poll(() => mail.received.map((received) => received.subject).sort())
      .toEqual(['Reset your password', 'Verify your e-mail address'])
  })
})
