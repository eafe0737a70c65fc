import { inArray } from 'drizzle-orm'
import type { Lead } from '~/db/lead-schema'
import { workspaces } from '~/db/schema'
import type { Mail } from '~/lib/mailer.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { enqueue } from '~/lib/outbox/store.server'
import { z } from '~/lib/zod-mini'
import { storedLabelledInputs } from './input-labels.server'
import { answerText, LEAD_CONTACT_FIELDS, LEAD_CONTACT_KEYS, type LeadContactKey } from './lead-fields'
import { leadRecordSchema, SHOWN_TEXTS } from './lead-schema'
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
  lead: Pick<Lead, 'id' | LeadContactKey | 'snapshot' | 'workspaceId' | 'pageUrl' | 'customFields'>
  calculatorName: string
  recipients: string[]
}

// The lead as the schema carries it (app/lib/leads/lead-schema.ts); rows queued before page URLs and
// labelled inputs existed still fit, and are labelled when they are sent.
const FullLeadMail = z.object({ to: z.string(), calculatorName: z.string(), lead: leadRecordSchema })
// A workspace that chose link-only e-mails (decision 0080): the row keeps no personal data either.
const LinkOnlyLeadMail = z.object({
  to: z.string(),
  calculatorName: z.string(),
  workspaceName: z.string(),
  workspaceId: z.string(),
  leadId: z.string(),
})
const LeadMailPayload = z.union([FullLeadMail, LinkOnlyLeadMail])

export type LeadMailPayload = z.infer<typeof FullLeadMail>
type LinkOnlyLeadMail = z.infer<typeof LinkOnlyLeadMail>
type LeadMail = LeadMailPayload | LinkOnlyLeadMail

const hrefOf = (key: LeadContactKey, value: string) => {
  const link = LEAD_CONTACT_FIELDS[key].link
  return link ? `${link}${encodeURIComponent(value).replace(/%40/g, '@').replace(/%2B/g, '+')}` : undefined
}

export function leadMail(baseUrl: string, { to, calculatorName, lead }: LeadMailPayload): Mail {
  const contact: { label: string; value: string; href: string | undefined }[] = LEAD_CONTACT_KEYS.filter(
    (key) => key !== 'message' && lead[key],
  ).map((key) => ({
    label: LEAD_CONTACT_FIELDS[key].label,
    value: lead[key],
    href: hrefOf(key, lead[key]),
  }))
  // The workspace's own fields, under the labels they had when the visitor answered.
  for (const answer of lead.customFields ?? [])
    contact.push({ label: answer.label, value: answerText(answer.value), href: undefined })
  if (lead.pageUrl) contact.push({ label: 'Page', value: lead.pageUrl, href: lead.pageUrl })
  const inputs = storedLabelledInputs(lead.snapshot).map(({ label, value }) => ({ label, value }))
  const results = lead.snapshot.results
  const link = `${baseUrl}/workspace/${lead.workspaceId}/leads`
  // What the visitor was shown under the results and agreed to (issue 24 §2), for the officer's records.
  const shown = SHOWN_TEXTS.flatMap(({ key, heading }) =>
    lead.snapshot[key] ? [{ heading, value: lead.snapshot[key] }] : [],
  )
  const text = [
    `A visitor of "${oneLine(calculatorName)}" asks to be contacted.`,
    contact.map(({ label, value }) => `${label}: ${oneLine(value)}`).join('\n'),
    lead.message ? `Message:\n${lead.message}` : '',
    `Inputs:\n${inputs.map(({ label, value }) => `${oneLine(label)}: ${oneLine(value)}`).join('\n')}`,
    `Results:\n${results.map((figure) => `${figure.label}: ${figure.value}`).join('\n')}`,
    ...shown.map(({ heading, value }) => `${heading}:\n${value}`),
    `All leads:\n${link}`,
  ].filter(Boolean)
  const cell = (value: string, href?: string) =>
    href ? `<a href="${escapeHtml(href)}">${escapeHtml(oneLine(value))}</a>` : escapeHtml(oneLine(value))
  // Inline styles (mail clients drop <style>): label and answer top-aligned, a long unbroken answer (an
  // address, a page URL, a client's 80-character question) wraps instead of widening a phone's screen.
  const wrap = 'overflow-wrap:anywhere;word-break:break-word'
  const rows = (pairs: { label: string; value: string; href?: string | undefined }[]) =>
    `<table role="presentation" style="width:100%;border-collapse:collapse;table-layout:fixed">${pairs
      .map(
        ({ label, value, href }) =>
          `<tr><th align="left" style="width:40%;padding:4px 12px 4px 0;vertical-align:top;${wrap}">${escapeHtml(label)}</th><td style="padding:4px 0;vertical-align:top;${wrap}">${cell(value, href)}</td></tr>`,
      )
      .join('')}</table>`
  const paragraph = (value: string) => `<p style="${wrap}">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`
  const html = [
    `<div style="max-width:640px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.4;color:#0f172a">`,
    `<p style="${wrap}">A visitor of "${escapeHtml(oneLine(calculatorName))}" asks to be contacted.</p>`,
    rows(contact),
    lead.message ? paragraph(lead.message) : '',
    `<h3>Inputs</h3>${rows(inputs)}`,
    `<h3>Results</h3>${rows(results)}`,
    ...shown.map(({ heading, value }) => `<h3>${heading}</h3>${paragraph(value)}`),
    `<p><a href="${escapeHtml(link)}">All leads</a></p>`,
    '</div>',
  ].join('')
  return {
    to,
    subject: oneLine(`New lead: ${calculatorName}`),
    text: `${text.join('\n\n')}\n`,
    html,
    replyTo: lead.email,
  }
}

