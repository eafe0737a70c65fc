import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe; only the SHA-256 is stored. */
export function newToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** A calculator's public id: it is published in snippets, so short matters more than secrecy. */
export function newPublicId() {
  return randomBytes(8).toString('hex')
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string | undefined): value is string => UUID.test(value ?? '')
