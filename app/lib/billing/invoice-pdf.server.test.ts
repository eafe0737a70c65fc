import { describe, expect, it } from 'vitest'
import type { Invoice } from '~/db/invoice-schema'
import { overlaps, pageLines, pdfLayout } from '../../../tests/support/pdf-layout'
import { invoiceFigures, periodAt } from './invoice-lines'
import { renderInvoicePdf } from './invoice-pdf.server'

const invoice = (poNumber: string | null): Invoice => ({
  id: '00000000-0000-4000-8000-000000000001',
  workspaceId: '00000000-0000-4000-8000-000000000002',
  orderId: '00000000-0000-4000-8000-000000000003',
  number: 'BL-2026-0042',
  periodStart: '2026-12-01',
  periodEnd: '2026-12-31',
  issuedOn: '2026-12-01',
  dueOn: '2026-12-31',
  taxRate: '7.250',
  ...invoiceFigures({
    plan: 'growth',
    term: 'monthly',
    period: periodAt('2026-11-01', 'monthly', 1),
    previous: { period: periodAt('2026-11-01', 'monthly', 0), views: 62_001 },
    taxRate: '7.25',
  }),
  billingName: 'Prairie Credit Union Accounts Payable',
  billingEmail: 'ap@prairie-cu.example',
  poNumber,
  paidAt: null,
  paidNote: null,
  remindersSent: [],
  createdAt: new Date('2026-12-01T06:00:00Z'),
})

describe('the invoice PDF', () => {
  it('is one page with the bill-to, PO, lines, totals, the net-30 line and both ways to pay, nothing overprinted', async () => {
    const pages = pdfLayout(await renderInvoicePdf(invoice('PO-2026-7781')))
    expect(pages).toHaveLength(1)
    expect(overlaps(pages[0]!)).toEqual([])
    const text = pageLines(pages[0]!).join('\n')
    for (const expected of [
      'Invoice BL-2026-0042',
      'Prairie Credit Union Accounts Payable',
      'PO number: PO-2026-7781',
      'Growth plan, monthly',
      'Views over the plan (12,001)',
      '$155.00',
      'Sales tax (7.25%)',
      '$11.24',
      '$166.24',
      'Due within 30 days: $166.24 by December 31, 2026',
      'Routing number (ABA): [PLACEHOLDER]',
      'Payable to: Brightline Digital LLC',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected)
  })

  it('says so when the client gave no purchase order', async () => {
    const text = pageLines(pdfLayout(await renderInvoicePdf(invoice(null)))[0]!).join('\n')
    expect(text).toContain('PO number: none given')
  })
})
