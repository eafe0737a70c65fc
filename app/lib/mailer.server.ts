import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { logSafe } from './log-safe'

export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
}

export type Mailer = {
  send: (mail: Mail) => Promise<void>
  close: () => void
}

/** SMTP when `smtpUrl` is set; otherwise each mail becomes an .eml file in `outboxDir` plus one log line. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail })
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail })
      await fs.mkdir(options.outboxDir, { recursive: true })
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      )
      await fs.writeFile(file, info.message as Buffer)
      console.log('mail: "%s" to %s written to %s', logSafe(mail.subject), logSafe(mail.to), file)
    },
    close: () => transport.close(),
  }
}
