export const maxBodyBytes = 64 * 1024

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError'
}

/** Reads at most `maxBodyBytes` of the body, whatever Content-Length claims (it may be absent or lie). */
export async function readBodyCapped(request: Request, limit = maxBodyBytes): Promise<string> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLargeError()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
