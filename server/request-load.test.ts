import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  answeringRequests,
  countedRequests,
  requestLabel,
  SLOW_ANSWER_MS,
  watchEventLoop,
} from './request-load'

const request = (url: string) => ({ method: 'GET', url }) as IncomingMessage
const response = () => Object.assign(new EventEmitter(), { statusCode: 200 }) as unknown as ServerResponse

describe('what the operator is told of a slow server', () => {
  it('names a request by its route: no token, id or query reaches the log', () => {
    expect(requestLabel(request('/review/Zk3_q9-LmN0pQrStUvWx?lang=es'))).toBe('GET /review/:id')
    expect(
      requestLabel(request('/workspace/0b6c2f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f/archive/states/x/page?date=1')),
    ).toBe('GET /workspace/:id/archive/states/x/page')
    expect(requestLabel(request('/embed/c/0123456789abcdef'))).toBe('GET /embed/c/:id')
  })

  it('logs an answer slower than SLOW_ANSWER_MS with its route and status, and not a quick one', () => {
    let clock = 1_000
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => (now.mockRestore(), warn.mockRestore()))
    const handle = countedRequests(() => {})
    const quick = response()
    handle(request('/pricing'), quick)
    clock += 200
    quick.emit('close')
    expect(warn).not.toHaveBeenCalled()
    const slow = response()
    handle(request('/workspace/0b6c2f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f/archive'), slow)
    expect(answeringRequests()).toBe(true)
    clock += SLOW_ANSWER_MS + 1
    slow.emit('close')
    expect(answeringRequests()).toBe(false)
    expect(warn).toHaveBeenCalledWith(
      'Slow answer: %s took %d ms (status %d)',
      'GET /workspace/:id/archive',
      SLOW_ANSWER_MS + 1,
      200,
    )
  })

  it('logs a held event loop with the requests in flight then, oldest first', async () => {
    const handle = countedRequests(() => {})
    const first = response()
    const second = response()
    handle(request('/workspace/0b6c2f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f/archive'), first)
    handle(request('/pricing'), second)
    const logged = new Promise<string>((resolve) => {
      const stop = watchEventLoop({ thresholdMs: 300, everyMs: 20, log: (line) => (stop(), resolve(line)) })
    })
    // A synchronous task holding the loop, as a PDF or a pack built in one stretch would.
    const until = performance.now() + 600
    while (performance.now() < until);
    const line = await logged
    first.emit('close')
    second.emit('close')
    expect(line).toMatch(
      /^Nothing ran for \d+ ms .*; requests in flight: GET \/workspace\/:id\/archive for \d+ ms, GET \/pricing for \d+ ms$/,
    )
    expect(Number(line.match(/ran for (\d+) ms/)![1])).toBeGreaterThanOrEqual(300)
  })
})
