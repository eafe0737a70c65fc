import type { IncomingHttpHeaders } from 'node:http'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import {
  createRequestHandler,
  type RequestHandler,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router'
import { logSafe } from '~/lib/log-safe'
import type { EmbedCache } from './embed-cache'
import { bodyOf } from './request-guard'
import { send } from './send-response'

type Options = {
  build: () => Promise<ServerBuild>
  mode: 'production' | 'development'
  /** BASE_URL: the origin visitors use. */
  publicOrigin: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse, badRequest?: boolean) => RouterContextProvider
  /** Keeps published embeds' answers (server/embed-cache.ts). */
  embedCache?: EmbedCache
}

/** Where the error page for a request target that cannot be routed is rendered (the not-found route). */
export const badRequestPath = '/__bad-request'

/**
 * Hands Express requests to React Router: what @react-router/express does, plus the three things it cannot
 * know. The body is the one the request guard read (counted, at most 64 KB). The request's origin takes its
 * scheme from BASE_URL when the Host is BASE_URL's, so that behind a TLS-terminating proxy an https page's
 * form posts to an https request (React Router refuses an action whose Origin differs, with a bare 400).
 * And a request target that cannot be routed gets the site's error page with a 400.
 */
export function routerHandler(options: Options) {
  const handle = buildRequestHandler(options.build, options.mode)
  const publicUrl = new URL(options.publicOrigin)
  const hinted = new Set<string>()

  function requestOrigin(req: ExpressRequest) {
    const host = req.host
    if (!host) return publicUrl.origin
    const protocol = host.toLowerCase() === publicUrl.host ? publicUrl.protocol : `${req.protocol}:`
    try {
      return new URL(`${protocol}//${host}`).origin
    } catch {
      return publicUrl.origin
    }
  }

  // React Router answers such an action with a 400 and logs nothing: say why, once per pair of origins.
  function explainRefusedOrigin(req: ExpressRequest, origin: string) {
    const claimed = req.get('origin')
    if (!claimed || claimed === origin || req.method === 'GET' || req.method === 'HEAD') return
    const sameHost = URL.canParse(claimed) && new URL(claimed).host === new URL(origin).host
    if (!sameHost || hinted.has(`${claimed} ${origin}`) || hinted.size > 100) return
    hinted.add(`${claimed} ${origin}`)
    console.warn(
      'Form posts from %s arrive as %s, so they are refused with a 400. Behind a TLS-terminating proxy, set ' +
        'BASE_URL to the public origin (e.g. BASE_URL=%s) or TRUST_PROXY to the number of proxies in front.',
      logSafe(claimed),
      origin,
      logSafe(claimed),
    )
  }

  async function respond(req: ExpressRequest, res: ExpressResponse, request: Request, badRequest = false) {
    const response = await handle(request, options.getLoadContext(req, res, badRequest))
    if (!badRequest && options.embedCache?.fillFor(req))
      await options.embedCache.fill(req, res, response, res.locals.nonce as string)
    else await send(res, response)
  }

  return {
    async handle(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
      try {
        const origin = requestOrigin(req)
        explainRefusedOrigin(req, origin)
        const controller = abortOnClose(res)
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
        // A published embed to be cached is rendered from its normalised query: nothing else can reach it.
        const target = options.embedCache?.fillFor(req)?.path ?? req.originalUrl
        const request = new Request(origin + target, {
          method: req.method,
          headers: fetchHeaders(req.headers),
          signal: controller.signal,
          ...(hasBody && { body: new Uint8Array(bodyOf(req)) }),
        })
        await respond(req, res, request)
      } catch (error) {
        next(error)
      }
    },
    /** The site's error page with a 400, for a request whose target cannot be routed. */
    async renderBadRequest(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
      try {
        const request = new Request(publicUrl.origin + badRequestPath, {
          headers: fetchHeaders(req.headers),
          signal: abortOnClose(res).signal,
        })
        await respond(req, res, request, true)
      } catch (error) {
        next(error)
      }
    },
  }
}

/**
 * React Router's handler over a build loaded on first use. Given a function, React Router calls it and derives
 * its route tables again at every request (every route flattened, ranked and its path compiled), so that
 * Vite's edits show at once: in production the build never changes, and it is loaded and derived once.
 */
export function buildRequestHandler(
  build: () => Promise<ServerBuild>,
  mode: 'production' | 'development',
): RequestHandler {
  if (mode === 'development') return createRequestHandler(build, mode)
  let handler: Promise<RequestHandler> | undefined
  return async (request, context) => {
    handler ??= build().then(
      (loaded) => createRequestHandler(loaded, mode),
      (error: unknown) => {
        handler = undefined
        throw error
      },
    )
    return (await handler)(request, context)
  }
}

function fetchHeaders(incoming: IncomingHttpHeaders) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming)) {
    if (name.startsWith(':')) continue
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, one)
    }
  }
  return headers
}

function abortOnClose(res: ExpressResponse) {
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  return controller
}