/**
 * The e-mail of a workspace that keeps personal data out of its mailboxes (decision 0080), as the assignment
 * e-mail does: which calculator the lead came from, and a link to it in the inbox, where a member signs in.
 */
export function linkOnlyLeadMail(baseUrl: string, payload: LinkOnlyLeadMail): Mail {
  const link = `${baseUrl}/workspace/${payload.workspaceId}/leads?lead=${encodeURIComponent(payload.leadId)}`
  const line = oneLine(
    `A visitor of the calculator "${payload.calculatorName}" of ${payload.workspaceName} asks to be contacted.`,
  )
  const why = 'Sign in to read who it is and what they asked: this e-mail carries no personal data.'
  return {
    to: payload.to,
    subject: oneLine(`New lead: ${payload.calculatorName}`),
    text: `${line}\n${why}\n\nOpen the lead:\n${link}\n`,
    html: `<p>${escapeHtml(line)}</p><p>${escapeHtml(why)}</p><p><a href="${escapeHtml(link)}">Open the lead</a></p>`,
  }
}

export const leadNotification = defineOutboxKind<LeadMail>({
  name: 'lead',
  label: 'Lead e-mail',
  payload: LeadMailPayload,
  render: (payload, { config }) =>
    'lead' in payload ? leadMail(config.baseUrl, payload) : linkOnlyLeadMail(config.baseUrl, payload),
})

/** Enqueues each lead's e-mail to each of its recipients in `tx`; the commit wakes the outbox worker. */
export async function queueLeadMails(tx: Tx, inputs: LeadMailInput[]) {
  if (inputs.length === 0) return
  // Each workspace's choice as it stands in the lead's transaction.
  const settings = await tx
    .select({ id: workspaces.id, name: workspaces.name, linkOnly: workspaces.leadMailLinkOnly })
    .from(workspaces)
    .where(inArray(workspaces.id, [...new Set(inputs.map(({ lead }) => lead.workspaceId))]))
  const workspaceOf = new Map(settings.map((row) => [row.id, row]))
  await enqueue(
    tx,
    leadNotification,
    inputs.flatMap(({ lead, calculatorName, recipients }): { ref: string; payload: LeadMail }[] => {
      const workspace = workspaceOf.get(lead.workspaceId)
      if (workspace?.linkOnly)
        return recipients.map((to) => ({
          ref: `${lead.id}:${to}`,
          payload: {
            to,
            calculatorName,
            workspaceName: workspace.name,
            workspaceId: lead.workspaceId,
            leadId: lead.id,
          },
        }))
      const record: LeadMailPayload['lead'] = {
        ...(Object.fromEntries(LEAD_CONTACT_KEYS.map((key) => [key, lead[key]])) as Record<
          LeadContactKey,
          string
        >),
        workspaceId: lead.workspaceId,
        pageUrl: lead.pageUrl,
        customFields: lead.customFields,
        snapshot: lead.snapshot,
      }
      return recipients.map((to) => ({
        ref: `${lead.id}:${to}`,
        payload: { to, calculatorName, lead: record },
      }))
    }),
  )
}
