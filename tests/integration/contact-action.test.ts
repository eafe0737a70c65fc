import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createContactMessage } from '~/lib/contact/messages.server'
import { contactText } from '~/lib/contact/schema'
import { rowsOf } from '~/lib/rate-limit.server'
import { action as pageAction } from '~/routes/_site/contact-us'
import { databaseKinds } from '../support/database'
import { callContactApi, createTestServices, routeContext } from '../support/services'
import type { RunningServices } from '../../server/services'

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'I would like loan calculators on our site.',
}

type ActionData = { ok: boolean; errors?: Record<string, string>; formError?: string }
type DataResult = { data: ActionData; init: { status?: number; headers?: Record<string, string> } | null }

function formPost(fields: Record<string, string>) {
  return new Request('http://localhost/contact-us', { method: 'POST', body: new URLSearchParams(fields) })
}

function jsonPost(body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return new Request('http://localhost/api/send-contact-email', { method: 'POST', body, headers })
}

describe.each(databaseKinds)('contact submissions on %s', (kind) => {
  let services: RunningServices
  const submitForm = async (fields: Record<string, string>, address?: string) =>
    (await pageAction({
      request: formPost(fields),
      params: {},
      context: routeContext(services, address),
    } as never)) as unknown as DataResult
  const submitJson = (request: Request, address?: string) => callContactApi(services, request, address)
  const countMessages = async (email: string) =>
    Number(
      rowsOf<{ count: string }>(
        await services.db.execute(sql`select count(*) from contact_messages where email = ${email}`),
      )[0]!.count,
    )

  beforeAll(async () => {
    services = await createTestServices(kind)
    await services.worker.stop() // delivery is contact-mail.test.ts's concern
  })
  afterAll(() => services.close())

  test('the form stores the trimmed message and its pending outbox row together', async () => {
    const email = 'form-store@example.com'
    const result = await submitForm({ ...valid, firstName: '  Ada  ', email: ` ${email} `, company: '' })
    expect(result.data).toEqual({ ok: true })
    const rows = rowsOf<Record<string, unknown>>(
      await services.db.execute(sql`
        select m.first_name, m.last_name, m.email, m.company, m.message, n.status, n.attempts
        from contact_messages m join outbox n on n.kind = 'contact' and n.ref = m.id::text where m.email = ${email}`),
    )
    expect(rows).toEqual([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        company: null,
        message: valid.message,
        status: 'pending',
        attempts: 0,
      },
    ])
  })

  test('messages sent at the same moment are each stored once with their own outbox row', async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `burst-${i}@example.com`)
    const responses = await Promise.all(
      emails.map((email) =>
        submitJson(jsonPost(JSON.stringify({ ...valid, email })), `192.0.2.${emails.indexOf(email)}`),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(emails.map(() => 201))
    const ids = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { id: string }).id),
    )
    const rows = rowsOf<{ id: string; email: string; status: string }>(
      await services.db.execute(sql`
        select m.id, m.email, n.status from contact_messages m join outbox n on n.kind = 'contact' and n.ref = m.id::text
        where m.email like 'burst-%'`),
    )
    expect(rows.map(({ id, email }) => `${id} ${email}`).toSorted()).toEqual(
      ids.map((id, i) => `${id} ${emails[i]}`).toSorted(),
    )
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['pending']))
  })

  test('a message the database refuses fails alone, not the others committed with it', async () => {
    const good = (email: string) => createContactMessage(services.db, { ...valid, company: undefined, email })
    const results = await Promise.allSettled([
      good('neighbour-1@example.com'),
      createContactMessage(services.db, {
        ...valid,
        company: undefined,
        email: 'poison@example.com',
        message: 'nul \u0000 here',
      }),
      good('neighbour-2@example.com'),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await countMessages('neighbour-1@example.com')).toBe(1)
    expect(await countMessages('neighbour-2@example.com')).toBe(1)
    expect(await countMessages('poison@example.com')).toBe(0)
  })

  test('a NUL character in the JSON is dropped, not a server error', async () => {
    const response = await submitJson(
      jsonPost(JSON.stringify({ ...valid, email: 'nul@example.com', message: 'Hello\u0000 there, world' })),
    )
    expect(response.status).toBe(201)
    const rows = rowsOf<{ message: string }>(
      await services.db.execute(sql`select message from contact_messages where email = 'nul@example.com'`),
    )
    expect(rows).toEqual([{ message: 'Hello there, world' }])
  })

  test('invalid fields come back with the spec messages and the values typed, and nothing is stored', async () => {
    const result = await submitForm({
      firstName: '',
      lastName: 'L',
      email: 'nope',
      company: '',
      message: 'short',
    })
    expect(result.init?.status).toBe(400)
    expect(result.data).toMatchObject({
      ok: false,
      errors: {
        firstName: 'First name is required',
        email: 'Please enter a valid email address',
        message: 'Message must be at least 10 characters long',
      },
      values: { lastName: 'L', email: 'nope', message: 'short' },
    })
    expect(await countMessages('nope')).toBe(0)
  })

  test('a form body that cannot be read is a 400 with a message, not a crash', async () => {
    const request = new Request('http://localhost/contact-us', {
      method: 'POST',
      body: 'garbage',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nothing' },
    })
    const result = (await pageAction({
      request,
      params: {},
      context: routeContext(services),
    } as never)) as unknown as DataResult
    expect(result.init?.status).toBe(400)
    expect(result.data).toMatchObject({ ok: false, formError: 'Failed to send message. Please try again.' })
  })

  test('a bot filling the honeypot sees success but nothing is stored', async () => {
    const email = 'bot@example.com'
    expect((await submitForm({ ...valid, email, website: 'http://spam.example' })).data).toEqual({ ok: true })
    const response = await submitJson(jsonPost(JSON.stringify({ ...valid, email, website: 'x' })))
    expect(response.status).toBe(201)
    expect(await countMessages(email)).toBe(0)
  })

  test('the JSON API answers 201 with the id of the stored message', async () => {
    const response = await submitJson(jsonPost(JSON.stringify({ ...valid, email: 'api@example.com' })))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const rows = rowsOf<{ email: string }>(
      await services.db.execute(sql`select email from contact_messages where id = ${id}`),
    )
    expect(rows).toEqual([{ email: 'api@example.com' }])
  })

  test('the JSON API answers 400 with field errors for wrong types and bounds', async () => {
    const response = await submitJson(
      jsonPost(
        JSON.stringify({
          firstName: 1,
          lastName: null,
          email: 'a@b.co',
          company: 'x'.repeat(201),
          message: 'm'.repeat(5001),
        }),
      ),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        company: 'Company must be at most 200 characters',
        message: 'Message must be at most 5,000 characters',
      },
    })
  })

  test.each([
    ['not JSON', '{"firstName": ', 400],
    ['an array', '[1, 2]', 400],
    ['null', 'null', 400],
    ['a string', '"hello"', 400],
    ['an empty body', '', 400],
    ['an empty object', '{}', 400],
  ])('malformed input (%s) is a 400, never a 500', async (_name, body, status) => {
    const response = await submitJson(jsonPost(body))
    expect(response.status).toBe(status)
    expect(await response.json()).toHaveProperty('errors')
  })

  test('another content type is a 415', async () => {
    const response = await submitJson(jsonPost(JSON.stringify(valid), { 'Content-Type': 'text/plain' }))
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ error: 'Send the message as application/json.' })
  })
})

