import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { loadConfig, type Config } from '~/lib/env.server'
import { logSafe } from '~/lib/log-safe'
import { requestInfoContext } from '~/lib/request-context'
import { servicesContext, type Services } from '~/lib/services.server'
import { contactApiRoute } from './contact-api'
import { embedViewsRoute } from './embed-views'
import { leadApiRoute } from './lead-api'
import { setSecurityHeaders } from './security-headers'
import { requestGuard } from './request-guard'
import { isRoutableTarget } from './request-target'
import { noteServed } from '~/lib/archive/archiver.server'
import { registerArchiveRenderer } from './archive-renderer'
import { adoptBuiltLedger } from './built-ledger'
import { createEmbedCache, type EmbedCache } from './embed-cache'
import { createHttpServer } from './http-server'
import { countedRequests, watchEventLoop } from './request-load'
import { routerHandler } from './router-handler'
import { createServices, type RunningServices } from './services'
import { prerenderedPages } from './static-pages'

/** A folder of the production build (BUILD_DIR, `build` by default): the browser's files or the server's. */
const builtPath = (part: 'client' | 'server') => path.resolve(process.env.BUILD_DIR || 'build', part)

type AppOptions = {
  build: () => Promise<ServerBuild>
  clientDir?: string
  vite?: ViteDevServer
  embedCache?: EmbedCache
  /** Load the server build at start, and answer /healthz 503 until it is in (production; Vite loads on demand). */
  loadBuildFirst?: boolean
}

/**
 * The HTTP app. `services` may still be opening (database migrations take a few seconds on PGlite):
 * static and prerendered pages are served at once, everything else waits for them.
 */
export function createExpressApp(config: Config, servicesReady: Promise<Services>, options: AppOptions) {
  const clientDir = options.clientDir ?? builtPath('client')
  let services: Services | undefined
  void servicesReady.then((ready) => (services = ready)).catch(() => {})
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy)
  const https = config.baseUrl.startsWith('https://')

  // The server build (every route, 1 MB) is loaded at start rather than by the first visitor, who waited 30 s
  // for it on a loaded machine; the health check says "starting" until it is in.
  let buildLoaded = !options.loadBuildFirst
  if (options.loadBuildFirst)
    void options.build().then(
      () => (buildLoaded = true),
      (error: unknown) => console.error('Loading the server build failed:', error),
    )

  app.get('/healthz', async (_req, res) => {
    const ok = services ? await services.database.ping() : false
    res.setHeader('Cache-Control', 'no-store')
    if (ok && !buildLoaded) return void res.status(503).json({ status: 'starting' })
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'database unreachable' })
  })

  // A view's beacon is the hottest write path and needs none of the document middleware below (security
  // headers, compression, static files, body guard): it answers first. Its body, if any, is never read.
  const countView = embedViewsRoute(() => services!)
  app.all('/api/embed-views/:publicId', (req, res, next) => {
    servicesReady.then(() => countView(req, res)).catch(next)
  })

  const router = routerHandler({
    build: options.build,
    mode: config.production ? 'production' : 'development',
    publicOrigin: config.baseUrl,
    embedCache: options.embedCache,
    getLoadContext(req, res, badRequest) {
      const context = new RouterContextProvider()
      context.set(servicesContext, services!)
      context.set(requestInfoContext, {
        nonce: res.locals.nonce as string,
        clientAddress: req.ip ?? 'unknown',
        dataRequest: req.path.endsWith('.data'),
        badRequest,
        cacheable: Boolean(options.embedCache?.fillFor(req)),
      })
      return context
    },
  })

  app.use(compression())
  app.use((req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64')
    // A hashed asset is never a document: the document headers (~700 bytes) would ride on each of a page's
    // twenty-odd script responses, and nosniff is the one that applies to a script.
    if (!options.vite && req.path.startsWith('/assets/')) res.setHeader('X-Content-Type-Options', 'nosniff')
    else setSecurityHeaders(res, req.path, res.locals.nonce, { https, dev: Boolean(options.vite) })
    next()
  })
  // Before anything decodes the path: Express would throw on it, and React Router could not build a URL.
  app.use((req, res, next) => {
    if (isRoutableTarget(req.originalUrl)) return next()
    console.warn('400 Bad Request: %s %s', req.method, logSafe(req.originalUrl.slice(0, 500)))
    res.setHeader('Cache-Control', 'no-store')
    servicesReady.then(() => router.renderBadRequest(req, res, next), next)
  })

  if (options.vite) {
    app.use(options.vite.middlewares)
  } else {
    // The build wrote Brotli and gzip copies of every file (vite/precompress.ts): the best one the request
    // accepts is sent as it is, and compression() above leaves a response already encoded alone.
    const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false }
    app.use(
      '/assets',
      expressStaticGzip(path.join(clientDir, 'assets'), {
        ...precompressed,
        // Hashed names never change content: no revalidation, so no ETag or Last-Modified either.
        serveStatic: { immutable: true, maxAge: '1y', index: false, etag: false, lastModified: false },
      }),
    )
    app.use(
      expressStaticGzip(clientDir, {
        ...precompressed,
        serveStatic: { maxAge: '1h', index: false, redirect: false },
      }),
    )
  }

  // Every response from here on depends on the request, most on the session: none is cached unless its
  // route says otherwise (robots.txt, sitemap.xml). Static files and prerendered pages keep their caching.
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store')
    next()
  })
  app.use(requestGuard())
  app.use((_req, _res, next) => {
    servicesReady.then(() => next(), next)
  })
  app.all(
    '/api/send-contact-email',
    contactApiRoute(() => services!),
  )
  app.all(
    '/api/leads/:publicId',
    leadApiRoute(() => services!),
  )
  app.all('/{*splat}', router.handle)
  // Last resort for errors outside React Router (its own boundaries render the error page): no stack trace
  // reaches the visitor, and the security headers set above stay in place.
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = (error as { status?: unknown } | null)?.status
    const clientError = typeof status === 'number' && status >= 400 && status < 500
    if (!clientError) console.error('Unhandled error on %s %s:', req.method, logSafe(req.path), error)
    if (res.headersSent) return void res.end()
    res
      .status(clientError ? status : 500)
      .type('text/plain')
      .send(clientError ? 'Bad Request' : 'Unexpected Application Error!')
  })
  return app
}

