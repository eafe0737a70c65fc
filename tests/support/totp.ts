import { createHmac } from 'node:crypto'

/** The 6-digit code an authenticator app shows for a base32 secret at `at` (RFC 6238: HMAC-SHA1, 30 s). */
export function totp(base32Secret: string, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)))
  const hmac = createHmac('sha1', key).update(counter).digest()
  const offset = hmac[hmac.length - 1]! & 0xf
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(value).padStart(6, '0')
}

/** A code that is valid now but is not `code` (the previous window's, which better-auth also accepts, is avoided). */
export function wrongCode(code: string) {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0')
}
