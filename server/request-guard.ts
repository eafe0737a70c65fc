import type { IncomingMessage } from 'node:http'
import type { Request, RequestHandler, Response } from 'express'
import {
  CROSS_SITE_FORM,
  formHasNul,
  fromAnotherSite,
  jsonHasNul,
  NUL_CHARACTER,
  queryHasNul,
} from './hostile-input'

/** No route reads more: the contact form takes 64 KB, the auth forms far less. The one body limit of the site. */
export const maxRequestBytes = 64 * 1024
/**
 * The brand page's logo upload (decision 0052): a 256 KB image and the form around it; the same for the single
 * sign-on page, where an identity provider's metadata is pasted (ADFS's is often over 64 KB; decision 0069), and the vendor review's scenario file (a
 * bank's 256 KB CSV; decision 0082).
 */
export const logoUploadBytes = 320 * 1024
const logoUploadPath = /^\/workspace\/[0-9a-f-]{36}\/(brand|sso|vendor-review)(\.data)?$/

/** The body limit of a path: 64 KB everywhere but the logo upload. */
export function bodyLimitFor(path: string) {
  return logoUploadPath.test(path) ? logoUploadBytes : maxRequestBytes
}
/** A refused body up to this size is read and dropped before the answer, so that the answer arrives. */
const drainBytes = 2 * 1024 * 1024

const formContentType = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
const bodies = new WeakMap<IncomingMessage, Buffer>()

/** The body the guard read; routes read it from here, never from the request stream. */
export function bodyOf(req: IncomingMessage): Buffer {
  return bodies.get(req) ?? Buffer.alloc(0)
}

/**
 * Reads every request body before any route sees it, counting bytes whatever the framing (a chunked body
 * declares no length): over 64 KB is a 413 before anything parses it. Anything but a readable form posted
 * to a page is a 415 or a 400 — page actions read `request.formData()`, which throws on other bodies. The
 * /api/* routes check their own content types. A page's form posted from another site is a 403; a NUL
 * character in a query string, a form or a JSON body a 400 (server/hostile-input.ts).
 */
export function requestGuard(): RequestHandler {
  return (req, res, next) => {
    if (queryHasNul(req.originalUrl)) return refuse(req, res, 400, NUL_CHARACTER)
    if (readOnlyMethods.has(req.method)) return next()
    const limit = bodyLimitFor(req.path)
    if (Number(req.headers['content-length'] ?? 0) > limit) return refuse(req, res, 413, tooLarge(limit))
    const api = req.path.startsWith('/api/')
    if (!api && !formContentType.test(req.headers['content-type'] ?? '')) {
      return refuse(
        req,
        res,
        415,
        'Send the form as application/x-www-form-urlencoded or multipart/form-data.',
      )
    }
    if (!api && fromAnotherSite(req)) return refuse(req, res, 403, CROSS_SITE_FORM)
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= limit) return void chunks.push(chunk)
      req.off('data', onData).off('end', onEnd).off('error', onError)
      refuse(req, res, 413, tooLarge(limit), size)
    }
    const onEnd = () => {
      const body = Buffer.concat(chunks)
      bodies.set(req, body)
      if (api) return jsonHasNul(body) ? refuse(req, res, 400, NUL_CHARACTER) : next()
      // A broken multipart body would make `request.formData()` throw in whichever action reads it.
      new Response(body, { headers: { 'Content-Type': req.headers['content-type']! } }).formData().then(
        (form) => (formHasNul(form) ? refuse(req, res, 400, NUL_CHARACTER) : next()),
        () => refuse(req, res, 400, 'The form could not be read.'),
      )
    }
    // The client went away mid-body: there is nobody to answer.
    const onError = () => req.destroy()
    req.on('data', onData).on('end', onEnd).on('error', onError)
  }
}

const tooLarge = (limit: number) => `The request body is larger than ${limit / 1024} KB.`

/** How long a refused body that is still arriving is read and dropped after the answer, before the cut-off. */
const lingerMs = 10_000

// Closing a connection with unread data makes the kernel reset it, and the client may lose the answer (a
// script or curl then sees a broken pipe, not the 413): a modest body is read before answering; a larger one
// is answered at once and what the client still sends is dropped unread for up to 10 s, then cut off.
function refuse(req: Request, res: Response, status: number, error: string, alreadyRead = 0) {
  let answered = false
  const answer = () => {
    if (answered) return
    answered = true
    res.status(status).set({ 'Cache-Control': 'no-store' })
    if (req.path.startsWith('/api/')) res.json({ error })
    else res.type('text/plain').send(error)
  }
  const answerAndLinger = () => {
    answer()
    const cutOff = setTimeout(() => req.destroy(), lingerMs)
    cutOff.unref()
    req.once('close', () => clearTimeout(cutOff))
  }
  if (req.readableEnded) return answer()
  let read = alreadyRead
  req.on('data', (chunk: Buffer) => {
    read += chunk.byteLength
    if (read > drainBytes) answerAndLinger()
  })
  req.on('end', answer)
  req.on('error', () => req.destroy())
  if (Number(req.headers['content-length'] ?? 0) > drainBytes) answerAndLinger()
}
