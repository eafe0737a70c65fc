import { createHash } from 'node:crypto'

/** The archive's content address: SHA-256, lower-case hex, over the UTF-8 bytes of a text. */
export function sha256Hex(text: string | Uint8Array) {
  return createHash('sha256').update(text).digest('hex')
}

export const isSha256 = (value: string) => /^[0-9a-f]{64}$/.test(value)
