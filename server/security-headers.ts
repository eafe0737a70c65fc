import type { ServerResponse } from 'node:http'

const isEmbedPath = (path: string) => path.startsWith('/embed/')

/** The nonce-based script-src of a page rendered per request. */
export const nonceScriptSrc = (nonce: string) =>
  // 'unsafe-inline' and https: only serve browsers too old for nonces and 'strict-dynamic', which ignore them.
  `script-src 'nonce-${nonce}' 'strict-dynamic' 'unsafe-inline' https:`

/**
 * The site's Content-Security-Policy for `path`. A response kept in shared caches (a published embed) gives a
 * script-src of its inline scripts' hashes instead of a nonce (server/embed-cache.ts).
 */
export function contentSecurityPolicy(path: string, scriptSrc: string, options: { dev?: boolean } = {}) {
  return [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // Vite's hot reload talks over its own WebSocket port in development.
    `connect-src 'self'${options.dev ? ' ws:' : ''}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the bare calculator views may be framed by client sites.
    `frame-ancestors ${isEmbedPath(path) ? '*' : "'self'"}`,
  ].join('; ')
}

/** Headers for every response; the CSP nonce is fresh for each request. */
export function setSecurityHeaders(
  res: ServerResponse,
  path: string,
  nonce: string,
  options: { https: boolean; dev?: boolean },
) {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(path, nonceScriptSrc(nonce), options))
  if (!isEmbedPath(path)) res.setHeader('X-Frame-Options', 'SAMEORIGIN')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  if (options.https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}
