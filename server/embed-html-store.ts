import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { PublishedOwner } from '~/lib/workspaces/published.server'

/**
 * One rendered answer of an embed (`/embed/c/<publicId>`, or a registry calculator's `/embed/<name>-calculator`):
 * the same bytes for every visitor, compressed once.
 */
export type CachedEmbed = {
  status: 200 | 404 | 410
  /** The page it answers, without its query. */
  pathname: string
  /** Weak: the same HTML is sent in three encodings. A hash of the HTML and its policy, so equal everywhere. */
  etag: string
  /** The full Content-Security-Policy, with the inline scripts' hashes instead of a nonce. */
  policy: string
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer }
  /**
   * The calculator it shows, its workspace and the rate-sheet entries it links (unknown for an id that names
   * none): what a change drops.
   */
  owner?: PublishedOwner
}

/** Everything a rendered embed depends on besides the build: a key per (revision, query, UTC day). */
export function embedCacheKey(parts: {
  publicId: string
  /** The published revision's id, or 'missing' / 'archived:<lang>'. */
  state: string
  query: string
  day: string
}) {
  return `${parts.publicId} ${parts.state} ${parts.day} ${parts.query}`
}

/**
 * The query parameters the embed reads (its calculator's inputs, scenarios, the framing page, the brand), in the
 * order of `known` (the calculator's fields first: a registry embed shows its query in the address bar); every
 * other parameter is dropped, so `?b=1&a=2&utm_source=x` and `?a=2&b=1` share one entry. Repeated values
 * (scenarios) keep their order. The page is rendered from this query, so what is cached cannot depend on
 * anything the key leaves out.
 */
export function normaliseEmbedQuery(search: URLSearchParams, known: ReadonlySet<string>) {
  const order = new Map([...known].map((name, index) => [name, index]))
  const kept = [...search.entries()].filter(([name]) => order.has(name))
  kept.sort(([a], [b]) => order.get(a)! - order.get(b)!)
  return new URLSearchParams(kept).toString()
}

/** The page as every visitor is sent it: rendered with `nonce`, whose attributes are dropped (hash CSP). */
export function servedEmbedHtml(html: string, nonce: string) {
  return html.replaceAll(` nonce="${nonce}"`, '')
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g

/**
 * The CSP source of every inline script of a page, including inert ones (paint-first's boot module is
 * inserted later from an inert script's text: its hash lets that in too).
 */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>()
  for (const [, text] of html.matchAll(INLINE_SCRIPT))
    if (text) hashes.add(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`)
  return [...hashes]
}

export function cachedEmbed(
  status: CachedEmbed['status'],
  pathname: string,
  html: string,
  policy: string,
): CachedEmbed {
  const identity = Buffer.from(html)
  const etag = `W/"${createHash('sha256').update(identity).update(policy).digest('base64url').slice(0, 27)}"`
  // Quality 8, not 11: each new prefill query is one fill, and 11 takes ~100 ms of a core for a page.
  const br = brotliCompressSync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 8, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  })
  return { status, pathname, etag, policy, bodies: { identity, br, gzip: gzipSync(identity, { level: 9 }) } }
}

const sizeOf = (entry: CachedEmbed) =>
  entry.bodies.identity.length + entry.bodies.br.length + entry.bodies.gzip.length + entry.policy.length

/** A least-recently-used map bounded by entries and bytes (a Map keeps insertion order: first = oldest). */
export class EmbedHtmlStore {
  private entries = new Map<string, CachedEmbed>()
  private bytes = 0

  constructor(private limits = { entries: 2_000, bytes: 64 * 2 ** 20 }) {}

  get size() {
    return this.entries.size
  }

  get totalBytes() {
    return this.bytes
  }

  get(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key: string, entry: CachedEmbed) {
    this.delete(key)
    if (sizeOf(entry) > this.limits.bytes) return
    this.entries.set(key, entry)
    this.bytes += sizeOf(entry)
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break
      this.entries.delete(oldest)
      this.bytes -= sizeOf(old)
    }
  }

  delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= sizeOf(entry)
  }

  clear() {
    this.entries.clear()
    this.bytes = 0
  }

  /** Drops every entry `drop` picks (a publish drops its calculator's, not every tenant's). */
  deleteWhere(drop: (entry: CachedEmbed) => boolean) {
    for (const [key, entry] of this.entries) if (drop(entry)) this.delete(key)
  }
}

/**
 * Cache-Control of a published embed. No copy outlives the UTC day it was rendered on: the page carries
 * today's date (the schedule's first payment), so every lifetime is cut at midnight.
 */
export function embedCacheControl(
  status: number,
  config: { maxAge: number; sharedMaxAge: number },
  now = new Date(),
) {
  const untilMidnight = Math.floor(
    (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000,
  )
  if (status !== 200) {
    // An unknown or archived id: short, so a calculator published or restored later shows soon.
    const short = Math.min(30, config.sharedMaxAge, untilMidnight)
    return `public, max-age=${Math.min(short, config.maxAge)}, s-maxage=${short}`
  }
  const shared = Math.min(config.sharedMaxAge, untilMidnight)
  const stale = Math.max(0, Math.min(2 * config.sharedMaxAge, untilMidnight - shared))
  return `public, max-age=${Math.min(config.maxAge, shared)}, s-maxage=${shared}, stale-while-revalidate=${stale}`
}
