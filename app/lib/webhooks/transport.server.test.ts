import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWebhookReceiver } from '../../../tests/support/webhook-receiver'
import { endpointUrlProblem } from './endpoint-form'
import { refusedByForm } from './address-form.server'
import { postWebhook, REFUSED_ADDRESS, type TransportOptions } from './transport.server'

const open: TransportOptions = { allowHttp: true, allowPrivate: true, timeoutMs: 5_000 }
const guarded: TransportOptions = { allowHttp: true, allowPrivate: false, timeoutMs: 5_000 }

describe('webhook transport', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  beforeAll(async () => {
    receiver = await startWebhookReceiver()
  })
  afterAll(() => receiver.close())

  it('accepts only https URLs, and http when allowed', () => {
    expect(endpointUrlProblem('https://hooks.example.com/x', false)).toBeUndefined()
    expect(endpointUrlProblem('http://hooks.example.com/x', false)).toMatch(/https/)
    expect(endpointUrlProblem('http://hooks.example.com/x', true)).toBeUndefined()
    expect(endpointUrlProblem('ftp://hooks.example.com/x', true)).toMatch(/https/)
    expect(endpointUrlProblem('https://user:pw@hooks.example.com/x', false)).toMatch(/password/)
    expect(endpointUrlProblem('hooks.example.com', false)).toMatch(/full URL/)
  })

  it('refuses http without WEBHOOK_ALLOW_HTTP before connecting', async () => {
    const before = receiver.received.length
    const outcome = await postWebhook(receiver.url(), '{}', {}, { ...open, allowHttp: false })
    expect(outcome.statusCode).toBeNull()
    expect(receiver.received.length).toBe(before)
  })

  it('refuses loopback, private, link-local and metadata addresses at connection time, names too', async () => {
    const before = receiver.received.length
    for (const host of ['localhost', '127.0.0.1', '169.254.169.254', '10.0.0.1', '[::1]']) {
      const outcome = await postWebhook(`http://${host}:${receiver.port}/hooks`, '{}', {}, guarded)
      expect(outcome.statusCode, host).toBeNull()
      expect(outcome.response, host).toBe(REFUSED_ADDRESS)
    }
    expect(receiver.received.length).toBe(before)
  })

  it('refuses by their form IPv6 literals that embed an IPv4 address or are not public, logging no lookup', async () => {
    const literals = [
      '[::127.0.0.1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:10.0.0.1]',
      '[64:ff9b::a9fe:a9fe]',
      '[2002:7f00:1::1]',
      '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
      '[::]',
      '[fd00::1]',
      '[fe80::1]',
      '[ff02::1]',
      '0.0.0.0',
      '100.64.0.1',
    ]
    for (const host of literals) {
      expect(refusedByForm(new URL(`http://${host}/`).hostname), host).toBe(true)
      const outcome = await postWebhook(`http://${host}:${receiver.port}/hooks`, '{}', {}, guarded)
      expect(outcome, host).toEqual({ statusCode: null, latencyMs: 0, response: REFUSED_ADDRESS })
    }
    for (const host of ['hooks.example.com', '93.184.215.14', '[2606:2800:21f:cb07:6820:80da:af6b:8b2c]'])
      expect(refusedByForm(new URL(`https://${host}/`).hostname), host).toBe(false)
  })

  it('reaches a loopback receiver with WEBHOOK_ALLOW_PRIVATE, by name and by address', async () => {
    receiver.answer(() => ({ status: 204 }))
    for (const host of ['localhost', '127.0.0.1']) {
      const outcome = await postWebhook(
        `http://${host}:${receiver.port}/ok`,
        '{"a":1}',
        { 'webhook-id': 'msg_x' },
        open,
      )
      expect(outcome.statusCode).toBe(204)
    }
    const last = receiver.received.at(-1)!
    expect(last).toMatchObject({ path: '/ok', body: '{"a":1}' })
    expect(last.headers).toMatchObject({ 'webhook-id': 'msg_x', 'content-type': 'application/json' })
  })

  it('does not follow a redirect, keeps 1 KB of the answer, and gives up at the deadline', async () => {
    receiver.answer((hook) =>
      hook.path === '/moved'
        ? { status: 302, headers: { location: receiver.url('/elsewhere') } }
        : hook.path === '/big'
          ? { status: 200, body: 'x'.repeat(5000) }
          : { status: 200, delayMs: 3_000 },
    )
    const moved = await postWebhook(receiver.url('/moved'), '{}', {}, open)
    expect(moved.statusCode).toBe(302)
    expect(receiver.received.some((hook) => hook.path === '/elsewhere')).toBe(false)
    const big = await postWebhook(receiver.url('/big'), '{}', {}, open)
    expect(big.response).toHaveLength(1024)
    const slow = await postWebhook(receiver.url('/slow'), '{}', {}, { ...open, timeoutMs: 300 })
    expect(slow.statusCode).toBeNull()
    expect(slow.response).toMatch(/No answer within 0.3 s/)
    expect(slow.latencyMs).toBeLessThan(2_500)
  })
})
