import { describe, expect, test } from 'vitest'
import { overlaps, pdfLayout } from '../../../tests/support/pdf-layout'
import { openLetterPdf } from './pdf-letter.server'
import { drawTable } from './pdf-table.server'

/*
 * A table whose first column holds labels that wrap (the scenario comparison, the vendor-review results): each
 * row as tall as its label as it is drawn, in bold. Measured in the regular face, a label that needs one more
 * line in bold overprinted the next row (seen on an invoice, issue 44).
 */
describe('a table with wrapping labels', () => {
  test('gives each row the height of its bold label, so no label runs into the next row', async () => {
    const { sheet, finish } = await openLetterPdf({ Title: 'Table' }, '#0b5ea8')
    // Labels that fit one line (or two) in the regular face and need one more in bold, at this column's width.
    const text = 'Website Monthly Management, billed in advance for the period of the agreement with overage'
    const labels = [43, 44, 83, 84, 85].map((length) => text.slice(0, length))
    drawTable(
      sheet,
      {
        caption: 'Lines',
        columns: ['Item', 'Quantity', 'Amount'],
        rows: labels.map((label) => [label, '1', '$65.00']),
      },
      { labels: true },
    )
    const pages = pdfLayout(await finish())
    for (const page of pages) expect(overlaps(page), `page ${page.number}`).toEqual([])
  })
})
