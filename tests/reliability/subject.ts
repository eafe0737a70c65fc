import { seedPublishedCalculator } from '../../bench/seed'
import { contactMessage } from './burst'
import type { RequestSpec } from './http'
import type { Target } from './target'

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/

/** What a scenario submits in bulk, how its rows and e-mails are found again, and what it logs on a retry. */
export type Subject = {
  name: 'contact' | 'lead'
  /** The server's environment for it: its rate limit off, where its e-mails go. */
  env: Record<string, string>
  request: (token: string) => RequestSpec
  /**
   * The key its e-mail is counted under by the SMTP sink (smtp-sink.ts): a contact mail names the message's
   * id; a lead mail carries the visitor's message, which holds the token.
   */
  mailKey: (id: string, token: string) => string
  /** Stored rows: id → mail key. PGlite: call only once no server runs on the data directory. */
  stored: () => Promise<Map<string, string>>
  /** Ids of the subjects named in the log's "e-mail attempt … failed" lines. */
  failedAttempts: (log: string) => Set<string>
}

export function contactSubject(target: Target): Subject {
  return {
    name: 'contact',
    env: { RATE_LIMIT_CONTACT: '0', CONTACT_TO: 'owner@brightline-reliability.test' },
    request: contactMessage,
    mailKey: (id) => id,
    async stored() {
      const rows = await target.query<{ id: string }>('select id from contact_messages')
      return new Map(rows.map(({ id }) => [id, id]))
    },
    failedAttempts: (log) =>
      new Set(log.match(new RegExp(`(?<=Contact message )${uuid.source}(?=: e-mail attempt)`, 'g'))),
  }
}

/** Seeds a published calculator that takes leads (one recipient) into the target's fresh database. */
export async function leadSubject(target: Target): Promise<Subject> {
  const { publicId } = await seedPublishedCalculator(target.location, {
    leadRecipients: ['officer@bank-reliability.test'],
  })
  return {
    name: 'lead',
    env: { RATE_LIMIT_LEADS: '0' },
    request: (token) => leadRequest(publicId, token),
    mailKey: (_id, token) => token,
    async stored() {
      const rows = await target.query<{ id: string; message: string }>('select id, message from leads')
      return new Map(rows.map(({ id, message }) => [id, tokenOf(message)]))
    },
    // The outbox's label: `Lead e-mail <lead id>:<recipient>: e-mail attempt 1 failed…`
    failedAttempts: (log) =>
      new Set(log.match(new RegExp(`(?<=Lead e-mail )${uuid.source}(?=:\\S+: e-mail attempt)`, 'g'))),
  }
}

/** A valid lead for `publicId`, its visitor's message carrying `token` (read back by the SMTP sink). */
export function leadRequest(publicId: string, token: string): RequestSpec {
  return {
    path: `/api/leads/${publicId}`,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Reliability Visitor',
      email: 'visitor@example.com',
      phone: '+1 515 555 0100',
      message: `Please call me about this loan. Lead token: ${token}`,
      consent: true,
      inputs: { principal: '30000', rate: '7.25', months: '72' },
    }),
  }
}

const tokenOf = (message: string) => new RegExp(`(?<=Lead token: )${uuid.source}`).exec(message)?.[0] ?? ''
