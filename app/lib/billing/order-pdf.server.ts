import { business, fullAddress } from '~/lib/business'
import { drawBrandHeader } from '~/lib/reports/pdf-brand.server'
import { openLetterPdf } from '~/lib/reports/pdf-letter.server'
import { drawFooters } from '~/lib/reports/pdf-footer.server'
import { printable } from '~/lib/reports/pdf-glyphs'
import { block, heading, INK, PAGE, paragraph } from '~/lib/reports/pdf-page.server'
import { drawPairs } from '~/lib/reports/pdf-summary.server'
import { EVERY_PLAN_INCLUDES, isPlanId } from './plans'
import { orderFacts, type OrderView } from './order-facts'
import { signedAtText } from './order-number'
import { DATA_PROCESSING_ADDENDUM, MASTER_AGREEMENT } from './terms'

const NAVY = '#1e3a8a'

/**
 * A signed order as a tagged, text-based PDF: seller and client, what is bought and at what price, whom we
 * invoice, the terms' versions accepted and the signature as typed, with its e-mail and time (UTC).
 */
export async function orderPdf(order: OrderView, institution: string): Promise<Buffer> {
  const facts = orderFacts(order)
  const title = `Order ${facts.number}`
  const { doc, sheet, width, finish } = await openLetterPdf(
    {
      Title: title,
      Author: business.legalName,
      Subject: `${facts.plan}, ${facts.term.toLowerCase()}, for ${printable(institution)}`,
      CreationDate: new Date(order.signedAt),
    },
    NAVY,
  )
  const body = (text: string) => paragraph(sheet, printable(text), { size: 10, color: INK.text })
  /** An e-mail address across the whole width (a long one in a column was set too small to read). */
  const address = (label: string, value: string) => {
    const y = doc.y - 6
    block(sheet, 'P', () => {
      doc.font('Helvetica').fontSize(8.5).fillColor(INK.muted).text(label, sheet.left, y, { width })
      doc.font('Helvetica-Bold').fontSize(11).fillColor(INK.text).text(printable(value), { width })
    })
    doc.moveDown(0.8)
  }

  drawBrandHeader(sheet, {
    company: business.name,
    title,
    prepared: `Signed ${signedAtText(order.signedAt)}`,
  })
  drawPairs(
    sheet,
    'Parties',
    [
      { label: 'Seller', value: `${business.legalName}, ${fullAddress}` },
      { label: 'Client', value: printable(institution) },
    ],
    2,
  )
  drawPairs(
    sheet,
    'The order',
    [
      { label: 'Price', value: facts.price, main: true },
      { label: 'Plan', value: facts.plan },
      { label: 'Term', value: facts.term },
      { label: 'Order number', value: facts.number },
    ],
    3,
  )
  heading(sheet, 'What it includes', 40)
  for (const item of [...facts.includes, ...(isPlanId(order.plan) ? EVERY_PLAN_INCLUDES : [])])
    body(`•  ${item}`)
  doc.moveDown(0.6)
  drawPairs(
    sheet,
    'Invoicing',
    [
      { label: 'Billing contact', value: printable(order.billingName) },
      { label: 'Purchase-order number', value: printable(facts.poNumber) },
    ],
    2,
  )
  address('Billing e-mail', order.billingEmail)
  body(
    `No set-up fee. Invoiced in advance for each term, due net 30 days, paid by ACH transfer or cheque to ${business.legalName}.`,
  )
  doc.moveDown(0.6)
  heading(sheet, 'Terms accepted', 40)
  for (const terms of facts.terms) body(terms)
  body(
    `Both are published on our website, at ${MASTER_AGREEMENT.path} and ${DATA_PROCESSING_ADDENDUM.path}; this order keeps the versions above.`,
  )
  doc.moveDown(0.6)
  drawPairs(
    sheet,
    'Signature',
    [
      { label: 'Name as typed', value: printable(order.signerName) },
      { label: 'Date and time (UTC)', value: signedAtText(order.signedAt) },
    ],
    2,
  )
  address('E-mail', order.signerEmail)
  body(
    `Signed electronically on behalf of ${institution} by typing the name above and ticking the acceptance of the terms.`,
  )
  drawFooters(
    doc,
    (number, count) => `Page ${number} of ${count}`,
    { left: PAGE.margin, right: PAGE.margin + width },
    `${title} · ${business.legalName}`,
  )
  return finish()
}
