import { sign, verify, type KeyObject } from 'node:crypto'
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
}

export function signReceipt(content: ReceiptContent, key: ReceiptKey): SignedReceipt {
  const json = canonicalJson({ ...content, keyId: key.keyId, format: 'brightline-receipt/1' })
  const signature = sign(null, Buffer.from(json, 'utf8'), key.privateKey).toString('base64')
  return { json, signature, keyId: key.keyId }
}

/** True when `signature` (base64) is the key's Ed25519 signature of `json`. */
export function verifyReceipt(json: string, signature: string, publicKey: KeyObject | string): boolean {
  return verify(null, Buffer.from(json, 'utf8'), publicKey, Buffer.from(signature, 'base64'))
}
