import type PDFDocument from 'pdfkit'

export type Doc = InstanceType<typeof PDFDocument>
type Struct = ReturnType<Doc['struct']>

/** Letter, in points: content between the margins; the footer lives in the bottom margin, below `bottom`. */
export const PAGE = { margin: 40, bottomMargin: 56 } as const
export const INK = { text: '#0f172a', muted: '#475569', faint: '#64748b', rule: '#e2e8f0', band: '#f1f5f9' }

/** What every part of the report draws with: the document, its structure tree's root, the brand colours. */
export interface Sheet {
  doc: Doc
  root: Struct
  left: number
  width: number
  color: string
  accent: string
}

/** The lowest y content may reach on the current page. */
export function bottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom
}

/** A new page when `height` points no longer fit below the current position; true if one was added. */
export function ensureSpace(sheet: Sheet, height: number): boolean {
  const { doc } = sheet
  if (doc.y + height <= bottom(doc)) return false
  doc.addPage()
  doc.x = sheet.left
  return true
}

/** A structure element drawn at once (the root is attached, so its closure runs now, on this page). */
export function block(sheet: Sheet, tag: string, draw: () => void) {
  sheet.root.add(sheet.doc.struct(tag, {}, draw))
}

/** A wrapped paragraph across the content width; its height is checked first, so it never spills a page. */
export function paragraph(
  sheet: Sheet,
  text: string,
  style: { size: number; color: string; bold?: boolean },
) {
  const { doc } = sheet
  doc.font(style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(style.size)
  ensureSpace(sheet, doc.heightOfString(text, { width: sheet.width }))
  block(sheet, 'P', () => doc.fillColor(style.color).text(text, sheet.left, doc.y, { width: sheet.width }))
}

/** A section heading, kept with at least `keep` points of what follows it. */
export function heading(sheet: Sheet, text: string, keep = 60, tag = 'H2') {
  const { doc } = sheet
  doc.font('Helvetica-Bold').fontSize(13)
  ensureSpace(sheet, doc.heightOfString(text, { width: sheet.width }) + keep)
  block(sheet, tag, () => doc.fillColor(INK.text).text(text, sheet.left, doc.y, { width: sheet.width }))
  doc.moveDown(0.3)
}
