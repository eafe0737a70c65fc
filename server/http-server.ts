import { createServer, type RequestListener, type ServerResponse } from 'node:http'

/**
 * Idle kept-alive connections stay open 65 s, not Node's default 5 s: longer than the idle time of the proxies
 * and pooled HTTP clients in front of the server (60 s is common), so the server is never the one to close a
 * connection a client is about to reuse, which that client sees as ECONNRESET. The `Keep-Alive: timeout=65`
 * response header tells clients that read it.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

/**
 * The site's HTTP server. `stop()` is the graceful stop: no new connections, idle ones closed, and every
 * answer from then on closes its connection, so the stop waits for the requests in flight, not for the
 * keep-alive time of clients. It resolves once the last connection is closed.
 */
export function createHttpServer(handler: RequestListener) {
  let stopping = false
  const answering = new Set<ServerResponse>()
  const server = createServer((req, res) => {
    if (stopping) res.setHeader('Connection', 'close')
    answering.add(res)
    res.once('close', () => answering.delete(res))
    handler(req, res)
  })
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  // Node waits for a request's headers at most this long; it must not cut a kept connection short.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000

  function stop() {
    stopping = true
    for (const res of answering) {
      if (!res.headersSent) res.setHeader('Connection', 'close')
      else {
        // Its headers already said keep-alive: the connection is ended once the answer is sent. (Node
        // detaches the socket from the answer when it finishes, so it is taken now.)
        const socket = res.socket
        res.once('finish', () => socket?.end())
      }
    }
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    return closed
  }
  return { server, stop }
}
