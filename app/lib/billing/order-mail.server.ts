import { eq } from 'drizzle-orm'
import { billingOrders, workspaces, type BillingOrder } from '~/db/schema'
import { business } from '~/lib/business'
import { escapeHtml } from '~/lib/contact/notify.server'
import type { Mail } from '~/lib/mailer.server'
import { defineOutboxKind, type RenderContext } from '~/lib/outbox/kind.server'
import { enqueue, type Executor } from '~/lib/outbox/store.server'
import { z } from '~/lib/zod'
import { orderFacts, orderFileName } from './order-facts'
import { orderPdf } from './order-pdf.server'

/*
 * A signed order's e-mail, with its PDF (issue 44 §4): to the billing contact and the signer (once if they
 * are one address), and to us (CONTACT_TO, where contact messages go). The row keeps the order's id; the PDF
 * is made from the stored order when the mail is sent, so every copy shows what the database holds.
 */
const OrderMailPayload = z.object({
  orderId: z.string(),
  /** The client's address; absent: the vendor's copy, to CONTACT_TO as configured when it is sent. */
  to: z.string().optional(),
})
type OrderMailPayload = z.infer<typeof OrderMailPayload>

async function orderMail(payload: OrderMailPayload, context: RenderContext): Promise<Mail> {
  if (!context.db) throw new Error('An order e-mail is made from the database')
  const [row] = await context.db
    .select({ order: billingOrders, institution: workspaces.name })
    .from(billingOrders)
    .innerJoin(workspaces, eq(workspaces.id, billingOrders.workspaceId))
    .where(eq(billingOrders.id, payload.orderId))
  if (!row) throw new Error(`Order ${payload.orderId} no longer exists`)
  const { order, institution } = row
  const facts = orderFacts(order)
  const vendor = payload.to === undefined
  const intro = vendor
    ? `${institution} signed order ${facts.number}.`
    : `Thank you: ${institution}'s order ${facts.number} with ${business.name} is signed. The order is attached as a PDF.`
  const rows: [string, string][] = [
    ['Plan', `${facts.plan} (${facts.term.toLowerCase()})`],
    ['Price', facts.price],
    ['Billing contact', facts.billing],
    ['Purchase-order number', facts.poNumber],
    ['Terms accepted', facts.terms.join('; ')],
    ['Signed by', facts.signed],
  ]
  const closing = vendor
    ? 'Invoice it net 30 to the billing contact.'
    : `We invoice the billing contact in advance, net 30, by ACH or cheque; no set-up fee. Questions: ${business.email}.`
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', closing].join('\n')
  const cells = rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<table cellpadding="4">${cells}</table>`,
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n')
  return {
    to: payload.to ?? context.config.contactTo,
    // The institution's name is the client's text: the subject stays ours (as the contact mail's does).
    subject: vendor ? `Order signed: ${facts.number}` : `Your order ${facts.number} with ${business.name}`,
    text,
    html,
    ...(vendor ? {} : { replyTo: business.email }),
    attachments: [
      {
        filename: orderFileName(order),
        content: await orderPdf(order, institution),
        contentType: 'application/pdf',
      },
    ],
  }
}

export const orderMailKind = defineOutboxKind<OrderMailPayload, Promise<Mail>>({
  name: 'billing-order',
  label: 'Order e-mail',
  payload: OrderMailPayload,
  render: (payload, context) => orderMail(payload, context),
})

/** The order's mails, queued in its transaction: the client's addresses once each, and our copy. */
export async function queueOrderMails(tx: Executor, order: BillingOrder) {
  const addresses = [...new Set([order.billingEmail, order.signerEmail].map((to) => to.toLowerCase()))]
  await enqueue(tx, orderMailKind, [
    ...addresses.map((to) => ({ ref: `${order.id}:${to}`, payload: { orderId: order.id, to } })),
    { ref: `${order.id}:vendor`, payload: { orderId: order.id } },
  ])
}
