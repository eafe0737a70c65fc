import http from 'node:http'
import https from 'node:https'
import { useAgent as filteringAgentFor } from 'request-filtering-agent'
import { refusedByForm } from './address-form.server'
import { endpointUrlProblem } from './endpoint-form'

export type TransportOptions = {
  /** `http:` receivers too (development and tests); otherwise only `https:`. */
  allowHttp: boolean
  /** Loopback, private, link-local and metadata addresses too (tests); refused otherwise. */
  allowPrivate: boolean
  timeoutMs: number
}

/** What one attempt got: a status code (2xx is success), or none and why; at most 1 KB of the answer. */
export type AttemptOutcome = { statusCode: number | null; latencyMs: number; response: string }

export const RESPONSE_EXCERPT_BYTES = 1024

/** What the delivery log says of a refused address: nothing of what a name resolved to (decision 0048). */
export const REFUSED_ADDRESS = 'Refused: not a public address.'

/**
 * POSTs one signed delivery. An address literal that is not public is refused by its form, before any
 * lookup (`refusedByForm`). The request-filtering agent checks the address the name resolved to when the
 * socket connects (so a name pointing at 127.0.0.1 or 169.254.169.254 is refused too, and a DNS answer that
 * changes after a check cannot slip through); redirects are never followed (a 3xx is a failure); the whole
 * exchange must end within `timeoutMs`; only the first 1 KB of the answer is read.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: TransportOptions,
): Promise<AttemptOutcome> {
  const startedAt = performance.now()
  const elapsed = () => Math.round(performance.now() - startedAt)
  const problem = endpointUrlProblem(url, options.allowHttp)
  if (problem) return Promise.resolve({ statusCode: null, latencyMs: 0, response: problem })
  const target = new URL(url)
  if (!options.allowPrivate && refusedByForm(target.hostname))
    return Promise.resolve({ statusCode: null, latencyMs: 0, response: REFUSED_ADDRESS })
  const request = target.protocol === 'https:' ? https.request : http.request
  const agent = filteringAgentFor(url, {
    allowPrivateIPAddress: options.allowPrivate,
    allowMetaIPAddress: options.allowPrivate,
    keepAlive: false,
  })
  return new Promise((resolve) => {
    let settled = false
    const finish = (statusCode: number | null, response: string) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      resolve({ statusCode, latencyMs: elapsed(), response })
    }
    const req = request(target, {
      method: 'POST',
      agent,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'Brightline-Webhooks/1',
      },
    })
    const deadline = setTimeout(() => {
      finish(null, `No answer within ${options.timeoutMs / 1000} s`)
      req.destroy()
    }, options.timeoutMs)
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      let size = 0
      const done = () => {
        finish(res.statusCode ?? null, excerpt(chunks))
        res.destroy()
      }
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        size += chunk.length
        if (size >= RESPONSE_EXCERPT_BYTES) done()
      })
      res.on('end', done)
      res.on('error', done)
    })
    // The agent's refusal names the address the host resolved to: the log says only that it was refused.
    req.on('error', (error) => finish(null, refusedByAgent(error) ? REFUSED_ADDRESS : error.message))
    req.end(body)
  })
}

// PostgreSQL text cannot hold NUL; a cut multi-byte character becomes U+FFFD.
const excerpt = (chunks: Buffer[]) =>
  Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString().replaceAll('\0', '')

const refusedByAgent = (error: Error) => /^DNS lookup .* is not allowed\./.test(error.message)
