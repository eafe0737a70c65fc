import http from 'node:http'

export type Answer = { status: number; body: string; error?: string }

export type RequestSpec = {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** A connection of its own, closed after the answer (for a body that is not what its headers say). */
  fresh?: boolean
}

/**
 * An HTTP client for bursts from one process: at most `maxSockets` connections, the rest queue in the agent.
 * `keepAlive: false` opens one per request, so that the server closing an idle connection (5 s) cannot reset
 * a request just sent on it. A request that gets no answer (refused, reset, timeout) resolves with status 0.
 */
export function createClient(
  origin: string,
  { maxSockets = 256, timeoutMs = 60_000, keepAlive = true } = {},
) {
  const agent = new http.Agent({ keepAlive, maxSockets })
  const base = new URL(origin)

  function send(spec: RequestSpec): Promise<Answer> {
    return new Promise((resolve) => {
      const body = spec.body === undefined ? undefined : Buffer.from(spec.body)
      const headers: Record<string, string> = { ...spec.headers, ...(spec.fresh && { Connection: 'close' }) }
      if (body && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
        headers['Content-Length'] = String(body.byteLength)
      }
      let settled = false
      const settle = (answer: Answer) => {
        if (settled) return
        settled = true
        resolve(answer)
      }
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          path: spec.path,
          method: spec.method ?? 'POST',
          headers,
          agent: spec.fresh ? false : agent,
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            settle({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          )
          response.on('error', (error) => settle({ status: 0, body: '', error: error.message }))
        },
      )
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)))
      // The server may answer (413) and close before it has read a large body: that answer counts.
      request.on('error', (error) => settle({ status: 0, body: '', error: error.message }))
      request.end(body)
    })
  }

  return { send, close: () => agent.destroy() }
}

/** Tallies statuses, e.g. { 201: 1998, 0: 2 }. */
export function countStatuses(answers: Answer[]) {
  const counts: Record<number, number> = {}
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
  return counts
}
