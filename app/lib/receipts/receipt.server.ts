import { createHash, sign, verify, type KeyObject } from 'node:crypto'
import { canonicalJson } from './canonical-json'
import type { ReceiptKey } from './receipt-key.server'

/** What a receipt states: these inputs gave these results, from this engine version, at this time. */
export interface ReceiptContent {
  calculator: string
  engineVersion: number
  /** The inputs as the engine read them (defaults filled in). */
  inputs: Record<string, unknown>
  /** The results as the page prints them, label → text. */
  results: Record<string, string>
  /** ISO 8601, UTC. */
  issuedAt: string
}

export interface SignedReceipt {
  /** The canonical JSON that was signed, byte for byte (UTF-8). */
  json: string
  /** Ed25519 signature of `json`, base64. */
  signature: string
  keyId: string
  /** First 16 hex digits of the SHA-256 of `json`: printed on a PDF, it ties the page to its attached receipt. */
  id: string
}

export function signReceipt(content: ReceiptContent, key: ReceiptKey): SignedReceipt {
  // The format names no brand: the receipt travels inside a client's white-label PDF (decision 0049).
  const json = canonicalJson({ ...content, keyId: key.keyId, format: 'calculation-receipt/1' })
  const signature = sign(null, Buffer.from(json, 'utf8'), key.privateKey).toString('base64')
  return { json, signature, keyId: key.keyId, id: receiptId(json) }
}

/** A receipt's id, which anyone recomputes from its bytes (`sha256sum receipt.json`, first 16 digits). */
export function receiptId(json: string): string {
  return createHash('sha256').update(json, 'utf8').digest('hex').slice(0, 16)
}

/** True when `signature` (base64) is the key's Ed25519 signature of `json`. */
export function verifyReceipt(json: string, signature: string, publicKey: KeyObject | string): boolean {
  return verify(null, Buffer.from(json, 'utf8'), publicKey, Buffer.from(signature, 'base64'))
}
