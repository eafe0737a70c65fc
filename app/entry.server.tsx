import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'
import { NONCE_PLACEHOLDER, requestInfoContext } from './lib/request-context'
import { clearFlashCookie, flashFromCookieHeader } from './lib/flash'
import { FLASH_PLACEHOLDER } from './lib/page-flash'
import { FlashProvider, NonceProvider } from './lib/nonce'
import { lowPriorityPreloads } from './lib/preload-priority.server'
import { wantsScriptsAfterPaint } from './lib/early-clicks'
import { paintFirstStream } from './lib/paint-first.server'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, cacheable } = loadContext.get(requestInfoContext)
  // The one-time toast moves from its cookie into this page's HTML (~/lib/flash). A page rendered once for
  // many (prerendered, or a cached embed, which shows no toast) gets the placeholder the server fills per request.
  const shared = cacheable || nonce === NONCE_PLACEHOLDER
  const requestFlash = shared ? undefined : flashFromCookieHeader(request.headers.get('cookie') ?? undefined)
  if (requestFlash) responseHeaders.append('Set-Cookie', clearFlashCookie)
  const flash = shared ? FLASH_PLACEHOLDER : (requestFlash ?? '')
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Bots and prerendering get the whole document at once; browsers get the shell as soon as it is ready.
    // A cached answer is the same for every visitor, whatever its first one's user agent.
    const readyOption =
      cacheable || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    // Calculator pages and embeds load their scripts after the first paint, as prerendered pages do (decision
    // 0020); other server-rendered pages keep their preloads, at low priority (decision 0018).
    const afterPaint = routerContext.staticHandlerContext.matches.some((match) =>
      wantsScriptsAfterPaint(routerContext.routeModules[match.route.id]?.handle),
    )
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <FlashProvider value={flash}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </FlashProvider>
      </NonceProvider>,
      {
        nonce,
        // React outlines a ready Suspense boundary larger than ~12.8 KB (a calculator's schedule) and reveals it
        // from a script ≥ 300 ms after the first paint: a second style and layout pass on the main thread and
        // a late jump of the page. Our pages are small, so every ready boundary goes out in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough()
          const stream = createReadableStreamFromReadable(
            body.pipe(afterPaint ? paintFirstStream() : lowPriorityPreloads()),
          )
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
