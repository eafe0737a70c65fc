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

// A filed mail never changes: each is read and parsed once per worker. Parsing the whole folder at every poll
// (every 200 ms while a spec waits for a link, a few hundred mails by the end of a run, PDFs attached to some)
// was CPU the end-to-end suite spent for nothing.
const parsedMails = new Map<string, Promise<OutboxMail>>()

async function readMail(name: string): Promise<OutboxMail> {
  const raw = await fs.readFile(path.join(folder(), name), 'utf8')
  return { raw, parsed: await simpleParser(raw) }
}

/** Every mail filed so far, newest first; none while the folder does not exist yet. */
export async function outboxMails(): Promise<OutboxMail[]> {
  const names = (await fs.readdir(folder()).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
  return Promise.all(
    names.map((name) => {
      let mail = parsedMails.get(name)
      if (!mail) {
        mail = readMail(name)
        parsedMails.set(name, mail)
        // A failed read is tried again at the next poll rather than remembered.
        mail.catch(() => parsedMails.delete(name))
      }
      return mail
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
