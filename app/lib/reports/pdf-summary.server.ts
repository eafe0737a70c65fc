import { block, ensureSpace, heading, INK, paragraph, type Sheet } from './pdf-page.server'
import { drawTable } from './pdf-table.server'

export interface Pair {
  label: string
  value: string
  /** The headline figure: its own row, large, in the brand's colour. */
  main?: boolean | undefined
}

/** The scenarios the visitor saved, as the page's comparison shows them. */
export interface Comparison {
  columns: readonly string[]
  inputs: { caption: string; rows: readonly (readonly string[])[] }
  results: { caption: string; rows: readonly (readonly string[])[] }
  differences?: string | undefined
}

const GAP = 16
const MIN_VALUE_SIZE = 6

/** Labelled values in `columns` columns, every row as tall as its tallest cell, kept whole on a page. */
export function drawPairs(sheet: Sheet, title: string, pairs: readonly Pair[], columns: number) {
  const { doc, left, width } = sheet
  heading(sheet, title, 40)
  const main = pairs.filter((pair) => pair.main)
  const others = pairs.filter((pair) => !pair.main)
  for (const pair of main) drawRow([pair], 1, 18)
  for (let index = 0; index < others.length; index += columns)
    drawRow(others.slice(index, index + columns), columns, 11)
  doc.x = left
  doc.moveDown(0.6)

  function drawRow(row: readonly Pair[], count: number, valueSize: number) {
    const cellWidth = (width - GAP * (count - 1)) / count
    const measure = (pair: Pair) => {
      const label = doc.font('Helvetica').fontSize(8.5).heightOfString(pair.label, { width: cellWidth })
      const size = fittingSize(pair.value, valueSize, cellWidth)
      const value = doc.font('Helvetica-Bold').fontSize(size).heightOfString(pair.value, { width: cellWidth })
      return { label, value, size }
    }
    /** Lines break between words only, never inside a figure ("$360,000.0 / 0"): a word too wide is set smaller. */
    function fittingSize(value: string, size: number, cellWidth: number) {
      doc.font('Helvetica-Bold')
      const widest = (at: number) =>
        Math.max(...value.split(/\s+/).map((word) => doc.fontSize(at).widthOfString(word)))
      let fitted = size
      while (widest(fitted) > cellWidth && fitted > MIN_VALUE_SIZE) fitted -= 0.5
      return fitted
    }
    const sizes = row.map(measure)
    // Values on one line across the row, under the tallest label.
    const labelHeight = Math.max(...sizes.map((size) => size.label))
    const height = labelHeight + Math.max(...sizes.map((size) => size.value)) + 8
    ensureSpace(sheet, height)
    const y = doc.y
    row.forEach((pair, index) => {
      const x = left + index * (cellWidth + GAP)
      block(sheet, 'P', () => {
        doc.font('Helvetica').fontSize(8.5).fillColor(INK.muted).text(pair.label, x, y, { width: cellWidth })
        doc
          .font('Helvetica-Bold')
          .fontSize(sizes[index]!.size)
          .fillColor(pair.main ? sheet.color : INK.text)
          .text(pair.value, x, y + labelHeight + 1, { width: cellWidth })
      })
    })
    doc.y = y + height
  }
}

/** The comparison of the visitor's scenarios: their inputs, their results, what differs. */
export function drawComparison(sheet: Sheet, comparison: Comparison) {
  const { doc } = sheet
  for (const part of [comparison.inputs, comparison.results])
    drawTable(
      sheet,
      { caption: part.caption, columns: comparison.columns, rows: part.rows },
      { labels: true },
    )
  if (comparison.differences) paragraph(sheet, comparison.differences, { size: 9, color: INK.text })
  doc.moveDown(0.6)
}
