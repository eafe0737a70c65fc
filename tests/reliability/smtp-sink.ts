import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * An SMTP server in this process that counts the contact and lead mails it receives by id or token, without
 * parsing MIME (thousands of mails must not slow the count down). `port` may be chosen long before.
 * While `holding`, mails are received but never acknowledged (a slow server): the sender's claim stays
 * open, and nothing is counted as delivered.
 */
export async function startSmtpSink(port: number, options: { holding?: boolean } = {}) {
  const deliveries = new Map<string, number>()
  let mails = 0
  let holding = options.holding ?? false
  let held = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (holding) held++
      callback()
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (holding) return
        mails++
        // Quoted-printable may fold the id's line: unfold soft line breaks first.
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
        // A contact notification names its message's id; a lead mail quotes the visitor's message, which the
        // lead scenarios give a token (subject.ts).
        const ids = new Set(raw.match(/(?<=(?:Message id|Lead token): )[0-9a-f-]{36}/g) ?? ['(none)'])
        for (const id of ids) deliveries.set(id, (deliveries.get(id) ?? 0) + 1)
        callback()
      })
    },
  })
  // A client killed mid-mail resets its connection: expected here, not a failure of the sink.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: (server.server.address() as AddressInfo).port,
    deliveries,
    mails: () => mails,
    /** Connections opened while holding: mails a sender started and never saw acknowledged. */
    held: () => held,
    stopHolding: () => (holding = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
