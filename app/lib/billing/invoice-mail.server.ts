import { eq } from 'drizzle-orm'
import { invoices, REMINDERS } from '~/db/invoice-schema'
import type { Mail } from '~/lib/mailer.server'
import { defineOutboxKind, type RenderContext } from '~/lib/outbox/kind.server'
import { z } from '~/lib/zod'
import { NET_DAYS } from './invoice-lines'
import { dayLabel, formatMoney, renderInvoicePdf } from './invoice-pdf.server'
import { remittanceLines } from './remittance'

const InvoiceMailPayload = z.object({
  invoiceId: z.string(),
  notice: z.enum(['issued', ...REMINDERS]),
})
type InvoiceMailPayload = z.infer<typeof InvoiceMailPayload>

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/**
 * An invoice, or a reminder of it, to the billing contact copied on it at issue, with its PDF. The row keeps
 * the invoice's id; the PDF is made when the mail is sent, from the stored invoice (as e-mailed reports are).
 */
export const invoiceMail = defineOutboxKind<InvoiceMailPayload, Promise<Mail>>({
  name: 'invoice',
  label: 'Invoice e-mail',
  payload: InvoiceMailPayload,
  async render(payload: InvoiceMailPayload, context: RenderContext) {
    if (!context.db) throw new Error('An invoice e-mail needs the database')
    const [invoice] = await context.db.select().from(invoices).where(eq(invoices.id, payload.invoiceId))
    if (!invoice) throw new Error('No such invoice')
    const amount = formatMoney(invoice.totalCents)
    const due = dayLabel(invoice.dueOn)
    const subject =
      payload.notice === 'issued'
        ? `Invoice ${invoice.number} from Brightline Digital: ${amount} due ${due}`
        : `Reminder: invoice ${invoice.number} (${amount}) ${payload.notice === 'due' ? 'is due today' : `was due ${due}`}`
    const remit = remittanceLines(invoice.number)
    const paragraphs: string[][] = [
      [`Dear ${invoice.billingName},`],
      [
        payload.notice === 'issued'
          ? `Please find attached invoice ${invoice.number} for ${dayLabel(invoice.periodStart)} to ${dayLabel(invoice.periodEnd)}: ${amount}, due within ${NET_DAYS} days, by ${due}.`
          : `Invoice ${invoice.number} for ${amount}, due ${due}, is not yet marked paid. It is attached again. If you have already paid, thank you, and please disregard this reminder.`,
      ],
      ...(invoice.poNumber ? [[`Your purchase order: ${invoice.poNumber}.`]] : []),
      ['Pay by ACH:', ...remit.ach],
      ['Or by cheque:', ...remit.cheque],
      ['Questions about this invoice: reply to this e-mail.'],
    ]
    return {
      to: invoice.billingEmail,
      subject,
      text: `${paragraphs.map((lines) => lines.join('\n')).join('\n\n')}\n`,
      html: paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join(''),
      attachments: [
        {
          filename: `${invoice.number}.pdf`,
          content: await renderInvoicePdf(invoice),
          contentType: 'application/pdf',
        },
      ],
    }
  },
})
