import { sign } from 'node:crypto'
import { strToU8, zipSync } from 'fflate'
import type { ReceiptKey } from '~/lib/receipts/receipt-key.server'
import { sha256Hex } from './hash'

/**
 * A ZIP we sign (decision 0071): every file listed with its SHA-256 in `SHA256SUMS`, and `SHA256SUMS.sig` the
 * raw 64-byte Ed25519 signature of that list by the receipts' key, as `openssl pkeyutl -verify -rawin
 * -sigfile` reads it. The examiner bundle and the model-risk pack are both made here, so one check fits both.
 */
export function signedZip(files: Record<string, Uint8Array>, key: Pick<ReceiptKey, 'privateKey'>) {
  const all = { ...files }
  const sums = Object.keys(all)
    .sort()
    .map((path) => `${sha256Hex(all[path]!)}  ${path}\n`)
    .join('')
  all.SHA256SUMS = strToU8(sums)
  all['SHA256SUMS.sig'] = new Uint8Array(sign(null, all.SHA256SUMS, key.privateKey))
  const zip = zipSync(all, { level: 6 })
  return { zip, sha256: sha256Hex(zip) }
}
