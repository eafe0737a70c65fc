import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { loadConfig } from '~/lib/env.server'
import { checkScenario } from '~/routes/_site/accuracy-check.server'
import { canonicalJson } from './canonical-json'
import { loadReceiptKey, RECEIPT_KEY_FILE } from './receipt-key.server'
import { verifyReceipt } from './receipt.server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' })
const now = new Date('2026-11-27T10:00:00.000Z')

async function signedLoan() {
  const url = new URL('http://localhost/accuracy/check?calculator=loan&principal=25000&rate=6.5&months=60')
  const check = await checkScenario(url, config, now)
  if (check.kind !== 'check' || !check.receipt) throw new Error('no receipt')
  return { check, receipt: check.receipt }
}

describe('canonical JSON', () => {
  test('sorted keys at every depth, no whitespace, undefined members left out', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 'x'], c: undefined, b: 'é' } })).toBe(
      '{"a":{"b":"é","d":[2,"x"]},"b":1}',
    )
  })
})

describe('a signed receipt', () => {
  test('verifies with the published public key; a changed digit fails', async () => {
    const { check, receipt } = await signedLoan()
    expect(check.figures.find((figure) => figure.label === 'Monthly payment')?.value).toBe('$489.15')
    const content = JSON.parse(receipt.json) as Record<string, unknown>
    expect(content).toMatchObject({
      calculator: 'loan',
      engineVersion: 1,
      issuedAt: '2026-11-27T10:00:00.000Z',
      keyId: receipt.keyId,
      inputs: { principal: 25_000, apr: 6.5, months: 60 },
      results: { 'Monthly payment': '$489.15' },
    })
    expect(receipt.json).toBe(canonicalJson(content))
    // Its id is what anyone recomputes from the bytes: `sha256sum receipt.json`, first 16 digits.
    expect(receipt.id).toBe(createHash('sha256').update(receipt.json).digest('hex').slice(0, 16))
    expect(content).toMatchObject({ format: 'calculation-receipt/1' })
    const publicPem = loadReceiptKey({ dataDir }).publicPem
    expect(verifyReceipt(receipt.json, receipt.signature, publicPem)).toBe(true)
    const changed = receipt.json.replace('$489.15', '$489.16')
    expect(changed).not.toBe(receipt.json)
    expect(verifyReceipt(changed, receipt.signature, publicPem)).toBe(false)
    const otherKey = generateKeyPairSync('ed25519').publicKey
    expect(verifyReceipt(receipt.json, receipt.signature, otherKey)).toBe(false)
  })

  test('the generated key is kept in DATA_DIR, readable by its owner only, and reused', async () => {
    await signedLoan()
    const file = path.join(dataDir, RECEIPT_KEY_FILE)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(loadReceiptKey({ dataDir }).keyId).toBe(loadReceiptKey({ dataDir }).keyId)
  })

  test('a configured RECEIPT_SIGNING_KEY signs instead, and names itself in the receipt', async () => {
    const { privateKey } = generateKeyPairSync('ed25519')
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
    const configured = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      RECEIPT_SIGNING_KEY: pem.replaceAll('\n', '\\n'),
    })
    const url = new URL('http://localhost/accuracy/check?calculator=cd')
    const check = await checkScenario(url, configured, now)
    if (check.kind !== 'check' || !check.receipt) throw new Error('no receipt')
    const key = loadReceiptKey({ pem, dataDir })
    expect(check.receipt.keyId).toBe(key.keyId)
    expect(verifyReceipt(check.receipt.json, check.receipt.signature, createPublicKey(privateKey))).toBe(true)
    expect(key.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: key.keyId })
  })

  test('refused inputs are listed and nothing is signed', async () => {
    const url = new URL('http://localhost/accuracy/check?calculator=retirement&raise=50')
    const check = await checkScenario(url, config, now)
    expect(check).toMatchObject({ kind: 'check', receipt: undefined })
    if (check.kind === 'check') expect(check.problems).toContain('Annual raise must be between 0% and 20%')
  })
})

describe('the calculation written out', () => {
  test('the level payment from its formula agrees with the engine to the cent', async () => {
    const { check } = await signedLoan()
    const payment = check.steps?.find((step) => step.label === 'Level payment')
    expect(payment?.value).toMatch(/^\$489\.15 \(unrounded 489\.15/)
    expect(check.steps?.map((step) => step.label)).toContain('Monthly rate r')
  })

  test('the CD: maturity, interest and APY from A = P·(1 + r/m)^(m·t) match the engine', async () => {
    const url = new URL(
      'http://localhost/accuracy/check?calculator=cd&deposit=1000&rate=5.25&days=365&compounding=daily',
    )
    const check = await checkScenario(url, config, now)
    if (check.kind !== 'check') throw new Error('no check')
    const step = (label: string) => check.steps?.find((candidate) => candidate.label.startsWith(label))?.value
    // Regulation DD Appendix A: $1,000 at 5.25% compounded daily for 365 days earns $53.90, APY 5.39%.
    expect(step('Interest earned')).toBe('$53.90')
    expect(step('APY')).toBe('5.39%')
    expect(check.figures.map((figure) => figure.value)).toEqual(expect.arrayContaining(['$53.90', '5.39%']))
  })
})
