import { bottom, heading, INK, type Sheet } from './pdf-page.server'

export interface TableData {
  caption: string
  columns: readonly string[]
  rows: readonly (readonly string[])[]
}

/** 8-point figures on 11.5-point rows: a 30-year monthly schedule takes six pages (issue 33 §1). */
export const TABLE_TYPE = { size: 8, row: 11.5, pad: 3, minSize: 6 } as const

/**
 * A table that flows over as many pages as it needs: each row drawn once, where it belongs, the header row
 * repeated at the top of every page it continues on (an artifact after the first, for screen readers).
 * `labels`: the first column holds text that may wrap (the scenario comparison), else short row keys
 * (month, year, age) drawn on one line, which keeps a 360-row schedule fast.
 * `keepWithLastRows`: the height of what follows the table that must not stand alone on a page: when it would
 * not fit after the last rows, the last three go over to the next page with it.
 */
export function drawTable(
  sheet: Sheet,
  table: TableData,
  options: { labels?: boolean; keepWithLastRows?: number } = {},
) {
  const { doc, left, width } = sheet
  const { size, row: rowHeight, pad } = TABLE_TYPE
  const count = Math.max(1, table.columns.length)
  const first = options.labels ? Math.max(width * 0.34, width / count) : Math.min(56, width / count)
  const rest = (width - first) / Math.max(1, count - 1)
  const columnX = (index: number) => (index === 0 ? left : left + first + (index - 1) * rest)
  const columnW = (index: number) => (index === 0 ? first : rest)
  const inner = (index: number) => columnW(index) - 2 * pad

  doc.font('Helvetica-Bold').fontSize(size)
  const headerHeight =
    Math.max(...table.columns.map((column, index) => doc.heightOfString(column, { width: inner(index) }))) +
    2 * pad
  heading(sheet, table.caption, headerHeight + rowHeight * Math.min(3, table.rows.length))
  const element = doc.struct('Table')
  sheet.root.add(element)

  /** The header row: tagged TH cells the first time (`row`), an artifact when repeated on a later page. */
  const drawHeader = (row?: ReturnType<typeof doc.struct>) => {
    const y = doc.y
    if (row) doc.markContent('Artifact', { type: 'Layout' })
    doc.rect(left, y, width, headerHeight).fillColor(INK.band).fill()
    if (row) doc.endMarkedContent()
    table.columns.forEach((column, index) => {
      const draw = () => {
        doc.font('Helvetica-Bold').fontSize(size).fillColor(INK.text)
        const top = y + headerHeight - pad - doc.heightOfString(column, { width: inner(index) })
        const align = index === 0 ? 'left' : 'right'
        doc.text(column, columnX(index) + pad, top, { width: inner(index), align })
      }
      if (row) row.add(doc.struct('TH', {}, draw))
      else draw()
    })
    doc.y = y + headerHeight
  }
  const header = doc.struct('TR')
  element.add(header)
  drawHeader(header)
  header.end()

  // The rules under this page's rows, drawn together as one artifact when the page is done.
  let rules: number[] = []
  const drawRules = () => {
    if (rules.length === 0) return
    doc.markContent('Artifact', { type: 'Layout' })
    doc.strokeColor(INK.rule).lineWidth(0.5)
    for (const ruleY of rules) doc.moveTo(left, ruleY).lineTo(left + width, ruleY)
    doc.stroke()
    doc.endMarkedContent()
    rules = []
  }

  const kept = Math.min(3, table.rows.length - 1)
  const keep = options.keepWithLastRows ?? 0
  table.rows.forEach((cells, rowIndex) => {
    // Measured in the face it is drawn in: bold wraps sooner than regular (a label a line longer overprinted
    // the next row).
    doc.font('Helvetica-Bold').fontSize(size)
    const height = options.labels
      ? Math.max(rowHeight, doc.heightOfString(cells[0] ?? '', { width: inner(0) }) + 2 * pad - 2)
      : rowHeight
    // The last rows, the space after the table (its closing moveDown) and what is kept with them.
    const lastRowsAndKept = kept * rowHeight + doc.currentLineHeight(true) * 0.8 + keep
    const keepTogether =
      keep > 0 &&
      kept > 0 &&
      rowIndex === table.rows.length - kept &&
      doc.y + lastRowsAndKept > bottom(doc) &&
      doc.page.margins.top + headerHeight + lastRowsAndKept <= bottom(doc)
    if (keepTogether || doc.y + height > bottom(doc)) {
      drawRules()
      doc.addPage()
      doc.y = doc.page.margins.top
      doc.markContent('Artifact', { type: 'Pagination' })
      drawHeader()
      doc.endMarkedContent()
    }
    const y = doc.y
    const row = doc.struct('TR')
    element.add(row)
    cells.forEach((text, index) => {
      row.add(
        doc.struct(index === 0 ? 'TH' : 'TD', {}, () => {
          if (index === 0) {
            doc.font('Helvetica-Bold').fontSize(size).fillColor(sheet.color)
            if (options.labels) doc.text(text, left + pad, y + pad, { width: inner(0) })
            else doc.text(text, left + pad, y + pad, { lineBreak: false })
            return
          }
          doc.font('Helvetica').fillColor(INK.text)
          // Positioned by hand, on one line: pdfkit's line wrapper, run for thousands of cells, would
          // dominate the time of a long schedule. A figure too wide for its column is set smaller.
          let fontSize: number = size
          let textWidth = doc.fontSize(fontSize).widthOfString(text)
          while (textWidth > inner(index) && fontSize > TABLE_TYPE.minSize)
            textWidth = doc.fontSize((fontSize -= 0.5)).widthOfString(text)
          const x = columnX(index) + columnW(index) - pad - textWidth
          doc.text(text, x, y + pad + (size - fontSize) / 2, { lineBreak: false })
        }),
      )
    })
    row.end()
    rules.push(y + height)
    doc.y = y + height
  })
  drawRules()
  element.end()
  doc.x = left
  doc.moveDown(0.8)
}
