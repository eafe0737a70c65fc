import type { Request, RequestHandler, Response } from 'express'

/** No route reads more: the contact form takes 64 KB, the auth forms far less. */
export const maxRequestBytes = 64 * 1024
/** A refused body up to this size is read and dropped before the answer, so that the answer arrives. */
const drainBytes = 2 * 1024 * 1024

const formContentType = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Turns away request bodies that no route could read, before anything parses them: a declared size over
 * 64 KB (413), and anything but a form posted to a page (415) — page actions read `request.formData()`,
 * which throws on other bodies. The /api/* routes check their own content types.
 */
export function requestGuard(): RequestHandler {
  return (req, res, next) => {
    if (readOnlyMethods.has(req.method)) return next()
    if (Number(req.headers['content-length'] ?? 0) > maxRequestBytes) {
      return reject(req, res, 413, 'The request body is larger than 64 KB.')
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

// Closing a connection with unread data makes the kernel reset it, and the client may lose the answer: a
// modest body is read first; a larger one is answered at once and the connection closed.
function reject(req: Request, res: Response, status: number, error: string) {
  let answered = false
  const answer = (close: boolean) => {
    if (answered) return
    answered = true
    res.status(status).set({ 'Cache-Control': 'no-store', ...(close && { Connection: 'close' }) })
    if (req.path.startsWith('/api/')) res.json({ error })
    else res.type('text/plain').send(error)
  }
  if (Number(req.headers['content-length'] ?? 0) > drainBytes) return answer(true)
  let read = 0
  req.on('data', (chunk: Buffer) => {
    read += chunk.byteLength
    if (read > drainBytes) answer(true)
  })
  req.on('end', () => answer(false))
  req.on('error', () => answer(true))
}
