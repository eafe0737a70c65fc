import { createHmac } from 'node:crypto'
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { twoFactor } from '~/db/schema'

/*
 * Recovery codes are kept as keyed hashes, never as the codes (issue 34 §1, decision 0066): the database holds
 * HMAC-SHA-256 of each code under the auth secret, so neither a copy of the database nor the secret alone
 * gives a code back. better-auth's two-factor plugin stores the list through `storeBackupCodes` and checks a
 * code by looking it up in that list: the list it stores is hashed here, and the code it is given is hashed by
 * the before-hook (`hashedRecoveryCodeBody`) before it looks.
 */
const PREFIX = 'hmac-sha256:'

export const hashRecoveryCode = (secret: string, code: string) =>
  PREFIX + createHmac('sha256', secret).update(code.trim()).digest('hex')

const hashAll = (secret: string, codes: string[]) =>
  codes.map((code) => (code.startsWith(PREFIX) ? code : hashRecoveryCode(secret, code)))

/** better-auth's `backupCodeOptions.storeBackupCodes`: the list goes in hashed and comes out hashed. */
export function hashedRecoveryCodes(secret: string) {
  return {
    encrypt: async (json: string) => JSON.stringify(hashAll(secret, JSON.parse(json) as string[])),
    async decrypt(stored: string) {
      if (stored.startsWith('[')) return stored
      // Codes stored before they were hashed were encrypted with the auth secret (decision 0050).
      const json = await symmetricDecrypt({ key: secret, data: stored })
      return JSON.stringify(hashAll(secret, JSON.parse(json) as string[]))
    },
  }
}

/**
 * The before-hook's part: whatever a person typed is looked up by its hash, always. A typed string that is itself
 * a stored hash (`hmac-sha256:…`, read from a copy of the database) is hashed again, so it matches nothing: only
 * the code itself is a recovery code.
 */
export function hashedRecoveryCodeBody(secret: string, path: string, body: unknown) {
  if (path !== '/two-factor/verify-backup-code') return undefined
  const code = (body as { code?: unknown } | undefined)?.code
  if (typeof code !== 'string') return undefined
  return { ...(body as object), code: hashRecoveryCode(secret, code) }
}

/*
 * The codes are shown once the authenticator's first code has turned two-factor sign-in on, not at enrolment
 * (issue 48 §3): until then they are not in force. Only their hashes are stored, so the enrolment's answer
 * carries them sealed with the auth secret, and the confirming form brings the seal back.
 */
export const sealRecoveryCodes = (secret: string, codes: string[]) =>
  symmetricEncrypt({ key: secret, data: JSON.stringify(codes) })

/** The sealed codes if they are the ones stored for `userId` now; null for a seal of an earlier enrolment. */
export async function unsealRecoveryCodes(db: Db, secret: string, userId: string, sealed: string) {
  let codes: unknown
  try {
    codes = JSON.parse(await symmetricDecrypt({ key: secret, data: sealed }))
  } catch {
    return null
  }
  if (!Array.isArray(codes) || !codes.every((code) => typeof code === 'string')) return null
  const [row] = await db
    .select({ backupCodes: twoFactor.backupCodes })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
  if (!row) return null
  const stored = new Set(JSON.parse(await hashedRecoveryCodes(secret).decrypt(row.backupCodes)) as string[])
  return codes.length > 0 && codes.every((code: string) => stored.has(hashRecoveryCode(secret, code)))
    ? (codes as string[])
    : null
}
