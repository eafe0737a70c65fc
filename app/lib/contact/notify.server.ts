import { business } from '~/lib/business'
import type { Mail } from '~/lib/mailer.server'
import { defineOutboxKind } from '~/lib/outbox/kind.server'
import { z } from '~/lib/zod'

export type StoredContactMessage = {
  id: string
  createdAt: Date
  firstName: string
  lastName: string
  email: string
  company: string | null
  message: string
}

// Names, address and company stay on one line, in headers and in the text body alike: a line break typed
// into a name must not add a header or an "Email: …" line of its own. Only the message keeps its lines.
const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()

export function escapeHtml(value: string) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** `"First Last" <email>`, with nothing in the name that could end the quoted string or the header. */
export function visitorAddress(message: Pick<StoredContactMessage, 'firstName' | 'lastName' | 'email'>) {
  const name = oneLine(`${message.firstName} ${message.lastName}`).replace(/["\\<>]/g, '')
  return `"${name}" <${oneLine(message.email).replace(/[<>",\s]/g, '')}>`
}

/**
 * The owner's notification of a new message. It goes only to the owner: the visitor's address is the
 * Reply-To, so the form can never send mail to a stranger.
 */
export function ownerNotification(message: StoredContactMessage, contactTo: string): Mail {
  const name = oneLine(`${message.firstName} ${message.lastName}`)
  const received = message.createdAt.toISOString()
  const fields: [string, string][] = [
    ['First name', oneLine(message.firstName)],
    ['Last name', oneLine(message.lastName)],
    ['Email', oneLine(message.email)],
    ['Company', message.company ? oneLine(message.company) : '(none)'],
    ['Received', received],
  ]
  const text = [
    `New message from the contact form of ${business.name}.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message.message,
    '',
    `Reply to this e-mail to answer ${name}. Message id: ${message.id}`,
  ].join('\n')
  const rows = fields
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html = [
    `<p>New message from the contact form of ${escapeHtml(business.name)}.</p>`,
    `<table cellpadding="4">${rows}</table>`,
    `<p><strong>Message:</strong></p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p>Reply to this e-mail to answer ${escapeHtml(name)}. Message id: ${escapeHtml(message.id)}</p>`,
  ].join('\n')
  return {
    to: contactTo,
    // The visitor's name stays in the body: a subject with a stranger's text reads as ours (phishing).
    subject: 'New contact message',
    text,
    html,
    replyTo: visitorAddress(message),
  }
}

/** The message as its outbox row keeps it: JSON, so the time travels as an ISO string. */
const StoredMessagePayload = z.object({
  id: z.string(),
  createdAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  message: z.string(),
})

export type ContactNotificationPayload = z.infer<typeof StoredMessagePayload>

/** The outbox kind of the owner's notification; the recipient is CONTACT_TO when it is sent. */
export const contactNotification = defineOutboxKind({
  name: 'contact',
  label: 'Contact message',
  payload: StoredMessagePayload,
  render: (payload, { config }) =>
    ownerNotification({ ...payload, createdAt: new Date(payload.createdAt) }, config.contactTo),
})
