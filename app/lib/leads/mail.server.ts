import type { Lead } from '~/db/lead-schema'
import type { Mail } from '~/lib/mailer.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue } from '~/lib/outbox/store.server'
import { z } from '~/lib/zod'
import type { Tx } from '~/lib/workspaces/workspaces.server'

/*
 * The lead e-mail's one seam. It takes the transaction that stores the leads and enqueues one mail per
 * lead and recipient in the outbox there (kind 'lead', docs/decisions/0015): sent once, retried, and never sent
 * for a lead that was rolled back. The row keeps what the mail says; it is rendered when it is sent.
 */
const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim()
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export type LeadMailInput = {
  lead: Pick<
    Lead,
    'id' | 'name' | 'email' | 'phone' | 'preferredTime' | 'message' | 'snapshot' | 'workspaceId'
  >
  calculatorName: string
  recipients: string[]
}

const LeadMailPayload = z.object({
  to: z.string(),
  calculatorName: z.string(),
  lead: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    preferredTime: z.string(),
    message: z.string(),
    workspaceId: z.string(),
    snapshot: z.object({
      inputs: z.record(z.string(), z.string()),
      results: z.array(z.object({ label: z.string(), value: z.string() })),
    }),
  }),
})

export type LeadMailPayload = z.infer<typeof LeadMailPayload>

export function leadMail(baseUrl: string, { to, calculatorName, lead }: LeadMailPayload): Mail {
  const contact: [string, string][] = [
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['Preferred time', lead.preferredTime],
  ]
  const shown = contact.filter(([, value]) => value)
  const inputs = Object.entries(lead.snapshot.inputs)
  const link = `${baseUrl}/workspace/${lead.workspaceId}/leads`
  const text = [
    `A visitor of "${oneLine(calculatorName)}" asks to be contacted.`,
    shown.map(([label, value]) => `${label}: ${oneLine(value)}`).join('\n'),
    lead.message ? `Message:\n${lead.message}` : '',
    `Inputs:\n${inputs.map(([key, value]) => `${key}: ${oneLine(value)}`).join('\n')}`,
    `Results:\n${lead.snapshot.results.map((figure) => `${figure.label}: ${figure.value}`).join('\n')}`,
    `All leads:\n${link}`,
  ].filter(Boolean)
  const rows = (pairs: [string, string][]) =>
    `<table>${pairs.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(oneLine(value))}</td></tr>`).join('')}</table>`
  const html = [
    `<p>A visitor of "${escapeHtml(oneLine(calculatorName))}" asks to be contacted.</p>`,
    rows(shown),
    lead.message ? `<p>${escapeHtml(lead.message).replace(/\n/g, '<br>')}</p>` : '',
    `<h3>Inputs</h3>${rows(inputs)}`,
    `<h3>Results</h3>${rows(lead.snapshot.results.map((figure) => [figure.label, figure.value]))}`,
    `<p><a href="${escapeHtml(link)}">All leads</a></p>`,
  ].join('')
  return {
    to,
    subject: oneLine(`New lead: ${calculatorName}`),
    text: `${text.join('\n\n')}\n`,
    html,
    replyTo: lead.email,
  }
}

export const leadNotification = defineOutboxKind<LeadMailPayload>({
  name: 'lead',
  label: 'Lead e-mail',
  payload: LeadMailPayload,
  render: (payload, { config }) => leadMail(config.baseUrl, payload),
})

/** Enqueues each lead's e-mail to each of its recipients in `tx`; call services.notifyOutbox() after the commit. */
export async function queueLeadMails(tx: Tx, inputs: LeadMailInput[]) {
  await enqueue(
    tx,
    leadNotification,
    inputs.flatMap(({ lead, calculatorName, recipients }) => {
      const { id, name, email, phone, preferredTime, message, workspaceId, snapshot } = lead
      return recipients.map((to) => ({
        ref: `${id}:${to}`,
        payload: {
          to,
          calculatorName,
          lead: {
            name,
            email,
            phone,
            preferredTime,
            message,
            workspaceId,
            snapshot: { inputs: snapshot.inputs, results: snapshot.results },
          },
        },
      }))
    }),
  )
}
