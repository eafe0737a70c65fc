import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { logAddress } from './log-address.server'
import { logSafe } from './log-safe'

export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  /**
   * The display name of the sender, our sending address unchanged: a client's calculator mails its visitors
   * as the client's company (decision 0052).
   */
  fromName?: string
  /**
   * The client's own sending address at its verified domain, with the DKIM key that signs for it (decision
   * 0077): the From address and the Message-ID's domain are then the client's, not ours.
   */
  fromDomain?: { address: string; dkim: { domainName: string; keySelector: string; privateKey: string } }
  /** Files sent with the mail, e.g. an e-mailed report's PDF; `cid` makes one an image the HTML shows. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[]
  /** The outbox row the mail is sent from: the file outbox names its copy by it, so an erasure can find it. */
  outboxId?: string
}

/** Our configured From's bare address. */
const ourAddress = (from: string) => /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim()

/** The sender: our configured From, or its address under the display name the mail asks for. */
function sender(from: string, mail: Mail) {
  if (!mail.fromName && !mail.fromDomain) return from
  const ours = ourAddress(from)
  const address = mail.fromDomain?.address ?? ours
  if (!mail.fromName) return address
  return { name: mail.fromName.replace(/[\p{Cc}"<>]/gu, ' ').trim(), address }
}

/**
 * What nodemailer is given: the mail, its sender, Message-ID and boundary, and its DKIM signature if any. Mail
 * from a client's domain keeps our address as its envelope sender (Return-Path): receiving servers check SPF
 * against our domain, which allows our relay, and DMARC passes for hers on the aligned DKIM signature, so her
 * SPF record needs no change (decision 0077). Bounces come to us, as before.
 */
function composed(from: string, mail: Mail) {
  const { fromDomain, fromName: _name, outboxId: _outboxId, ...rest } = mail
  const ours = ourAddress(from)
  return {
    ...uniqueParts(fromDomain?.address ?? from),
    ...rest,
    from: sender(from, mail),
    ...(fromDomain ? { dkim: fromDomain.dkim, envelope: { from: ours, to: mail.to } } : {}),
  }
}

export type Mailer = {
  send: (mail: Mail) => Promise<void>
  /**
   * Deletes the copies this mailer kept of the outbox rows `outboxIds` (a person's erasure, issue 43 §5): the
   * file outbox's .eml files. A mail server keeps no copy of ours, so over SMTP there is nothing to delete.
   */
  forget: (outboxIds: readonly string[]) => void
  close: () => void
}

/**
 * Each mail's Message-ID and MIME boundary. nodemailer would draw them from `crypto.randomBytes`, four calls
 * a mail at ~5 µs each (a third of composing one); `randomUUID` draws from a buffered pool.
 */
function uniqueParts(from: string) {
  const id = randomUUID()
  const domain = /@([^@\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  return { messageId: `<${id}@${domain}>`, baseBoundary: id.replaceAll('-', '') }
}

/** SMTP when `smtpUrl` is set; otherwise each mail becomes an .eml file in `outboxDir` plus one log line. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail(composed(options.from, mail))
      },
      forget: () => {},
      close: () => transport.close(),
    }
  }
  // nodemailer's `newline: 'unix'` pushes each line through a stream of its own (~0.2 ms a mail) to remove
  // every CR of the composed message: removing them from the bytes gives the same file.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(mail) {
      const info = await transport.sendMail(composed(options.from, mail))
      const message = Buffer.from((info.message as Buffer).toString('latin1').replaceAll('\r', ''), 'latin1')
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.outboxId ?? randomUUID()}.eml`,
      )
      // Synchronous: a few KB into the page cache take microseconds, where an asynchronous mkdir, open,
      // write and close cost ~0.4 ms of CPU a mail in thread-pool round trips.
      try {
        fs.writeFileSync(file, message)
      } catch (error) {
        // The first mail, or the folder was removed while the server ran.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        fs.mkdirSync(options.outboxDir, { recursive: true })
        fs.writeFileSync(file, message)
      }
      console.log('mail: "%s" to %s written to %s', logSafe(mail.subject), logAddress(mail.to), file)
    },
    forget(outboxIds) {
      if (outboxIds.length === 0) return
      const endings = new Set(outboxIds.map((id) => `-${id}.eml`))
      let files: string[]
      try {
        files = fs.readdirSync(options.outboxDir)
      } catch {
        return // no mail written yet
      }
      // A name ends with "-<outbox row id>.eml" (36 characters of id): one set lookup a file.
      for (const file of files)
        if (endings.has(file.slice(-41))) fs.rmSync(path.join(options.outboxDir, file), { force: true })
    },
    close: () => transport.close(),
  }
}
