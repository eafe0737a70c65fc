import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import Negotiator from 'negotiator'
import { hasSessionCookie } from '~/lib/account-state'
import { clearFlashCookie, flashFromCookieHeader } from '~/lib/flash'
import { FLASH_PLACEHOLDER } from '~/lib/page-flash'
import { NONCE_PLACEHOLDER } from '~/lib/request-context'
import { paintFirst } from '~/lib/paint-first.server'
import { setSecurityHeaders } from './security-headers'

const SLOTS = new RegExp(`(${NONCE_PLACEHOLDER}|${FLASH_PLACEHOLDER})`)

/**
 * Serves the prerendered pages from memory, each with a fresh CSP nonce in place of the placeholder, straight
 * from Node's HTTP server: Express would cost two thirds of the throughput of these, the busiest pages.
 * A one-time toast cookie (~/lib/flash) is moved into the page's own HTML and cleared.
 * Paths are answered without a trailing slash, as the app links them. Returns false for anything else.
 */
export function prerenderedPages(clientDir: string, options: { https: boolean }) {
  const pages = new Map<string, Array<Buffer | string>>()
  for (const file of findIndexFiles(clientDir)) {
    const route = '/' + path.relative(clientDir, path.dirname(file)).split(path.sep).join('/')
    // The root layout rendered the flash meta with its placeholder (app/root.tsx).
    const html = paintFirst(fs.readFileSync(file, 'utf8'))
    // Text between the slots is encoded once here; only the slots (a nonce, a flash key) are per request.
    const parts = html.split(SLOTS).map((part, index) => (index % 2 ? part : Buffer.from(part)))
    pages.set(route === '/' ? '/' : route.replace(/\/$/, ''), parts)
  }
  return function servePrerendered(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const pathname = (req.url ?? '/').split('?', 1)[0]!
    const parts = pages.get(pathname)
    // Built signed out: a request that may be signed in is rendered per request, with its footer right.
    if (!parts || hasSessionCookie(req.headers.cookie)) return false
    const nonce = randomBytes(16).toString('base64')
    const flash = flashFromCookieHeader(req.headers.cookie)
    const slots: Record<string, string> = { [NONCE_PLACEHOLDER]: nonce, [FLASH_PLACEHOLDER]: flash ?? '' }
    let body = Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(slots[part]!) : part)),
    )
    setSecurityHeaders(res, pathname, nonce, options)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.setHeader('Vary', 'Accept-Encoding')
    if (flash) res.setHeader('Set-Cookie', clearFlashCookie)
    const [encoding] = new Negotiator(req).encodings(['br', 'gzip', 'identity'], {
      preferred: ['br', 'gzip'],
    })
    if (encoding === 'br') body = brotliCompressSync(body, brotliPerRequest(body.length))
    else if (encoding === 'gzip') body = gzipSync(body)
    if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.statusCode = 200
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}

// Each response carries its own nonce, so it is compressed per request: quality 5 costs about as much as gzip
// and gives ~8% fewer bytes; quality 11 would take ~100 ms a page (docs/performance.md).
function brotliPerRequest(size: number) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size } }
}

function findIndexFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...findIndexFiles(full))
    else if (entry.name === 'index.html') found.push(full)
  }
  return found
}
