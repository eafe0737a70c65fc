import type PDFDocument from 'pdfkit'
import type { Lang } from '~/calculators/branding'
import type { ReportCapture } from '~/calculators/kit/report-capture'
import { uiText } from '~/calculators/ui/ui-text'
import { drawBrandHeader } from './pdf-brand.server'
import { CHART_HEIGHT, drawChart, TIGHT_CHART_HEIGHT } from './pdf-chart.server'
import { drawFooters } from './pdf-footer.server'
import { printable } from './pdf-glyphs'
import { attachReceipt, type ReportReceipt } from './pdf-receipt.server'
import { bottom, ensureSpace, heading, INK, PAGE, paragraph, type Doc, type Sheet } from './pdf-page.server'
import { drawComparison, drawPairs, type Comparison } from './pdf-summary.server'
import { drawTable } from './pdf-table.server'
import { reportText } from './report-text'

export interface ReportDocument {
  /** The client's company on a published calculator, else ours; never a calculator's internal name. */
  brandName: string
  color: string
  accent: string
  lang: Lang
  title: string
  capture: ReportCapture
  /** The visitor's saved scenarios side by side, when there are any. */
  comparison?: Comparison | undefined
  /** The disclosure in force (a published revision's), else the generic disclaimer is printed. */
  disclosure?: string | undefined
  /** yyyy-mm-dd */
  date: string
  /** The client's page the visitor was on (no query string), when known. */
  source?: string | undefined
  /** The signed receipt of its inputs and results; none when the inputs cannot be calculated. */
  receipt?: ReportReceipt | undefined
  /** The client's logo (decision 0052); pdfkit draws PNG and JPEG, so a WebP logo leaves the name alone. */
  logo?: ReportLogo | undefined
}

export type ReportLogo = { content: Buffer; contentType: string }

/**
 * The report as a tagged PDF (decision 0028), laid out page by page (decision 0044): the brand's header, the
 * inputs as set, the results, the chart, the scenarios, every schedule flowing over as many pages as it
 * needs, the disclosure, "Check these figures", then "Page N of M" beside the receipt's id. Standard fonts,
 * text drawn as text; the one thing embedded is the signed receipt, as two attached files (decision 0049).
 */
export async function renderReportPdf(report: ReportDocument): Promise<Buffer> {
  // pdfkit and its fonts (~28 MB of a server's memory) load with the first report, not at start.
  const { default: PdfDocument } = await import('pdfkit')
  // A last page holding only the disclosure and the receipt's note (issue 48 §3): laid out again, tighter.
  return (layOut(report, PdfDocument, false) ?? layOut(report, PdfDocument, true))!
}

type PdfKit = typeof PDFDocument

/**
 * One layout of the report. Tight: lower charts, and the last schedule's last rows kept with the disclosure
 * and the receipt's note. Not tight, it gives up (null) where those two would begin a page of their own.
 */
