import type { SignedReceipt } from '~/lib/receipts/receipt.server'
import type { Doc } from './pdf-page.server'

/** The signed receipt a report carries, with what its pages print about it (decision 0049). */
export interface ReportReceipt {
  receipt: SignedReceipt
  engineVersion: number
  issuedAt: Date
  /** Our /accuracy/check address, printed on our own reports; never on a client's (white-label). */
  verifyAt?: string | undefined
}

export const RECEIPT_FILES = { json: 'receipt.json', signature: 'receipt.sig' } as const

/**
 * The receipt as two embedded files, byte for byte what /accuracy/check offers: `receipt.json` (the signed
 * canonical JSON) and `receipt.sig` (the signature, base64), so the README's check reads them unchanged
 * after `pdfdetach -saveall`.
 */
export function attachReceipt(doc: Doc, { receipt, issuedAt }: ReportReceipt) {
  const files = [
    { name: RECEIPT_FILES.json, body: receipt.json, type: 'application/json', what: 'Signed receipt' },
    { name: RECEIPT_FILES.signature, body: receipt.signature, type: 'text/plain', what: 'Ed25519 signature' },
  ]
  for (const file of files)
    doc.file(Buffer.from(file.body, 'utf8'), {
      name: file.name,
      type: file.type,
      description: `${file.what} ${receipt.id}`,
      creationDate: issuedAt,
      modifiedDate: issuedAt,
    })
}
