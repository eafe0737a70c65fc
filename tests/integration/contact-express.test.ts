import type { AddressInfo } from 'node:net'
import express from 'express'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rowsOf } from '~/lib/rate-limit.server'
import { contactApiRoute } from '../../server/contact-api'
import { requestGuard } from '../../server/request-guard'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'express@example.com',
  company: 'Analytical Engines',
  message: 'I would like loan calculators on our site.',
}

// The production server answers the JSON API from Express, ahead of React Router, after its request guard.
describe.each(databaseKinds)('POST /api/send-contact-email through Express on %s', (kind) => {
  let services: RunningServices
  let server: ReturnType<express.Express['listen']>
  let url: string

  beforeAll(async () => {
    services = await createTestServices(kind)
    await services.worker.stop()
    const app = express()
    app.use(requestGuard())
    app.all(
      '/api/send-contact-email',
      contactApiRoute(() => services),
    )
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/send-contact-email`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await services.close()
  })

  const post = (body: BodyInit, contentType = 'application/json') =>
    fetch(url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': contentType },
      duplex: 'half',
    } as RequestInit)

  test('a valid message is stored and answered 201 with its id', async () => {
    const response = await post(JSON.stringify(valid))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const rows = rowsOf<{ email: string }>(
      await services.db.execute(sql`select email from contact_messages where id = ${id}`),
    )
    expect(rows).toEqual([{ email: valid.email }])
  })

  test('bad input gets a 4xx with its reason, a body over 64 KB a 413 however it is sent', async () => {
    expect((await post('{"firstName":')).status).toBe(400)
    expect(await (await post(JSON.stringify({ ...valid, email: 'x' }))).json()).toEqual({
      errors: { email: 'Please enter a valid email address' },
    })
    expect((await post(JSON.stringify(valid), 'text/plain')).status).toBe(415)
    expect((await post(JSON.stringify({ ...valid, message: 'x'.repeat(70_000) }))).status).toBe(413)
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(4096)))
        controller.close()
      },
    })
    expect((await post(chunked)).status).toBe(413)
  })
})
