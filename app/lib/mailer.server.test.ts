import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createMailer } from './mailer.server'

describe('the outbox mailer', () => {
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
      /^mail: "New contact message from Eve\\u001b\[31m %c Mallory\\u2028forged" to owner@example\.com written to /,
    )
    expect(line).not.toMatch(/[\p{Cc}\u2028]/u)
  })
})
