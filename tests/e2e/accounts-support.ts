import { test, type APIRequestContext } from '@playwright/test'
import { outboxMails, recipientOf } from './outbox'

/** The verification link mailed to `to`, polling the server's outbox folder until the mail is there. */
export async function verificationLinkFor(to: string, timeoutMs = 10_000) {
  // The PGlite and PostgreSQL servers share one outbox: take the newest mail whose link is this server's.
  const origin = test.info().project.use.baseURL!
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    for (const { parsed: mail } of await outboxMails()) {
      const recipient = recipientOf(mail)
      const link = mail.text?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0]
      if (recipient.includes(to) && link?.startsWith(`${origin}/`)) return link
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no verification mail to ${to}`)
}

/** A contact message stored through the site's own API; returns its id. */
export async function seedMessage(
  request: APIRequestContext,
  fields: { firstName: string; message: string; email?: string },
) {
  const response = await request.post('/api/send-contact-email', {
    data: { lastName: 'Tester', email: 'lead@example.com', company: 'Acme, Inc.', ...fields },
  })
  if (response.status() !== 201)
    throw new Error(`seeding failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { id: string }).id
}

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

/** The first link to `path` in the newest mail to `to` with `subject` (this server's links only). */
export async function mailedLink(to: string, subject: string, linkPath: string, timeoutMs = 10_000) {
  const origin = test.info().project.use.baseURL!
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    for (const { parsed: mail } of await outboxMails()) {
      const recipient = recipientOf(mail)
      const link = mail.text?.match(new RegExp(`https?://\\S+${linkPath.replace(/[?]/g, '\\?')}\\S*`))?.[0]
      if (recipient.includes(to) && mail.subject === subject && link?.startsWith(`${origin}/`)) return link
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail "${subject}" to ${to}`)
}
