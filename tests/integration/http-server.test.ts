import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FLASH_PLACEHOLDER } from '~/lib/page-flash'
import type { Services } from '~/lib/services.server'
import { NONCE_PLACEHOLDER } from '~/lib/request-context'
import { createServer, type RequestListener } from 'node:http'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { createSiteHandler } from '../../server/app'
import { testConfig } from '../support/services'

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-client-'))

function fakeServices(databaseUp: () => boolean) {
  return { database: { ping: async () => databaseUp() } } as unknown as Services
}

async function listen(handler: RequestListener) {
  const server = createServer(handler).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe('the HTTP server', () => {
  let databaseUp = true
  let origin = ''
  let close = () => {}

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'about-us'))
    fs.mkdirSync(path.join(clientDir, 'assets'))
    // As the root layout prerenders it: the flash meta with its placeholder (~/lib/flash).
    const page = `<html><head><meta charSet="utf-8"/><meta name="flash" content="${FLASH_PLACEHOLDER}"/></head><script nonce="${NONCE_PLACEHOLDER}">1</script><script nonce="${NONCE_PLACEHOLDER}">2</script></html>`
    fs.writeFileSync(path.join(clientDir, 'about-us', 'index.html'), page)
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)')
    // As the build writes them (vite/precompress.ts); the copies say which one was sent.
    fs.writeFileSync(path.join(clientDir, 'assets', 'chunk-def456.js'), 'plain')
    fs.writeFileSync(path.join(clientDir, 'assets', 'chunk-def456.js.br'), brotliCompressSync('from br'))
    fs.writeFileSync(path.join(clientDir, 'assets', 'chunk-def456.js.gz'), gzipSync('from gz'))
    const build = () => Promise.reject(new Error('no React Router build in this test'))
    const app = createSiteHandler(testConfig(), Promise.resolve(fakeServices(() => databaseUp)), {
      build,
      clientDir,
    })
    const running = await listen(app)
    origin = running.origin
    close = () => running.server.close()
  })
  afterAll(() => close())

  it('answers /healthz with 200 while the database answers and 503 when it does not', async () => {
    expect((await fetch(`${origin}/healthz`)).status).toBe(200)
    databaseUp = false
    const down = await fetch(`${origin}/healthz`)
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: 'database unreachable' })
    databaseUp = true
  })

  it('serves a prerendered page without a trailing-slash redirect, with a fresh nonce each time', async () => {
    const first = await fetch(`${origin}/about-us`, { redirect: 'manual' })
    const second = await fetch(`${origin}/about-us`, { redirect: 'manual' })
    expect(first.status).toBe(200)
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1]
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)]
    expect(firstNonce).not.toBe(secondNonce)
    const html = await first.text()
    expect(html).not.toContain(NONCE_PLACEHOLDER)
    expect(html.match(new RegExp(`nonce="${firstNonce!.replace(/[+/=]/g, '\\$&')}"`, 'g'))).toHaveLength(2)
  })

  it('moves a one-time toast from its cookie into the page it lands on, and clears the cookie', async () => {
    const landed = await fetch(`${origin}/about-us`, { headers: { cookie: 'theme=x; flash=access-denied' } })
    expect(await landed.text()).toContain('<meta name="flash" content="access-denied"/>')
    expect(landed.headers.get('set-cookie')).toMatch(/^flash=; Path=\/; Max-Age=0/)

    // Nothing but a key of the table is ever written into the page.
    const forged = await fetch(`${origin}/about-us`, { headers: { cookie: 'flash=%3Cscript%3E' } })
    expect(await forged.text()).toContain('<meta name="flash" content=""/>')
    const plain = await fetch(`${origin}/about-us`)
    expect(await plain.text()).toContain('<meta name="flash" content=""/>')
    expect(plain.headers.get('set-cookie')).toBeNull()
  })

  it('sends security headers, and lets only /embed/* be framed by other sites', async () => {
    const page = await fetch(`${origin}/about-us`)
    const csp = page.headers.get('content-security-policy')!
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(page.headers.get('permissions-policy')).toContain('camera=()')
    expect(page.headers.get('x-powered-by')).toBeNull()
    // Served over plain HTTP here: no HSTS.
    expect(page.headers.get('strict-transport-security')).toBeNull()
    // No React Router build here: the request fails, and the failure is logged once.
    vi.mocked(console.error).mockImplementationOnce(() => {})
    const embed = await fetch(`${origin}/embed/loan-calculator`)
    expect(embed.status).toBe(500)
    expect(await embed.text()).toBe('Unexpected Application Error!')
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *')
    expect(embed.headers.get('x-frame-options')).toBeNull()
  })

  it('sends a prerendered page in Brotli to a browser that accepts it', async () => {
    const page = await fetch(`${origin}/about-us`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(page.headers.get('content-encoding')).toBe('br')
    expect(await page.text()).toMatch(/<script nonce="[^"]+">1<\/script>/)
  })

  it('answers the lead API from Express for every method, before React Router: only POST is taken', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(`${origin}/api/leads/some-calculator`, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ error: 'Use POST.' })
    }
  })

  it('sends the precompressed copy of an asset that the request accepts, best first', async () => {
    const asset = (acceptEncoding: string) =>
      fetch(`${origin}/assets/chunk-def456.js`, { headers: { 'accept-encoding': acceptEncoding } })
    const brotli = await asset('gzip, deflate, br, zstd')
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await brotli.text()).toBe('from br')
    const gzip = await asset('gzip')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toBe('from gz')
    const plain = await asset('identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe('plain')
  })

  it('sends a script only the headers that apply to a script', async () => {
    const asset = await fetch(`${origin}/assets/app-abc123.js`)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(asset.headers.get('content-security-policy')).toBeNull()
    expect(asset.headers.get('etag')).toBeNull()
  })

  it('gzips a prerendered page for a client that accepts it, and only then', async () => {
    const compressed = await fetch(`${origin}/about-us`, { headers: { 'accept-encoding': 'gzip' } })
    expect(compressed.headers.get('content-encoding')).toBe('gzip')
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding')
    expect(await compressed.text()).toMatch(/<script nonce="[^"]+">1<\/script>/)
    const plain = await fetch(`${origin}/about-us`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  it('caches hashed assets for a year and compresses text', async () => {
    const asset = await fetch(`${origin}/assets/app-abc123.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})

describe('the health check at start', () => {
  it('says "starting" (503) until the server build is loaded, then 200', async () => {
    let loaded: (build: never) => void = () => {}
    const build = () => new Promise<never>((resolve) => (loaded = resolve))
    const app = createSiteHandler(testConfig(), Promise.resolve(fakeServices(() => true)), {
      build,
      clientDir,
      loadBuildFirst: true,
    })
    const { server, origin } = await listen(app)
    try {
      const starting = await fetch(`${origin}/healthz`)
      expect([starting.status, await starting.json()]).toEqual([503, { status: 'starting' }])
      loaded({} as never)
      await new Promise((resolve) => setImmediate(resolve))
      expect((await fetch(`${origin}/healthz`)).status).toBe(200)
    } finally {
      server.close()
    }
  })
})

describe('HSTS', () => {
  it('is sent when the public origin is https', async () => {
    const config = testConfig({ BASE_URL: 'https://www.example.com' })
    const build = () => Promise.reject(new Error('unused'))
    const app = createSiteHandler(config, Promise.resolve(fakeServices(() => true)), { build, clientDir })
    const { server, origin } = await listen(app)
    try {
      const response = await fetch(`${origin}/healthz`)
      expect(response.headers.get('strict-transport-security')).toBeNull()
      const page = await fetch(`${origin}/about-us`)
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    } finally {
      server.close()
    }
  })
})

describe('under Vite (npm run dev)', () => {
  it('sends the same Content-Security-Policy, allowing only the hot-reload WebSocket besides', async () => {
    const vite = { middlewares: (_req: unknown, _res: unknown, next: () => void) => next() }
    const build = () => Promise.reject(new Error('no React Router build in this test'))
    const app = createSiteHandler(testConfig(), Promise.resolve(fakeServices(() => true)), {
      build,
      clientDir,
      vite: vite as never,
    })
    const { server, origin } = await listen(app)
    try {
      vi.mocked(console.error).mockImplementationOnce(() => {})
      const response = await fetch(`${origin}/contact-us`)
      const csp = response.headers.get('content-security-policy')!
      expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/)
      expect(csp).toContain("connect-src 'self' ws:")
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    } finally {
      server.close()
    }
  })
})
