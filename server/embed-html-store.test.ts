import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  cachedEmbed,
  embedCacheControl,
  embedCacheKey,
  EmbedHtmlStore,
  inlineScriptHashes,
  normaliseEmbedQuery,
} from './embed-html-store'

// In the order the embed lists them: its calculator's fields first.
const known = new Set(['principal', 'months', 'scenario', 'page', 'lang'])
const entry = (html: string, publicId = '0123456789abcdef') =>
  cachedEmbed(200, publicId, html, "script-src 'self'")

describe('the published embed HTML cache', () => {
  it('normalises the query: parameter order and unknown parameters make no difference', () => {
    const a = normaliseEmbedQuery(new URLSearchParams('months=48&utm_source=ad&principal=20000'), known)
    const b = normaliseEmbedQuery(new URLSearchParams('principal=20000&months=48&fbclid=x'), known)
    expect(a).toBe('principal=20000&months=48')
    expect(b).toBe(a)
    expect(normaliseEmbedQuery(new URLSearchParams('zz=1'), known)).toBe('')
  })

  it('keeps repeated values (scenarios) in their order', () => {
    const query = normaliseEmbedQuery(new URLSearchParams('lang=es&scenario=b&months=1&scenario=a'), known)
    expect(query).toBe('months=1&scenario=b&scenario=a&lang=es')
  })

  it('keys by calculator, revision (or its absence), UTC day and query', () => {
    const base = { publicId: 'p', state: 'rev-1', query: 'a=1', day: '2026-11-25' }
    const keys = new Set([
      embedCacheKey(base),
      embedCacheKey({ ...base, state: 'rev-2' }),
      embedCacheKey({ ...base, day: '2026-11-26' }),
      embedCacheKey({ ...base, query: 'a=2' }),
      embedCacheKey({ ...base, state: 'missing' }),
    ])
    expect(keys.size).toBe(5)
    expect(embedCacheKey({ ...base })).toBe(embedCacheKey(base))
  })

  it('forgets the least recently used entry past its entry limit', () => {
    const store = new EmbedHtmlStore({ entries: 2, bytes: 10 * 2 ** 20 })
    store.set('a', entry('<p>a</p>'))
    store.set('b', entry('<p>b</p>'))
    store.get('a')
    store.set('c', entry('<p>c</p>'))
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')).toBeDefined()
    expect(store.get('c')).toBeDefined()
    expect(store.size).toBe(2)
  })

  it('stays within its byte limit and refuses an entry larger than all of it', () => {
    const page = (letter: string) => `<p>${letter.repeat(4000)}</p>`
    const one = entry(page('x'))
    const limit = Math.floor(
      2.5 * (one.bodies.identity.length + one.bodies.br.length + one.bodies.gzip.length),
    )
    const store = new EmbedHtmlStore({ entries: 100, bytes: limit })
    for (const letter of 'abcd') store.set(letter, entry(page(letter)))
    expect(store.size).toBe(2)
    expect(store.totalBytes).toBeLessThanOrEqual(limit)
    store.set('huge', entry(`<p>${'y'.repeat(limit)}</p>`))
    expect(store.get('huge')).toBeUndefined()
    store.clear()
    expect([store.size, store.totalBytes]).toEqual([0, 0])
  })

  it('keeps one copy in each encoding, with an ETag that follows the HTML and its policy', () => {
    const html = '<html><script>1</script></html>'
    const cached = entry(html)
    expect(brotliDecompressSync(cached.bodies.br).toString()).toBe(html)
    expect(gunzipSync(cached.bodies.gzip).toString()).toBe(html)
    expect(cached.etag).toMatch(/^W\/"[\w-]+"$/)
    expect(entry(html).etag).toBe(cached.etag)
    expect(entry(html + ' ').etag).not.toBe(cached.etag)
    expect(cachedEmbed(200, 'p', html, "script-src 'none'").etag).not.toBe(cached.etag)
  })

  it('hashes every inline script, inert ones included, and no script loaded from a file', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script>' +
      '<script id="rr-boot" type="text/plain">import("/y.js")</script><script>a()</script>'
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import("/y.js")')])
  })

  it('cuts every lifetime at the next UTC midnight, where the page’s date changes', () => {
    const config = { maxAge: 60, sharedMaxAge: 300 }
    const noon = new Date('2026-11-25T12:00:00Z')
    expect(embedCacheControl(200, config, noon)).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    )
    const late = new Date('2026-11-25T23:58:00Z')
    expect(embedCacheControl(200, config, late)).toBe(
      'public, max-age=60, s-maxage=120, stale-while-revalidate=0',
    )
    expect(embedCacheControl(200, config, new Date('2026-11-25T23:50:00Z'))).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=300',
    )
    expect(embedCacheControl(404, config, noon)).toBe('public, max-age=30, s-maxage=30')
    expect(embedCacheControl(410, { maxAge: 0, sharedMaxAge: 2 }, noon)).toBe('public, max-age=0, s-maxage=2')
  })
})
