import { verify } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { DEFAULT_BRAND } from '~/calculators/branding'
import { receiptId } from '~/lib/receipts/receipt.server'
import { pdfAttachments } from '../../../tests/support/pdf-attachments'
import { pageLines, pdfLayout } from '../../../tests/support/pdf-layout'
import { testReceiptKey, testSigning } from '../../../tests/support/receipts'
import { calculatorReport } from './report.server'

/*
 * The report carries the signed receipt of its figures (issue 36 §3, decision 0049): taken out of the PDF as
 * a reader would (pdfdetach), it verifies with the public key and node:crypto alone, and one changed digit
 * fails; every page names the receipt and the engine version.
 */

const verifyAt = 'https://calculators.example/accuracy/check'

async function loanReport(lang: 'en' | 'es' = 'en', months = 60) {
  const pdf = await calculatorReport({
    type: 'loan',
    search: `?principal=25000&rate=6.5&months=${months}`,
    brand: { ...DEFAULT_BRAND, lang },
    brandName: 'Acme Credit Union',
    today: '2026-11-25',
    signing: testSigning(verifyAt),
  })
  const files = pdfAttachments(pdf)
  const lines = pdfLayout(pdf).map(pageLines)
  return { files, lines, text: lines.flat().join('\n') }
}

/** The README's check: verify(null, receipt.json, key.pem, base64-decoded receipt.sig). */
function verifies(json: Buffer, sig: Buffer) {
  return verify(null, json, testReceiptKey.publicPem, Buffer.from(sig.toString(), 'base64'))
}

describe('the receipt in the PDF', () => {
  test('taken out with pdfdetach, it verifies with the public key; one changed digit fails', async () => {
    const { files } = await loanReport()
    expect(Object.keys(files).sort()).toEqual(['receipt.json', 'receipt.sig'])
    const json = files['receipt.json']!
    const sig = files['receipt.sig']!
    expect(verifies(json, sig)).toBe(true)
    const content = JSON.parse(json.toString('utf8')) as Record<string, unknown>
    expect(content).toMatchObject({
      calculator: 'loan',
      engineVersion: 1,
      issuedAt: '2026-11-25T15:00:00.000Z',
      keyId: testReceiptKey.keyId,
      format: 'calculation-receipt/1',
      inputs: { principal: 25_000, apr: 6.5, months: 60 },
      results: { 'Monthly payment': '$489.15' },
    })
    const changed = Buffer.from(json.toString('utf8').replace('$489.15', '$489.16'), 'utf8')
    expect(changed.equals(json)).toBe(false)
    expect(verifies(changed, sig)).toBe(false)
  })

  test('every page names the receipt (its id recomputed from the attached bytes) and the engine version', async () => {
    const { files, lines, text } = await loanReport('en', 180)
    const id = receiptId(files['receipt.json']!.toString('utf8'))
    expect(lines.length).toBeGreaterThan(1)
    for (const page of lines)
      expect(page.filter((line) => line.startsWith(`Receipt ${id} · engine version 1 Page `))).toHaveLength(1)
    expect(text.replaceAll('\n', ' ')).toContain(
      `Check these figures: this PDF carries a receipt of its inputs and results signed with Ed25519 (receipt ${id}, engine version 1), attached as the files receipt.json and receipt.sig. Verify it at ${verifyAt}.`,
    )
  })

  test('a Spanish report says it in Spanish', async () => {
    const { files, text } = await loanReport('es')
    const id = receiptId(files['receipt.json']!.toString('utf8'))
    expect(text).toContain(`Recibo ${id} · versión del motor 1`)
    expect(text.replaceAll('\n', ' ')).toContain(`Compruebe estas cifras`)
    expect(verifies(files['receipt.json']!, files['receipt.sig']!)).toBe(true)
  })

  test('inputs that cannot be calculated give no receipt', async () => {
    const pdf = await calculatorReport({
      type: 'loan',
      search: '?principal=-5&rate=6.5&months=60',
      brand: DEFAULT_BRAND,
      brandName: 'Acme Credit Union',
      today: '2026-11-25',
      signing: testSigning(verifyAt),
    })
    expect(pdfAttachments(pdf)).toEqual({})
    expect(pdfLayout(pdf).flatMap(pageLines).join('\n')).not.toContain('Receipt')
  })
})
