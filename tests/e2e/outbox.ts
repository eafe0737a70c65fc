import fs from 'node:fs/promises'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'

/*
 * The one reader of the outbox folder the SMTP sink fills (smtp-sink.ts). The sink writes each mail to a
 * `.part` file and renames it into place: only finished `.eml` files are read, so a poll never opens a file
 * that is renamed between the folder's listing and the read (a CI failure, ENOENT on `….eml.part`).
 */

const folder = () => path.join(process.env.E2E_DATA_DIR!, 'outbox')

export type OutboxMail = { raw: string; parsed: ParsedMail }

/** Every mail filed so far, newest first; none while the folder does not exist yet. */
export async function outboxMails(): Promise<OutboxMail[]> {
  const names = (await fs.readdir(folder()).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
  return Promise.all(
    names.map(async (name) => {
      const raw = await fs.readFile(path.join(folder(), name), 'utf8')
      return { raw, parsed: await simpleParser(raw) }
    }),
  )
}

/** The mails whose SMTP envelope named `recipient` (the sink's trace header says so). */
export async function mailsDeliveredTo(recipient: string) {
  return (await outboxMails())
    .map(({ parsed }) => parsed)
    .filter((mail) => String(mail.headers.get('received') ?? '').includes(`for <${recipient}>`))
}

/** The header `To:` text of a parsed mail, or '' for a mail to several address groups. */
export const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? '' : (mail.to?.text ?? ''))
