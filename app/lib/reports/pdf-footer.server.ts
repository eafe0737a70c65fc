import { INK, type Doc } from './pdf-page.server'

/**
 * "Page N of M" on every page, once they are all laid out (bufferPages), and at the left the receipt's line
 * when the report carries one (a printed page names the receipt it belongs to). Drawn in the bottom margin with that
 * margin set aside while drawing: text below a page's bottom margin makes pdfkit start a new page, which is
 * how every report used to end with as many blank pages as it had pages.
 */
export function drawFooters(
  doc: Doc,
  label: (number: number, count: number) => string,
  edges: { left: number; right: number },
  receiptLine?: string,
) {
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const text = label(index + 1, range.count)
    doc.font('Helvetica').fontSize(8).fillColor(INK.faint)
    // Page numbers are artifacts, not content: screen readers skip them.
    doc.markContent('Artifact', { type: 'Pagination' })
    const y = doc.page.height - margin + 20
    doc.text(text, edges.right - doc.widthOfString(text), y, { lineBreak: false })
    doc.endMarkedContent()
    if (receiptLine) {
      // Said once as content at the end of the report ("Check these figures"); here an artifact too.
      doc.markContent('Artifact', { type: 'Pagination' })
      doc.text(receiptLine, edges.left, y, { lineBreak: false })
      doc.endMarkedContent()
    }
    doc.page.margins.bottom = margin
  }
}
