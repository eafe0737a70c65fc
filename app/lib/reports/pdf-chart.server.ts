import type { ReportCapture } from '~/calculators/kit/report-capture'
import { niceScale, tickIndexes } from '~/calculators/ui/chart-geometry'
import type { Doc } from './pdf-page.server'

type Chart = ReportCapture['charts'][number]

/** The chart's height on paper, its legend included; a report laid out tighter draws it lower. */
export const CHART_HEIGHT = 200
export const TIGHT_CHART_HEIGHT = 140

/** The page's chart redrawn with vector lines from the same data: gridlines, value labels, series, legend. */
export function drawChart(
  doc: Doc,
  chart: Chart,
  colors: readonly string[],
  width: number,
  height = CHART_HEIGHT,
) {
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
