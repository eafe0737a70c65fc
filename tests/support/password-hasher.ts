import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { PasswordHasher } from '~/lib/auth.server'

/*
 * The integration tests' password hashing: scrypt as better-auth's, in its "salt:key" form, at a cost of
 * N = 2^10, r = 8 instead of N = 2^14, r = 16 — about a sixtieth of the work. The suite signs up and in some
 * thousand times; at the real cost that was a tenth of its CPU time spent stretching keys. The servers the
 * end-to-end and reliability suites start hash with the real cost.
 */
const COST = { N: 1024, r: 8, p: 1 } as const

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export const cheapPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex')
    return `${salt}:${(await derive(password, salt)).toString('hex')}`
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':')
    if (!salt || !key) return false
    const expected = Buffer.from(key, 'hex')
    const derived = await derive(password, salt)
    return expected.length === derived.length && timingSafeEqual(expected, derived)
  },
}
