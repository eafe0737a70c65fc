import { describe, expect, it } from 'vitest'
import { overlaps, pageLines, pdfLayout } from '../../../tests/support/pdf-layout'
import { orderPdf } from './order-pdf.server'

const order = {
  id: '3f9a1c22-1111-4222-8333-444455556666',
  plan: 'institution' as const,
  term: 'annual' as const,
  billingName: 'Pat Accounts-Payable',
  billingEmail: 'accounts-payable.department@prairie-credit-union-of-central-iowa.example',
  poNumber: 'PO-2026-7781',
  agreementVersion: '2026-11-29',
  dpaVersion: '2026-11-29',
  signerName: 'Carol Ann Whitfield-Øresund',
  signerEmail: 'carol.whitfield@prairie-credit-union-of-central-iowa.example',
  signedAt: new Date('2026-11-29T14:05:09Z'),
}

/* The order as printed (issue 44 §4): one page, nothing overprinted, every fact the two sides rely on. */
describe('the order PDF', () => {
  it('prints seller, client, plan, price, invoicing, versions and the signature on one page, nothing overprinted', async () => {
    const pages = pdfLayout(await orderPdf(order, 'Prairie Credit Union of Central Iowa'))
    expect(pages).toHaveLength(1)
    expect(overlaps(pages[0]!)).toEqual([])
    const text = pageLines(pages[0]!).join('\n')
    for (const shown of [
      'Order BD-20261129-3F9A1C',
      'Brightline Digital LLC, 400 Locust Street',
      'Prairie Credit Union of Central Iowa',
      '$2,990 a year',
      'Institution',
      'Annual',
      'Every calculator, every branch and department',
      'Pat Accounts-Payable',
      'PO-2026-7781',
      'Master Subscription Agreement, version 2026-11-29',
      'Data Processing Addendum, version 2026-11-29',
      'Carol Ann Whitfield-Øresund',
      'November 29, 2026, 14:05 UTC',
      'net 30 days, paid by ACH transfer or cheque',
    ])
      expect(text).toContain(shown)
    // A long address is set smaller, never broken inside.
    expect(text.replace(/\s+/g, '')).toContain(order.billingEmail)
    expect(text).toContain(order.signerEmail)
  })
})
