import type { Request, RequestHandler, Response } from 'express'

/** No route reads more: the contact form takes 64 KB, the auth forms far less. */
export const maxRequestBytes = 1024 * 1024

const formContentType = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Turns away request bodies that no route could read, before anything parses them: a declared size over
 * 1 MB (413), and anything but a form posted to a page (415) — page actions read `request.formData()`,
 * which throws on other bodies. The /api/* routes check their own content types.
 */
export function requestGuard(): RequestHandler {
  return (req, res, next) => {
    if (readOnlyMethods.has(req.method)) return next()
    if (Number(req.headers['content-length'] ?? 0) > maxRequestBytes) {
      return reject(req, res, 413, 'The request body is larger than 1 MB.')
    }
    if (!req.path.startsWith('/api/') && !formContentType.test(req.headers['content-type'] ?? '')) {
      return reject(
        req,
        res,
        415,
        'Send the form as application/x-www-form-urlencoded or multipart/form-data.',
      )
    }
    next()
  }
}

// The body is left unread: closing the connection keeps a client from sending its next request after it.
function reject(req: Request, res: Response, status: number, error: string) {
  res.status(status).set({ Connection: 'close', 'Cache-Control': 'no-store' })
  if (req.path.startsWith('/api/')) res.json({ error })
  else res.type('text/plain').send(error)
}
