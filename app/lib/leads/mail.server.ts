import type { Lead } from '~/db/lead-schema'
import type { Mail } from '~/lib/mailer.server'
import type { Services } from '~/lib/services.server'
import type { Tx } from '~/lib/workspaces/workspaces.server'

/*
 * The lead e-mail's one seam. It takes the transaction that stores the lead, so that switching to the shared
 * outbox means enqueuing in `tx` here and nothing else. Until that outbox lands, the mails are held and sent
 * after the commit (flush), as the workspace e-mails are.
 */
const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim()
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export type LeadMailInput = {
  lead: Pick<Lead, 'name' | 'email' | 'phone' | 'preferredTime' | 'message' | 'snapshot' | 'workspaceId'>
  calculatorName: string
  recipients: string[]
}

export function leadMail(baseUrl: string, { lead, calculatorName, recipients }: LeadMailInput): Mail[] {
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
  return recipients.map((to) => ({
    to,
    subject: oneLine(`New lead: ${calculatorName}`),
    text: `${text.join('\n\n')}\n`,
    html,
    replyTo: lead.email,
  }))
}

export function leadMailer(services: Pick<Services, 'mailer' | 'config'>) {
  const pending: Mail[] = []
  return {
    async queueLeadMail(_tx: Tx, input: LeadMailInput) {
      pending.push(...leadMail(services.config.baseUrl, input))
    },
    /** Sends what the committed transaction queued; a failure is logged without the visitor's data. */
    async flush() {
      for (const queued of pending.splice(0)) {
        await services.mailer.send(queued).catch((error: unknown) => {
          console.warn('lead mail failed:', error instanceof Error ? error.message : error)
        })
      }
    },
  }
}
