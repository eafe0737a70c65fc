import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { startSmtpServer } from '../integration/contact-smtp'
import { startDnsServer } from '../support/dns-server'

/*
 * Global setup: the end-to-end servers send every e-mail over real SMTP (SMTP_URL, playwright.config.ts) to
 * this sink, which files each delivery in DATA_DIR/outbox as the file mailer would (same names, Unix line
 * ends), so the specs that read that folder work as before. Each file starts with the trace header an SMTP
 * server adds on delivery (RFC 5321 4.4), naming the envelope recipient: only mail that crossed SMTP has it.
 * It also starts the loopback DNS server that answers the servers' domain-proof lookups.
 */
export default async function startSmtpSink() {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox')
  await fs.mkdir(outbox, { recursive: true })
  const sink = await startSmtpServer(Number(process.env.E2E_SMTP_PORT), async (raw, rcptTo) => {
    const message = raw.toString('utf8').replace(/\r\n/g, '\n')
    for (const recipient of rcptTo) {
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`)
      // Renamed into place, so a spec polling the folder never parses half a message.
      await fs.writeFile(
        `${file}.part`,
        `Received: by e2e-smtp-sink for <${recipient}>; ${new Date().toUTCString()}\n${message}`,
      )
      await fs.rename(`${file}.part`, file)
    }
  })
  // And the DNS server the servers ask (DNS_SERVERS): specs publish a domain's records in E2E_DNS_DIR.
  const dns = await startDnsServer({ dir: process.env.E2E_DNS_DIR!, port: Number(process.env.E2E_DNS_PORT) })
  return async () => {
    await sink.close()
    await dns.close()
  }
}
