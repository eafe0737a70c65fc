import PDFDocument from 'pdfkit'
import type { Lang } from '~/calculators/branding'
import type { ReportCapture } from '~/calculators/kit/report-capture'
import { uiText } from '~/calculators/ui/ui-text'
import { drawChart, drawTable, type Doc } from './pdf-parts.server'
import { reportText } from './report-text'

export interface ReportDocument {
  /** The client's name on a published calculator, else ours. */
  brandName: string
  color: string
  accent: string
  lang: Lang
  title: string
  capture: ReportCapture
  /** The disclosure in force (a published revision's), else the generic disclaimer is printed. */
  disclosure?: string | undefined
  /** yyyy-mm-dd */
  date: string
  /** The page the report was downloaded from. */
  source: string
}

const MARGIN = 48

/**
 * The report as a tagged PDF (decision 0028): structure elements for headings, paragraphs, the chart (a
 * figure with the chart's own text alternative) and the schedule (a table with header cells), document title
 * and language, text drawn as text with the standard fonts (no font file to embed).
 */
export function renderReportPdf(report: ReportDocument): Promise<Buffer> {
  const { capture, lang } = report
  const t = reportText[lang]
  const doc: Doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    tagged: true,
    lang,
    displayTitle: true,
    bufferPages: true,
    info: { Title: `${report.title} — ${report.brandName}`, Author: report.brandName, Subject: report.title },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - MARGIN * 2
  const root = doc.struct('Document')
  doc.addStructure(root)
  const block = (tag: string, draw: () => void) => root.add(doc.struct(tag, {}, draw))

  block('P', () => doc.font('Helvetica-Bold').fontSize(12).fillColor(report.color).text(report.brandName))
  block('H1', () => doc.font('Helvetica-Bold').fontSize(20).fillColor('#0f172a').text(report.title))
  block('P', () =>
    doc.font('Helvetica').fontSize(9).fillColor('#475569').text(t.prepared(report.date, report.source)),
  )
  doc.moveDown()

  block('H2', () => doc.font('Helvetica-Bold').fontSize(14).fillColor('#0f172a').text(t.inputs))
  for (const input of capture.inputs) labelled(input.label, input.value, false)
  doc.moveDown(0.5)

  block('H2', () => doc.font('Helvetica-Bold').fontSize(14).fillColor('#0f172a').text(t.results))
  if (capture.figures.length === 0)
    block('P', () => doc.font('Helvetica').fontSize(11).fillColor('#991b1b').text(t.invalid))
  for (const figure of capture.figures) labelled(figure.label, figure.value, figure.main === true)
  if (capture.note && capture.figures.length > 0)
    block('P', () =>
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#334155')
        .text(capture.note ?? ''),
    )

  if (capture.figures.length > 0) {
    for (const chart of capture.charts) {
      if (doc.y + 260 > doc.page.height - MARGIN) doc.addPage()
      doc.moveDown()
      block('H2', () => doc.font('Helvetica-Bold').fontSize(14).fillColor('#0f172a').text(chart.title))
      const colors = [report.color, report.accent, '#475569']
      root.add(doc.struct('Figure', { alt: chart.summary }, () => drawChart(doc, chart, colors, width)))
      block('P', () => doc.font('Helvetica').fontSize(9).fillColor('#334155').text(chart.summary, MARGIN))
    }
    for (const schedule of capture.schedules) {
      doc.addPage()
      block('H2', () => doc.font('Helvetica-Bold').fontSize(14).fillColor('#0f172a').text(schedule.caption))
      root.add(drawTable(doc, schedule, width, report.color))
    }
  }

  doc.moveDown()
  if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage()
  block('P', () =>
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#475569')
      .text(report.disclosure || uiText[lang].disclaimer, MARGIN, doc.y, { width }),
  )
  root.end()

  // Page numbers: artifacts, not content (screen readers skip them).
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    doc.markContent('Artifact', { type: 'Pagination' })
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#64748b')
      .text(t.page(index + 1, range.count), MARGIN, doc.page.height - MARGIN + 16, {
        width,
        align: 'right',
        lineBreak: false,
      })
    doc.endMarkedContent()
  }
  doc.end()
  return done

  function labelled(label: string, value: string, main: boolean) {
    if (doc.y + 40 > doc.page.height - MARGIN) doc.addPage()
    block('P', () => {
      doc.font('Helvetica').fontSize(9).fillColor('#475569').text(label, MARGIN)
      doc
        .font('Helvetica-Bold')
        .fontSize(main ? 18 : 11)
        .fillColor(main ? report.color : '#0f172a')
        .text(value, MARGIN)
    })
    doc.moveDown(0.3)
  }
}
