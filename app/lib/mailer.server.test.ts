import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { describe, expect, it, vi } from 'vitest'
import { createMailer } from './mailer.server'

const from = 'Site <site@example.com>'
// What changes from one composition to the next: the date, the message id and the MIME boundaries.
const withoutVariableParts = (eml: string) =>
  eml
    .replace(/^Date: .*$/m, 'Date: -')
    .replace(/^Message-ID: .*$/m, 'Message-ID: -')
    .replace(/_NmP-[0-9a-f]+-Part_/g, '_NmP--Part_')

describe('the outbox mailer', () => {
  it('writes each mail as nodemailer composes it with Unix line ends, creating the folder when missing', async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-mailer-')), 'outbox')
    const mailer = createMailer({ outboxDir, from })
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const mail = {
      to: 'officer@bank.example',
      subject: 'New lead: Café loan — 30 000 $',
      text: `A visitor asks to be contacted.\n\nMessage:\nCall me\r\nafter 5\rplease ${'long line '.repeat(20)}\n`,
      html: `<p>A visitor asks to be contacted.</p><p>Call me<br>after 5 ${'<b>long</b> '.repeat(40)}</p>`,
      replyTo: 'visitor@example.com',
    }
    try {
      await mailer.send(mail)
      fs.rmSync(outboxDir, { recursive: true })
      await mailer.send(mail)
    } finally {
      mailer.close()
      log.mockRestore()
    }
    const files = fs.readdirSync(outboxDir)
    expect(files).toHaveLength(1)
    const written = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8')
    const reference = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    const composed = (await reference.sendMail({ from, ...mail })).message.toString('utf8')
    expect(written).not.toContain('\r')
    expect(withoutVariableParts(written)).toBe(withoutVariableParts(composed))
  })

  it("gives each mail its own Message-ID, at the sender's domain, and its own MIME boundaries", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-mailer-'))
    const mailer = createMailer({ outboxDir, from })
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const mail = { to: 'owner@example.com', subject: 'Hello', text: 'x', html: '<p>x</p>' }
    try {
      await mailer.send(mail)
      await mailer.send(mail)
    } finally {
      mailer.close()
      log.mockRestore()
    }
    const written = fs
      .readdirSync(outboxDir)
      .map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'))
    const ids = written.map((eml) => /^Message-ID: (.*)$/m.exec(eml)?.[1])
    const boundaries = written.map((eml) => /boundary="([^"]+)"/.exec(eml)?.[1])
    expect(ids[0]).toMatch(/^<[^@\s]+@example\.com>$/)
    expect(new Set(ids).size).toBe(2)
    expect(boundaries[0]).toBeTruthy()
    expect(new Set(boundaries).size).toBe(2)
  })

  it('logs one line per mail, with what a visitor typed escaped', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-mailer-'))
    const mailer = createMailer({ outboxDir, from: 'Site <site@example.com>' })
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await mailer.send({
      to: 'owner@example.com',
      subject: 'New contact message from Eve\u001b[31m %c Mallory\u2028forged',
      text: 'x',
      html: '<p>x</p>',
    })
    mailer.close()
    const calls = [...log.mock.calls]
    log.mockRestore()
    expect(calls).toHaveLength(1)
    const [format, ...args] = calls[0]!
    const line = (format as string).replace(/%s/g, () => String(args.shift()))
    expect(line).toMatch(
      /^mail: "New contact message from Eve\\u001b\[31m %c Mallory\\u2028forged" to address sha256:[0-9a-f]{12} written to /,
    )
    expect(line).not.toMatch(/[\p{Cc}\u2028]/u)
    // Issue 43 §5: no log line carries an address, which an erasure could not reach.
    expect(line).not.toContain('owner@example.com')
  })
})