/** Every request: prerendered pages straight from memory, everything else through Express. */
export function createSiteHandler(config: Config, servicesReady: Promise<Services>, options: AppOptions) {
  if (options.vite) return countedRequests(createExpressApp(config, servicesReady, options))
  const https = config.baseUrl.startsWith('https://')
  let services: Services | undefined
  void servicesReady.then((ready) => (services = ready)).catch(() => {})
  const embeds = createEmbedCache({
    https,
    maxAge: config.embedMaxAge,
    sharedMaxAge: config.embedSharedMaxAge,
    services: () => services,
  })
  const app = createExpressApp(config, servicesReady, { ...options, embedCache: embeds })
  const clientDir = options.clientDir ?? builtPath('client')
  const prerendered = prerenderedPages(clientDir, { https })
  // The archive of served states renders pages as this cache serves them (docs/decisions/0058).
  void servicesReady
    .then((ready) =>
      registerArchiveRenderer(ready, {
        build: options.build,
        clientDir,
        mode: config.production ? 'production' : 'development',
      }),
    )
    .catch(() => {})
  return countedRequests(function handleRequest(req: IncomingMessage, res: ServerResponse) {
    if (prerendered(req, res)) return
    if (!embeds.handles(req)) {
      // A preview shows the published state too (or, to anyone but a member, is the ordinary page).
      const preview = embeds.previewOf(req)
      if (services && preview) noteServed(services.db, preview)
      return void app(req, res)
    }
    const publicId = embeds.publishedIdOf(req)
    if (services && publicId) noteServed(services.db, publicId)
    // An embed in memory skips Express, as prerendered pages do; the first view goes through it.
    embeds.serve(req, res).then(
      (served) => served || app(req, res),
      () => app(req, res),
    )
  })
}

/** Starts the site: configuration, database and migrations, mail worker, HTTP, and a graceful shutdown. */
export async function start(options: { vite?: ViteDevServer } = {}) {
  const startedAt = performance.now()
  const config = loadConfig()
  // Listen first: opening PGlite compiles WebAssembly and blocks the event loop for a moment.
  let servicesOpened: (services: RunningServices) => void = () => {}
  let servicesFailed: (error: unknown) => void = () => {}
  const servicesReady = new Promise<RunningServices>((resolve, reject) => {
    servicesOpened = resolve
    servicesFailed = reject
  })
  const build = options.vite
    ? () => options.vite!.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : () => import('virtual:react-router/server-build') as Promise<ServerBuild>
  if (!options.vite) adoptBuiltLedger(builtPath('server'))
  const handler = createSiteHandler(config, servicesReady, {
    build,
    vite: options.vite,
    loadBuildFirst: !options.vite,
  })

  const { server, stop } = createHttpServer(handler)
  // Handlers before listening: a supervisor may stop the server as soon as it answers, while the database is
  // still opening.
  let stopping = false
  async function shutdown(signal: string) {
    if (stopping) return
    stopping = true
    console.log(`${signal} received: finishing requests in flight, then closing the database`)
    const deadline = setTimeout(() => {
      console.error('Shutdown took longer than 10 s: closing remaining connections')
      server.closeAllConnections()
    }, 10_000)
    deadline.unref()
    await stop()
    clearTimeout(deadline)
    // During start-up this waits for the database to open (and migrate), so it is closed, never cut off.
    await (await servicesReady).close()
    await options.vite?.close()
    console.log('Stopped cleanly')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve))
  // Logs each stretch of 2 s or more in which nothing could run, with the requests then in flight.
  watchEventLoop()
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(
    `Brightline Digital listening on http://localhost:${port} in ${Math.round(performance.now() - startedAt)} ms`,
  )
  createServices(config).then(servicesOpened, servicesFailed)
  const services = await servicesReady.catch((error: unknown) => {
    console.error('Could not open the database:', error)
    process.exit(1)
  })
  console.log(
    `Ready: ${services.database.kind === 'pglite' ? 'embedded database in DATA_DIR' : 'PostgreSQL'}, ` +
      `mail ${config.smtpUrl ? 'via SMTP' : 'to the outbox folder'} (${Math.round(performance.now() - startedAt)} ms)`,
  )
  return { server, port, services }
}

// For the build (react-router.config.ts): the ledger /accuracy was prerendered from, written beside this file.
export { writeBuiltLedger } from './built-ledger'
