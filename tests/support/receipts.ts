import { generateKeyPairSync } from 'node:crypto'
import os from 'node:os'
import { loadReceiptKey } from '~/lib/receipts/receipt-key.server'
import type { ReceiptSigning } from '~/lib/reports/report-receipt.server'

const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
/** A throwaway Ed25519 key for a test run; its public PEM verifies what it signed. */
export const testReceiptKey = loadReceiptKey({ pem, dataDir: os.tmpdir() })

/** Signing for reports in tests: the test key, a fixed time, and where our own reports say to verify. */
export function testSigning(verifyAt?: string): ReceiptSigning {
  return { key: testReceiptKey, now: new Date('2026-11-25T15:00:00.000Z'), verifyAt }
}
