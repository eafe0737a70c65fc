import { block, INK, type Sheet } from './pdf-page.server'

/** The top of the first page: a band of the brand's colour, the company, the title, when and where from. */
export function drawBrandHeader(
  sheet: Sheet,
  header: { company: string; title: string; prepared: string; logo?: Buffer | undefined },
) {
  const { doc, left, width } = sheet
  const top = doc.page.margins.top
  doc.markContent('Artifact', { type: 'Layout' })
  doc
    .rect(left, top - 14, width, 4)
    .fillColor(sheet.color)
    .fill()
  doc.endMarkedContent()
  doc.y = top
  if (header.logo) {
    const logo = header.logo
    sheet.root.add(
      doc.struct('Figure', { alt: header.company }, () => {
        doc.image(logo, left, doc.y, { fit: [180, 36] })
      }),
    )
    doc.y = top + 36 + 6
  }
  if (header.company)
    block(sheet, 'P', () =>
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .fillColor(sheet.color)
        .text(header.company, left, doc.y, { width }),
    )
  doc.moveDown(0.2)
  block(sheet, 'H1', () =>
    doc.font('Helvetica-Bold').fontSize(20).fillColor(INK.text).text(header.title, left, doc.y, { width }),
  )
  doc.moveDown(0.2)
  block(sheet, 'P', () =>
    doc.font('Helvetica').fontSize(9).fillColor(INK.muted).text(header.prepared, left, doc.y, { width }),
  )
  doc.moveDown(1)
}
