import type { Invoice } from '~/db/invoice-schema'
import { business, fullAddress } from '~/lib/business'
import { drawBrandHeader } from '~/lib/reports/pdf-brand.server'
import { openLetterPdf } from '~/lib/reports/pdf-letter.server'
import { drawFooters } from '~/lib/reports/pdf-footer.server'
import { printable } from '~/lib/reports/pdf-glyphs'
import { block, heading, INK, PAGE, paragraph, type Sheet } from '~/lib/reports/pdf-page.server'
import { drawTable } from '~/lib/reports/pdf-table.server'
import { NET_DAYS, taxLabel } from './invoice-lines'
import { formatCents } from './plans'
import { remittanceLines } from './remittance'
import { formatDay } from './trial-status'

const BRAND = '#1d4ed8'
export const dayLabel = (day: string) => formatDay(new Date(`${day}T00:00:00Z`))

/** The invoice as a tagged, one-page PDF in the reports' layout (decision 0087). */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const { doc, sheet, width, finish } = await openLetterPdf(
    { Title: `Invoice ${invoice.number}`, Author: business.legalName, Subject: 'Invoice' },
    BRAND,
  )
  drawBrandHeader(sheet, {
    company: business.legalName,
    title: `Invoice ${invoice.number}`,
    prepared: `Issued ${dayLabel(invoice.issuedOn)} · Due ${dayLabel(invoice.dueOn)} (net ${NET_DAYS})`,
  })
  drawColumns(sheet, [
    ['From', [business.legalName, fullAddress, business.phone, business.email]],
    [
      'Bill to',
      [
        invoice.billingName,
        invoice.billingEmail,
        invoice.poNumber ? `PO number: ${invoice.poNumber}` : 'PO number: none given',
      ],
    ],
    [
      'Invoice',
      [
        `Number: ${invoice.number}`,
        `Period: ${dayLabel(invoice.periodStart)} to ${dayLabel(invoice.periodEnd)}`,
        `Issued: ${dayLabel(invoice.issuedOn)}`,
        `Due: ${dayLabel(invoice.dueOn)}`,
      ],
    ],
  ])
  drawTable(
    sheet,
    {
      caption: 'Charges',
      columns: ['Description', 'Quantity', 'Unit price', 'Amount'],
      rows: [
        ...invoice.lines.map((line) => [
          printable(line.description),
          line.quantity.toLocaleString('en-US'),
          formatMoney(line.unitCents),
          formatMoney(line.amountCents),
        ]),
        ['Subtotal', '', '', formatMoney(invoice.subtotalCents)],
        [taxLabel(invoice.taxRate), '', '', formatMoney(invoice.taxCents)],
        ['Total due (USD)', '', '', formatMoney(invoice.totalCents)],
      ],
    },
    { labels: true },
  )
  for (const line of invoice.lines)
    if (line.detail) paragraph(sheet, printable(line.detail), { size: 8, color: INK.muted })
  doc.moveDown(0.6)
  heading(
    sheet,
    `Due within ${NET_DAYS} days: ${formatMoney(invoice.totalCents)} by ${dayLabel(invoice.dueOn)}`,
    90,
  )
  const remit = remittanceLines(invoice.number)
  drawColumns(sheet, [
    ['Pay by ACH', remit.ach],
    ['Or by cheque', remit.cheque],
  ])
  drawFooters(doc, (n, count) => `Invoice ${invoice.number} · Page ${n} of ${count}`, {
    left: PAGE.margin,
    right: PAGE.margin + width,
  })
  return finish()
}

/** "$1,290.00": invoices always print the cents. */
export const formatMoney = (cents: number) => {
  const text = formatCents(cents)
  return text.includes('.') ? text : `${text}.00`
}

/** Side-by-side blocks of a heading and lines, as tall as the tallest. */
function drawColumns(sheet: Sheet, columns: [string, string[]][]) {
  const { doc, left, width } = sheet
  const gap = 16
  const columnWidth = (width - gap * (columns.length - 1)) / columns.length
  const top = doc.y
  let lowest = top
  columns.forEach(([title, lines], index) => {
    const x = left + index * (columnWidth + gap)
    doc.y = top
    block(sheet, 'H2', () =>
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(INK.text)
        .text(printable(title), x, doc.y, { width: columnWidth }),
    )
    doc.moveDown(0.2)
    for (const line of lines)
      block(sheet, 'P', () =>
        doc
          .font('Helvetica')
          .fontSize(9)
          .fillColor(INK.muted)
          .text(printable(line), x, doc.y, { width: columnWidth }),
      )
    lowest = Math.max(lowest, doc.y)
  })
  doc.x = left
  doc.y = lowest
  doc.moveDown(1)
}
