import type PDFDocument from 'pdfkit'
import type { ReportCapture } from '~/calculators/kit/report-capture'
import { niceScale, tickIndexes } from '~/calculators/ui/chart-geometry'

export type Doc = InstanceType<typeof PDFDocument>
type Chart = ReportCapture['charts'][number]
type Schedule = ReportCapture['schedules'][number]

/** The page's chart redrawn with vector lines from the same data: gridlines, value labels, series, legend. */
export function drawChart(doc: Doc, chart: Chart, colors: readonly string[], width: number) {
  const height = 200
  const left = doc.page.margins.left
  const top = doc.y + 4
  const plot = { x: left + 60, y: top, w: width - 64, h: height - 24 }
  const { max, step } = niceScale(Math.max(0, ...chart.series.flatMap((series) => series.values)))
  const count = Math.max(1, ...chart.series.map((series) => series.values.length))
  const x = (index: number) => plot.x + (count === 1 ? 0 : (index / (count - 1)) * plot.w)
  const y = (value: number) => plot.y + (1 - value / max) * plot.h
  doc.font('Helvetica').fontSize(7).lineWidth(0.5)
  for (let value = 0; value <= max + step / 2; value += step) {
    doc
      .strokeColor('#cbd5e1')
      .moveTo(plot.x, y(value))
      .lineTo(plot.x + plot.w, y(value))
      .stroke()
    doc.fillColor('#475569').text(chart.formatY(value), left, y(value) - 3, { width: 56, align: 'right' })
  }
  for (const index of tickIndexes(count, 6)) {
    const label = chart.xLabels[index] ?? ''
    doc.fillColor('#475569').text(label, x(index) - 20, plot.y + plot.h + 4, { width: 40, align: 'center' })
  }
  chart.series.forEach((series, seriesIndex) => {
    const color = colors[seriesIndex % colors.length] ?? '#475569'
    if (series.values.length === 0) return
    const path = () => {
      doc.moveTo(x(0), y(series.values[0] ?? 0))
      series.values.forEach((value, index) => doc.lineTo(x(index), y(value)))
    }
    if (series.area) {
      path()
      doc
        .lineTo(x(series.values.length - 1), y(0))
        .lineTo(x(0), y(0))
        .closePath()
      doc.fillColor(color).fillOpacity(0.15).fill()
      doc.fillOpacity(1)
    }
    path()
    doc.strokeColor(color).lineWidth(1.5).stroke()
  })
  let legendX = plot.x
  const legendY = plot.y + plot.h + 16
  chart.series.forEach((series, seriesIndex) => {
    doc
      .rect(legendX, legendY + 1, 8, 8)
      .fillColor(colors[seriesIndex % colors.length] ?? '#475569')
      .fill()
    doc
      .fillColor('#0f172a')
      .fontSize(8)
      .text(series.label, legendX + 12, legendY, { lineBreak: false })
    legendX += 24 + doc.widthOfString(series.label)
  })
  doc.x = left
  doc.y = top + height + 8
}

/** The schedule as a table with header cells, its header row repeated on every page. */
export function drawTable(doc: Doc, schedule: Schedule, width: number, color: string) {
  const left = doc.page.margins.left
  const rowHeight = 13
  const first = Math.min(60, width / schedule.columns.length)
  const rest = (width - first) / Math.max(1, schedule.columns.length - 1)
  const columnX = (index: number) => (index === 0 ? left : left + first + (index - 1) * rest)
  const columnW = (index: number) => (index === 0 ? first : rest)
  const bottom = () => doc.page.height - doc.page.margins.bottom - rowHeight
  const table = doc.struct('Table')
  // Positioned by hand with lineBreak off: pdfkit's line wrapper, run for thousands of cells, would
  // dominate the time of a 30-year schedule.
  const cell = (tag: 'TH' | 'TD', text: string, index: number, y: number) =>
    doc.struct(tag, {}, () => {
      const x = index === 0 ? columnX(0) + 3 : columnX(index) + columnW(index) - 3 - doc.widthOfString(text)
      doc.text(text, x, y + 3, { lineBreak: false })
    })
  const header = () => {
    const y = doc.y
    doc.rect(left, y, width, rowHeight).fillColor('#f1f5f9').fill()
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#0f172a')
    const row = doc.struct('TR')
    table.add(row)
    schedule.columns.forEach((column, index) => row.add(cell('TH', column, index, y)))
    row.end()
    doc.y = y + rowHeight
  }
  doc.moveDown(0.5)
  header()
  for (const cells of schedule.rows) {
    if (doc.y > bottom()) {
      doc.addPage()
      header()
    }
    const y = doc.y
    doc
      .strokeColor('#e2e8f0')
      .lineWidth(0.5)
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke()
    const row = doc.struct('TR')
    table.add(row)
    cells.forEach((text, index) => {
      doc
        .font(index === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8)
        .fillColor(index === 0 ? color : '#0f172a')
      row.add(cell(index === 0 ? 'TH' : 'TD', text, index, y))
    })
    row.end()
    doc.y = y + rowHeight
  }
  table.end()
  doc.x = left
  return table
}
