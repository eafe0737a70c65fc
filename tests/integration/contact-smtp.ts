import type net from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { mail: ParsedMail; rcptTo: string[]; mailFrom: string }

/**
 * An SMTP server in the test process that keeps every mail it receives. `port` may be chosen beforehand;
 * `deliver`, when given, also gets each message as it came over the wire (the end-to-end sink files it).
 */
export async function startSmtpServer(port = 0, deliver?: (raw: Buffer, rcptTo: string[]) => Promise<void>) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const rcptTo = session.envelope.rcptTo.map((rcpt) => rcpt.address)
      const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        Promise.all([simpleParser(raw), deliver?.(raw, rcptTo)])
          .then(([mail]) => {
            received.push({ mail, rcptTo, mailFrom })
            callback()
          })
          .catch(callback)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as net.AddressInfo
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
