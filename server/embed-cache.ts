import type { IncomingMessage, ServerResponse } from 'node:http'
import Negotiator from 'negotiator'
import { BRAND_PARAMS } from '~/calculators/branding'
import { calculators } from '~/calculators/registry'
import { SCENARIO_PARAM } from '~/calculators/kit/share-url'
import { typeInfo } from '~/calculators/kit/type-info'
import type { Db } from '~/db/client.server'
import type { Services } from '~/lib/services.server'
import { asksForPreview } from '~/lib/workspaces/embed-preview'
import { inScope, linkedEntries, loadPublished, onPublishedChange } from '~/lib/workspaces/published.server'
import {
  cachedEmbed,
  embedCacheControl,
  embedCacheKey,
  EmbedHtmlStore,
  inlineScriptHashes,
  normaliseEmbedQuery,
  servedEmbedHtml,
  type CachedEmbed,
} from './embed-html-store'
import { isRoutableTarget } from './request-target'
import { contentSecurityPolicy, setSecurityHeaders } from './security-headers'
import { mergePolicies, send } from './send-response'

// A well-formed id only: `/embed/c/<id>.data` (React Router's data requests) and other shapes are not pages.
const PUBLISHED_EMBED = /^\/embed\/c\/([0-9a-f]{16})$/
// A registry calculator's embed, which our calculator pages frame: it reads no database and no cookie, so its
// page depends on the query, the day and the build only (docs/decisions/0100).
const REGISTRY_EMBED = /^\/embed\/([a-z0-9-]+)-calculator$/
const registryNames = new Set<string>(calculators.map(({ name }) => name))
const registryEmbed = (path: string) => {
  const name = REGISTRY_EMBED.exec(path)?.[1]
  return name && registryNames.has(name) ? name : undefined
}

/** A request target's path and query string (without its `?`). */
function splitTarget(url: string): [string, string] {
  const at = url.indexOf('?')
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)]
}

/** A request whose answer is not in memory yet: React Router renders `path`, and `fill` keeps the result. */
export type EmbedFill = {
  key: string
  /** The published embed's id; none for a registry calculator's embed. */
  publicId?: string
  pathname: string
  path: string
  generation: number
  owner?: CachedEmbed['owner']
}

type Options = {
  https: boolean
  maxAge: number
  sharedMaxAge: number
  services: () => Services | undefined
  store?: EmbedHtmlStore
}

/**
 * The published embed (/embed/c/<publicId>) served from memory: one rendered copy per (revision, normalised
 * query, UTC day), with a hash-based CSP, an ETag and a public Cache-Control, so that a repeat view is a memory
 * copy here and may be kept by any shared cache in front. Views are counted by the page's beacon, never here.
 * A registry calculator's embed likewise, per (normalised query, UTC day). See docs/decisions/0032 and 0100.
 */
