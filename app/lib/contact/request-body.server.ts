export const maxBodyBytes = 64 * 1024

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError'
}

type Body = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | null

/** Reads at most `limit` bytes of a body, whatever Content-Length claims (it may be absent or lie). */
export async function readBodyCapped(declaredLength: string | null, body: Body, limit = maxBodyBytes) {
  if (Number(declaredLength) > limit) throw new BodyTooLargeError()
  if (!body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of iterate(body)) {
    size += chunk.byteLength
    if (size > limit) throw new BodyTooLargeError()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function* iterate(body: NonNullable<Body>): AsyncGenerator<Uint8Array> {
  if (!('getReader' in body)) return yield* body
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      yield value
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
}
