import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../../server/services'
import { callContactApi, twoInstancesOnPostgres } from '../support/services'
import { verificationLink } from './auth-support'
import { startSmtpServer, waitFor } from './contact-smtp'

const perInstance = 15

function contactRequest(token: string) {
  return new Request('http://localhost:3000/api/send-contact-email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Multi',
      lastName: 'Instance',
      email: 'multi@example.com',
      message: `Message ${token} sent to one of two instances.`,
    }),
  })
}

// Two full instances (each its own pool, contact worker and rate limiter) on ONE PostgreSQL database,
// configured alike, as behind a load balancer: they must behave as one site. Thirty messages through two outboxes,
// and two real password hashes, are bounded work that took past Vitest's 30 s beside the end-to-end suite
// (the flake hunt of 2026-11-29): each test may take two minutes, and a lost mail still fails its wait.
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', { timeout: 120_000 }, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let pair: Awaited<ReturnType<typeof twoInstancesOnPostgres>>
  let instances: RunningServices[] = []

  beforeAll(async () => {
    smtp = await startSmtpServer()
    pair = await twoInstancesOnPostgres('brightline_multi', {
      SMTP_URL: smtp.url,
      CONTACT_TO: 'owner@brightline-multi.test',
      RATE_LIMIT_CONTACT: '3',
    })
    instances = pair.instances
  })
  afterAll(async () => {
    await pair?.close()
    await smtp?.close()
  })

  const send = (instance: RunningServices, token: string, clientAddress: string) =>
    callContactApi(instance, contactRequest(token), clientAddress)

  it('e-mails each message exactly once, whichever instance took it and both workers running', async () => {
    const ids: string[] = []
    for (let i = 0; i < perInstance; i++) {
      for (const [n, instance] of instances.entries()) {
        const response = await send(instance, `${n}-${i}`, `198.51.100.${n * 100 + i}`)
        expect(response.status).toBe(201)
        ids.push(((await response.json()) as { id: string }).id)
      }
    }
    const mailedIds = () =>
      smtp.received.map(({ mail }) => /Message id: ([0-9a-f-]{36})/.exec(mail.text ?? '')?.[1])
    await waitFor(() => ids.every((id) => mailedIds().includes(id)), 90_000)
    await new Promise((resolve) => setTimeout(resolve, 500)) // room for a duplicate to arrive
    expect(mailedIds().sort()).toEqual([...ids].sort())
    expect(smtp.received.every(({ rcptTo }) => rcptTo.join() === 'owner@brightline-multi.test')).toBe(true)
  })

  it('holds one contact rate limit across both: 3 a minute, whichever instance answers', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await send(instances[i % 2]!, `limited-${i}`, '192.0.2.77')).status)
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429])
  })

  it('accepts on one instance the session signed in on the other, and signs it out everywhere', async () => {
    const [a, b] = pair.instances
    const email = 'shared-session@example.com'
    const signedUp = await a.auth.api.signUpEmail({
      body: { email, password: 'correct horse 1', name: 'Shared Session' },
      returnHeaders: true,
    })
    // The browser that signed up sends its sign-up proof with the verification link.
    const proof = signedUp.headers.getSetCookie().map((line) => line.split(';')[0]!)
    await waitFor(() => smtp.received.some(({ rcptTo }) => rcptTo.includes(email)), 60_000)
    const mail = smtp.received.find(({ rcptTo }) => rcptTo.includes(email))!.mail
    const verified = await b.auth.handler(
      new Request(verificationLink(mail), { headers: { cookie: proof.join('; ') } }),
    )
    expect(verified.headers.get('location')).toBe('/')

    const { headers } = await a.auth.api.signInEmail({
      body: { email, password: 'correct horse 1' },
      returnHeaders: true,
    })
    const cookie = headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ')
    const onB = await b.auth.api.getSession({ headers: new Headers({ cookie }) })
    expect(onB?.user.email).toBe(email)

    await b.auth.api.signOut({ headers: new Headers({ cookie }) })
    expect(await a.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull()
  })
})
