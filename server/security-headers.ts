import type { ServerResponse } from 'node:http'

const isEmbedPath = (path: string) => path.startsWith('/embed/')

/** Headers for every response; the CSP nonce is fresh for each request. */
export function setSecurityHeaders(
  res: ServerResponse,
  path: string,
  nonce: string,
  options: { https: boolean; dev?: boolean },
) {
  const embed = isEmbedPath(path)
  res.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      // 'unsafe-inline' and https: only serve browsers too old for nonces and 'strict-dynamic', which ignore them.
      `script-src 'nonce-${nonce}' 'strict-dynamic' 'unsafe-inline' https:`,
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
      `frame-ancestors ${embed ? '*' : "'self'"}`,
    ].join('; '),
  )
  if (!embed) res.setHeader('X-Frame-Options', 'SAMEORIGIN')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  if (options.https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}