describe.each(databaseKinds)('the contact rate limit on %s', (kind) => {
  let services: RunningServices
  beforeAll(async () => {
    services = await createTestServices(kind, { RATE_LIMIT_CONTACT: '2' })
    await services.worker.stop()
  })
  afterAll(() => services.close())

  test('a third message in a minute from one address is refused with 429 and a clear message', async () => {
    const address = '198.51.100.20'
    const post = () => callContactApi(services, jsonPost(JSON.stringify(valid)), address)
    expect((await post()).status).toBe(201)
    expect((await post()).status).toBe(201)
    const refused = await post()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      error: 'Too many messages from your address. Please try again in a minute.',
    })

    const form = (await pageAction({
      request: formPost(valid),
      params: {},
      context: routeContext(services, address),
    } as never)) as unknown as DataResult
    expect(form.init?.status).toBe(429)
    expect(form.data.formError).toBe('Too many messages from your address. Please try again in a minute.')

    const otherVisitor = await callContactApi(services, jsonPost(JSON.stringify(valid)), '198.51.100.21')
    expect(otherVisitor.status).toBe(201)
  })

  test('a bot filling the honeypot gets the answers a person gets, 429 included, and nothing is stored', async () => {
    const answers = async (fields: Record<string, string>, address: string) => {
      const statuses = []
      for (let i = 0; i < 3; i++) {
        statuses.push((await callContactApi(services, jsonPost(JSON.stringify(fields)), address)).status)
      }
      const form = (await pageAction({
        request: formPost(fields),
        params: {},
        context: routeContext(services, address),
      } as never)) as unknown as DataResult
      return [...statuses, form.init?.status, form.data.formError]
    }
    const person = await answers({ ...valid, email: 'person-limit@example.com' }, '198.51.100.30')
    const bot = await answers(
      { ...valid, email: 'bot-limit@example.com', website: 'http://spam.example' },
      '198.51.100.31',
    )
    expect(person).toEqual([201, 201, 429, 429, contactText.rateLimited])
    expect(bot).toEqual(person)
    const stored = rowsOf<{ count: string }>(
      await services.db.execute(
        sql`select count(*) from contact_messages where email = 'bot-limit@example.com'`,
      ),
    )
    expect(Number(stored[0]!.count)).toBe(0)
  })
})
