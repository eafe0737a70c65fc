import { createHmac } from 'node:crypto'
import { symmetricDecrypt } from 'better-auth/crypto'

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