function layOut(report: ReportDocument, PdfDocument: PdfKit, tight: boolean): Promise<Buffer> | null {
  const { lang } = report
  const capture = printableCapture(report.capture)
  const t = reportText[lang]
  const title = printable(report.title)
  const company = printable(report.brandName)
  const doc: Doc = new PdfDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.bottomMargin },
    tagged: true,
    lang,
    displayTitle: true,
    bufferPages: true,
    info: { Title: company ? `${title} — ${company}` : title, Author: company, Subject: title },
  })
  const root = doc.struct('Document')
  doc.addStructure(root)
  const width = doc.page.width - PAGE.margin * 2
  const sheet: Sheet = { doc, root, left: PAGE.margin, width, color: report.color, accent: report.accent }
  const signed = report.receipt
  const disclosure = printable(report.disclosure || uiText[lang].disclaimer)
  const checkFigures =
    signed && printable(t.checkFigures(signed.receipt.id, signed.engineVersion, signed.verifyAt))
  const closing = closingHeight(doc, width, disclosure, checkFigures)

  const prepared = t.prepared(t.date(report.date), report.source ? printable(report.source) : undefined)
  const logo = report.logo && report.logo.contentType !== 'image/webp' ? report.logo.content : undefined
  drawBrandHeader(sheet, { company, title, prepared, logo })
  drawPairs(sheet, t.inputs, capture.inputs, 2)
  const valid = capture.figures.length > 0
  if (!valid) {
    heading(sheet, t.results, 30)
    paragraph(sheet, t.invalid, { size: 11, color: '#991b1b' })
  } else {
    drawPairs(sheet, t.results, capture.figures, 3)
    if (capture.note) paragraph(sheet, capture.note, { size: 10, color: '#334155' })
    doc.moveDown(0.6)
    const chartHeight = tight ? TIGHT_CHART_HEIGHT : CHART_HEIGHT
    for (const chart of capture.charts) {
      ensureSpace(sheet, chartHeight + 60)
      heading(sheet, chart.title, chartHeight)
      const colors = [report.color, report.accent, INK.muted]
      root.add(
        doc.struct('Figure', { alt: chart.summary }, () => drawChart(doc, chart, colors, width, chartHeight)),
      )
      paragraph(sheet, chart.summary, { size: 9, color: '#334155' })
      doc.moveDown(0.6)
    }
    if (report.comparison) drawComparison(sheet, printableComparison(report.comparison))
    capture.schedules.forEach((schedule, index) =>
      drawTable(sheet, schedule, {
        keepWithLastRows: tight && index === capture.schedules.length - 1 ? closing : 0,
      }),
    )
  }
  if (!tight && doc.y + closing > bottom(doc)) return null
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.moveDown(0.4)
  paragraph(sheet, disclosure, { size: 8, color: INK.muted })
  if (signed && checkFigures) {
    attachReceipt(doc, signed)
    doc.moveDown(0.4)
    paragraph(sheet, checkFigures, { size: 8, color: INK.muted })
  }
  root.end()
  const receiptLine = signed && printable(t.receipt(signed.receipt.id, signed.engineVersion))
  drawFooters(doc, t.page, { left: PAGE.margin, right: PAGE.margin + width }, receiptLine)
  doc.end()
  return done
}

/** The height of the report's closing lines: the disclosure and the receipt's note, 8-point, spaced. */
function closingHeight(doc: Doc, width: number, disclosure: string, checkFigures: string | undefined) {
  doc.font('Helvetica').fontSize(8)
  const space = doc.currentLineHeight(true) * 0.4
  const lines = [disclosure, checkFigures].filter((text): text is string => Boolean(text))
  return lines.reduce((sum, text) => sum + space + doc.heightOfString(text, { width }), 0)
}

/** The capture's strings in characters the standard fonts have (pdf-glyphs.ts). */
function printableCapture(capture: ReportCapture): ReportCapture {
  const rows = (list: readonly (readonly string[])[]) => list.map((cells) => cells.map(printable))
  return {
    inputs: capture.inputs.map((input) => ({
      ...input,
      label: printable(input.label),
      value: printable(input.value),
    })),
    figures: capture.figures.map((figure) => ({
      ...figure,
      label: printable(figure.label),
      value: printable(figure.value),
    })),
    note: capture.note && printable(capture.note),
    charts: capture.charts.map((chart) => ({
      ...chart,
      title: printable(chart.title),
      summary: printable(chart.summary),
      xLabels: chart.xLabels.map(printable),
      series: chart.series.map((series) => ({ ...series, label: printable(series.label) })),
      formatY: (value: number) => printable(chart.formatY(value)),
    })),
    schedules: capture.schedules.map((schedule) => ({
      caption: printable(schedule.caption),
      columns: schedule.columns.map(printable),
      rows: rows(schedule.rows),
    })),
  }
}

function printableComparison(comparison: Comparison): Comparison {
  const part = (table: Comparison['inputs']) => ({
    caption: printable(table.caption),
    rows: table.rows.map((cells) => cells.map(printable)),
  })
  return {
    columns: comparison.columns.map(printable),
    inputs: part(comparison.inputs),
    results: part(comparison.results),
    differences: comparison.differences && printable(comparison.differences),
  }
}
