import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import dns2 from 'dns2'
import { freePort } from './ports'

const { Packet } = dns2

/*
 * A real DNS server on loopback (UDP and TCP, dns2 from npm) for the tests that prove a domain or verify DKIM:
 * the site asks it through Node's resolver (DNS_SERVERS), as it asks a registrar's servers in production.
 * Its zone is a folder, one file per name holding that name's TXT records one per line, so a Playwright
 * worker publishes a record the server (started by the global setup) answers at once.
 */
export type DnsZone = {
  dir: string
  publishTxt(name: string, value: string): void
  clear(name: string): void
}

export function dnsZone(dir: string): DnsZone {
  const file = (name: string) => path.join(dir, name.toLowerCase().replace(/\.$/, ''))
  return {
    dir,
    publishTxt(name, value) {
      fs.appendFileSync(file(name), `${value}\n`)
    },
    clear(name) {
      fs.rmSync(file(name), { force: true })
    },
  }
}

/** TXT strings are at most 255 bytes each (RFC 1035 §3.3.14): a longer record (a DKIM key) is split. */
const chunks = (value: string) => value.match(/.{1,255}/g) ?? ['']

export async function startDnsServer(options: { dir?: string; port?: number } = {}) {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-dns-'))
  fs.mkdirSync(dir, { recursive: true })
  const zone = dnsZone(dir)
  const server = dns2.createServer({
    udp: true,
    tcp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request)
      const [question] = request.questions
      const name = (question?.name ?? '').toLowerCase()
      // A name is a file in the zone folder: nothing with a slash in it.
      const file = path.join(dir, name.replace(/[/\\]/g, '_'))
      const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
      if (!lines.length) response.header.rcode = Packet.RCODE.NXDOMAIN
      else if (question?.type === Packet.TYPE.TXT)
        for (const line of lines)
          response.answers.push({
            name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 1,
            data: chunks(line),
          } as unknown as (typeof response.answers)[number])
      void send(response)
    },
  })
  // UDP, and TCP on the same port for answers too long for a datagram.
  const port = options.port ?? (await freePort())
  await server.listen({ udp: { port, address: '127.0.0.1' }, tcp: { port, address: '127.0.0.1' } })
  return { ...zone, server: `127.0.0.1:${port}`, close: () => server.close() }
}
