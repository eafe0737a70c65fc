import { describe, expect, it } from 'vitest'
import { type Sizes, sizeTally } from './embed-weight'

function later(sizes: Sizes) {
  return () => new Promise<Sizes>((resolve) => setTimeout(() => resolve(sizes), 20))
}

describe('sizeTally', () => {
  // Chromium reports a request's sizes after the request has finished: the bench read its sum while reports
  // were still on their way (bytes left out), and a report still pending when the browser closed crashed it.
  it('waits for every report asked for before it gives the sum', async () => {
    const tally = sizeTally()
    tally.add(later({ responseBodySize: 1000, responseHeadersSize: 24 }))
    tally.add(later({ responseBodySize: 2000, responseHeadersSize: 24 }))
    expect(await tally.total()).toBe(3048)
    tally.add(later({ responseBodySize: 500, responseHeadersSize: 12 }))
    expect(await tally.total()).toBe(3560)
  })

  it('fails the sum, not the process, when a report cannot be had', async () => {
    const tally = sizeTally()
    tally.add(() => Promise.reject(new Error('Target page, context or browser has been closed')))
    // A rejection nobody awaited yet must not be unhandled (Vitest fails the run on one).
    await new Promise((resolve) => setTimeout(resolve, 20))
    await expect(tally.total()).rejects.toThrow('has been closed')
  })
})