export function createEmbedCache(options: Options) {
  const store = options.store ?? new EmbedHtmlStore()
  const fills = new WeakMap<IncomingMessage, EmbedFill>()
  const watched = new WeakSet<Db>()
  // A publish during a render must not leave that render in the cache.
  let generation = 0

  /** The key and path of a registry calculator's embed: its calculator's inputs, the brand and the frame. */
  async function registryLookup(url: URL, name: string): Promise<EmbedFill> {
    const known = new Set<string>([
      ...(await typeInfo(name)).params,
      SCENARIO_PARAM,
      ...BRAND_PARAMS,
      'height',
    ])
    const query = normaliseEmbedQuery(url.searchParams, known)
    const day = new Date().toISOString().slice(0, 10)
    const key = embedCacheKey({ publicId: url.pathname, state: 'registry', query, day })
    const path = url.pathname + (query ? `?${query}` : '')
    return { key, pathname: url.pathname, path, generation }
  }

  async function lookup(req: IncomingMessage, services: Services): Promise<EmbedFill | undefined> {
    const url = new URL(req.url!, 'http://embed')
    const name = registryEmbed(url.pathname)
    if (name) return registryLookup(url, name)
    const publicId = PUBLISHED_EMBED.exec(url.pathname)?.[1]
    if (!publicId) return undefined
    if (!watched.has(services.db)) {
      watched.add(services.db)
      // Only the calculator, rate entry or workspace the change names: other calculators' copies stay.
      onPublishedChange(services.db, (scope) => {
        generation++
        store.deleteWhere((entry) => inScope(scope, entry.owner ?? {}))
      })
    }
    const current = generation
    const day = new Date().toISOString().slice(0, 10)
    const view = await loadPublished(services.db, publicId, day)
    const fields = view.status === 'published' ? (await typeInfo(view.type)).params : []
    const known = new Set<string>([...fields, SCENARIO_PARAM, ...BRAND_PARAMS, 'page'])
    const query = normaliseEmbedQuery(url.searchParams, known)
    const state =
      view.status === 'published'
        ? // The approved rate-sheet versions it links to (decision 0038): the day picks the one in force.
          `${view.revision.id}${view.rateKey ? `+${view.rateKey}` : ''}`
        : view.status === 'archived'
          ? `archived:${view.lang}`
          : 'missing'
    const key = embedCacheKey({ publicId, state, query, day })
    const owner =
      view.status === 'missing'
        ? undefined
        : {
            calculatorId: view.calculatorId,
            workspaceId: view.workspaceId,
            rateEntryIds: view.status === 'published' ? linkedEntries(view.revision) : [],
          }
    const path = url.pathname + (query ? `?${query}` : '')
    return { key, publicId, pathname: url.pathname, path, generation: current, owner }
  }

  function write(req: IncomingMessage, res: ServerResponse, entry: CachedEmbed) {
    setSecurityHeaders(res, entry.pathname, '', { https: options.https })
    res.setHeader('Content-Security-Policy', entry.policy)
    res.setHeader('Cache-Control', embedCacheControl(entry.status, options))
    res.setHeader('ETag', entry.etag)
    res.setHeader('Vary', 'Accept-Encoding')
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.statusCode = 304
      return void res.end()
    }
    const [encoding] = new Negotiator(req).encodings(['br', 'gzip', 'identity'], {
      preferred: ['br', 'gzip'],
    })
    const body = encoding === 'br' || encoding === 'gzip' ? entry.bodies[encoding] : entry.bodies.identity
    if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', body.length)
    res.statusCode = entry.status
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  return {
    store,
    /** Whether this request is for an embed this cache answers (GET or HEAD, database open). */
    handles(req: IncomingMessage) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      if (!options.services() || !isRoutableTarget(req.url ?? '')) return false
      const [path, query] = splitTarget(req.url!)
      if (registryEmbed(path)) return true
      // A preview depends on who asks (decision 0096): rendered each time, never kept. The route serves anyone
      // it does not recognise as a member the ordinary counted page, as this cache would.
      return PUBLISHED_EMBED.test(path) && !asksForPreview(query)
    },
    /** The public id of a request for a published embed (not a registry calculator's), for the archive. */
    publishedIdOf(req: IncomingMessage) {
      return PUBLISHED_EMBED.exec(splitTarget(req.url ?? '')[0])?.[1]
    },
    /** The public id of a GET of a published embed's preview (decision 0096), which this cache never keeps. */
    previewOf(req: IncomingMessage) {
      if (req.method !== 'GET' || !isRoutableTarget(req.url ?? '')) return undefined
      const [path, query] = splitTarget(req.url!)
      return asksForPreview(query) ? PUBLISHED_EMBED.exec(path)?.[1] : undefined
    },
    /** Answers from memory and resolves true; or marks a GET for `fill` and resolves false. */
    async serve(req: IncomingMessage, res: ServerResponse) {
      const fill = await lookup(req, options.services()!)
      if (!fill) return false
      const entry = store.get(fill.key)
      if (entry) return (write(req, res, entry), true)
      if (req.method === 'GET') fills.set(req, fill)
      return false
    },
    fillFor(req: IncomingMessage) {
      return fills.get(req)
    },
    /**
     * Keeps React Router's answer to a marked request (rendered with `nonce`, from the normalised query) and
     * sends it as every later visitor gets it: nonce attributes removed, inline scripts allowed by hash.
     */
    async fill(req: IncomingMessage, res: ServerResponse, response: Response, nonce: string) {
      const fill = fills.get(req)!
      const status = response.status
      if ((status !== 200 && status !== 404 && status !== 410) || !response.body)
        return send(res as Parameters<typeof send>[0], response)
      const html = servedEmbedHtml(await response.text(), nonce)
      const hashes = inlineScriptHashes(html)
      const scriptSrc = `script-src 'self' ${hashes.join(' ')} 'unsafe-inline'`.replace('  ', ' ')
      const site = contentSecurityPolicy(fill.path, scriptSrc)
      const route = response.headers.get('content-security-policy')
      const entry = {
        ...cachedEmbed(status, fill.pathname, html, route ? mergePolicies(site, route) : site),
        owner: fill.owner,
      }
      if (fill.generation === generation) store.set(fill.key, entry)
      write(req, res, entry)
    },
  }
}

export type EmbedCache = ReturnType<typeof createEmbedCache>

function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value.replace(/^W\//, '') === opaque
  })
}
