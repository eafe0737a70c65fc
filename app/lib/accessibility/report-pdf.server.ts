import { EVIDENCE } from './conformance'
import type { ConformanceDocument } from './report.server'

/** The conformance report as a tagged, text-based PDF (screen readers read it in order). */
export async function conformancePdf(report: ConformanceDocument): Promise<Buffer> {
  // Loaded with the first report, not at start (docs/performance.md).
  const { default: PDFDocument } = await import('pdfkit')
  const title = `Accessibility Conformance Report: ${report.calculator.name}`
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: { Title: title, Author: 'Brightline Digital', Subject: 'WCAG 2.2 A and AA, VPAT 2.5 structure' },
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))))

  const section = pdf.struct('Sect')
  pdf.addStructure(section)
  const paragraph = (text: string, options: { size?: number; bold?: boolean; tag?: string } = {}) =>
    section.add(
      pdf.struct(options.tag ?? 'P', {}, () => {
        pdf
          .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(options.size ?? 10)
          .text(text)
      }),
    )
  paragraph(title, { size: 18, bold: true, tag: 'H1' })
  paragraph(
    `${report.calculator.title}, revision ${report.revision.number} (${report.revision.state}). Standard: WCAG 2.2, levels A and AA, in the structure of the ITI VPAT 2.5 (WCAG edition). Made ${report.generatedAt.slice(0, 10)}.`,
  )
  if (report.kit) paragraph(report.kit)
  pdf.moveDown()
  for (const level of ['A', 'AA'] as const) {
    paragraph(`Table: Success Criteria, Level ${level}`, { size: 13, bold: true, tag: 'H2' })
    for (const row of report.rows.filter((candidate) => candidate.level === level)) {
      pdf.moveDown(0.4)
      paragraph(`${row.id} ${row.name} (Level ${row.level}): ${row.conformance}`, { bold: true, tag: 'H3' })
      paragraph(row.remarks)
      for (const evidence of row.evidence) paragraph(`Evidence: ${EVIDENCE[evidence]}`, { size: 9 })
    }
    pdf.moveDown()
  }
  section.end()
  pdf.end()
  return done
}
