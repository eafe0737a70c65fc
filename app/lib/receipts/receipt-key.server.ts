import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The Ed25519 key that signs receipts, and what is published of it. */
export interface ReceiptKey {
  privateKey: KeyObject
  /** SPKI PEM, served at /.well-known/brightline-receipt-key.pem. */
  publicPem: string
  /** First 16 hex digits of the SHA-256 of the public key's DER: names the key in receipts and the JWKS. */
  keyId: string
  /** The public key as a JWK (kty OKP, crv Ed25519). */
  publicJwk: Record<string, string>
}

export const RECEIPT_KEY_FILE = 'receipt-signing-key.pem'

/**
 * RECEIPT_SIGNING_KEY (a PKCS#8 PEM) when configured; otherwise DATA_DIR/receipt-signing-key.pem, generated
 * with mode 0600 on first use. Rotation: configure or write a new key and restart; receipts name their key.
 */
export function loadReceiptKey(options: { pem?: string | undefined; dataDir: string }): ReceiptKey {
  const privateKey = createPrivateKey(options.pem ?? keyFromDataDir(options.dataDir))
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('RECEIPT_SIGNING_KEY must be an Ed25519 key')
  const publicKey = createPublicKey(privateKey)
  const der = publicKey.export({ format: 'der', type: 'spki' })
  const keyId = createHash('sha256').update(der).digest('hex').slice(0, 16)
  const jwk = publicKey.export({ format: 'jwk' })
  return {
    privateKey,
    publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    keyId,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x: String(jwk.x), kid: keyId, use: 'sig', alg: 'EdDSA' },
  }
}

function keyFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, RECEIPT_KEY_FILE)
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8')
  fs.mkdirSync(dataDir, { recursive: true })
  const { privateKey } = generateKeyPairSync('ed25519')
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
  // 'wx': two processes starting at once cannot both write a key; the second reads the first's.
  try {
    fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return fs.readFileSync(file, 'utf8')
  }
  return pem
}

const loaded = new Map<string, ReceiptKey>()

/** The key for this configuration, loaded once per process. */
export function receiptKey(options: { pem?: string | undefined; dataDir: string }): ReceiptKey {
  const cacheKey = options.pem ?? options.dataDir
  let key = loaded.get(cacheKey)
  if (!key) {
    key = loadReceiptKey(options)
    loaded.set(cacheKey, key)
  }
  return key
}

/** The server's key as configured: RECEIPT_SIGNING_KEY, else DATA_DIR's. */
export function configuredReceiptKey(config: { receiptSigningKey?: string | undefined; dataDir: string }) {
  return receiptKey({ pem: config.receiptSigningKey, dataDir: config.dataDir })
}

/** The configured key if there is one, never generating it: what `npm run audit:verify` checks anchors with. */
export function existingReceiptKey(options: { pem?: string | undefined; dataDir: string }) {
  if (!options.pem && !fs.existsSync(path.join(options.dataDir, RECEIPT_KEY_FILE))) return null
  return receiptKey(options)
}

/** Where the key's public half is served (the receipts' README section names it too). */
export const RECEIPT_KEY_PATH = '/.well-known/brightline-receipt-key.pem'
