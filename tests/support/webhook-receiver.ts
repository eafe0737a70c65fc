import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A receiver's check written from the Standard Webhooks specification alone, without its libraries: the
 * HMAC-SHA256 of `${id}.${timestamp}.${body}` keyed with the base64-decoded part of the secret after `whsec_`,
 * base64-encoded, must equal one of the space-separated `v1,<signature>` entries of the header.
 */
export function verifiedBySpec(secret: string, body: string, headers: Record<string, string | undefined>) {
  const id = headers['webhook-id']
  const timestamp = headers['webhook-timestamp']
  const signatures = headers['webhook-signature']
  if (!id || !timestamp || !signatures || !secret.startsWith('whsec_')) return false
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest()
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',')
    if (version !== 'v1' || !signature) return false
    const given = Buffer.from(signature, 'base64')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}

export type ReceivedHook = { path: string; headers: Record<string, string>; body: string; at: number }

type Answer = { status: number; body?: string; delayMs?: number; headers?: Record<string, string> }

/**
 * A local HTTP receiver on 127.0.0.1 that records every request. `answer` decides each reply (default
 * 200 "ok"); change it while a test runs to simulate an outage.
 */
export async function startWebhookReceiver() {
  const received: ReceivedHook[] = []
  const state = { answer: ((): Answer => ({ status: 200, body: 'ok' })) as (hook: ReceivedHook) => Answer }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const hook: ReceivedHook = {
        path: req.url ?? '',
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      }
      received.push(hook)
      const answer = state.answer(hook)
      const reply = () => {
        if (res.destroyed) return
        res.writeHead(answer.status, answer.headers)
        res.end(answer.body ?? '')
      }
      if (answer.delayMs) setTimeout(reply, answer.delayMs)
      else reply()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    received,
    port,
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    answer(decide: (hook: ReceivedHook) => Answer) {
      state.answer = decide
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
