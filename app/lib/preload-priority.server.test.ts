import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowPriorityPreloads } from './preload-priority.server'

const head =
  '<head><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js" nonce="n"/><style>a{}</style></head>'
const page = `<!DOCTYPE html><html>${head}<body><p>Prêt à 6,5 % — ✓</p><link rel="stylesheet" href="/x.css"/></body></html>`

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(lowPriorityPreloads()))
}

describe('lowPriorityPreloads', () => {
  const expected = page.replaceAll(
    '<link rel="modulepreload" ',
    '<link rel="modulepreload" fetchpriority="low" ',
  )

  it('marks every modulepreload link low priority and leaves the rest of the page as it was', async () => {
    expect(await through([Buffer.from(page)])).toBe(expected)
    expect(expected.match(/fetchpriority="low"/g)).toHaveLength(2)
  })

  it('gives the same page however the stream is cut, inside a link or a character included', async () => {
    const bytes = Buffer.from(page)
    for (let size = 1; size <= 40; size++) {
      const chunks = []
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
      expect(await through(chunks)).toBe(expected)
    }
  })
})
