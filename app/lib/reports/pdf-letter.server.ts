import { PAGE, type Doc, type Sheet } from './pdf-page.server'

/**
 * A tagged, text-based US-letter PDF in the reports' layout, as the order, the invoice and the scenario run's
 * result are made: the document, its first sheet in `color`, and `finish()`, which closes the structure tree
 * and the document and gives its bytes.
 */
export async function openLetterPdf(info: PDFKit.DocumentInfo, color: string) {
  const { default: PdfDocument } = await import('pdfkit')
  const doc: Doc = new PdfDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.bottomMargin },
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    bufferPages: true,
    info,
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const root = doc.struct('Document')
  doc.addStructure(root)
  const sheet: Sheet = {
    doc,
    root,
    left: PAGE.margin,
    width: doc.page.width - PAGE.margin * 2,
    color,
    accent: color,
  }
  const finish = () => {
    root.end()
    doc.end()
    return done
  }
  return { doc, sheet, width: sheet.width, finish }
}
