// `npm run bench:lead-cpu [-- N]`: the server's own CPU time per lead (user + system, from /proc), which other
// load on the machine disturbs far less than leads a second. After 1,000 leads to warm up (e-mails sent), N
// leads (3,000) over 32 connections: CPU during the burst, then until every e-mail is out. KIND=postgres uses
// a scratch database on TEST_DATABASE_URL; mail goes to files, or SMTP=1 to an SMTP sink here, or NOMAIL=1
// holds it (the request path alone); WEBHOOK=1 gives the workspace one webhook endpoint (a local receiver
// answering 204) and waits for its deliveries too; PROFILE_DIR=… adds node --cpu-prof.
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { SMTPServer } from 'smtp-server'
import { createScratchPostgres } from '../tests/support/database'
import { cpuMs, loadAverage } from './post-load'
import { benchLeadBody, seedPublishedCalculator } from './seed'
import { buildOnce, startServer } from './support'

buildOnce()
const total = Number(process.argv[2] ?? 3000)
const kind = process.env.KIND === 'postgres' ? 'postgres' : 'pglite'
const profileDir = process.env.PROFILE_DIR

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-cpu-'))
const scratch = kind === 'postgres' ? await createScratchPostgres('brightline_leadcpu') : undefined
const location = scratch ? { databaseUrl: scratch.url } : { pgliteDir: path.join(dataDir, 'pglite') }
// WEBHOOK=1: a receiver that answers every delivery 204 at once, as a CRM's intake would.
let hooksReceived = 0
const receiver =
  process.env.WEBHOOK === '1'
    ? http.createServer((request, response) => {
        request.resume().on('end', () => {
          hooksReceived++
          response.writeHead(204).end()
        })
      })
    : undefined
if (receiver) await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
const webhookUrl = receiver ? `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hooks` : ''
const { publicId } = await seedPublishedCalculator(location, {
  leadRecipients: ['officer@bench-bank.test'],
  webhookUrl,
})
// NOMAIL=1: an SMTP server that never answers holds the worker's first batch, so the burst measures the
// request path alone.
const smtpSockets = new Set<net.Socket>()
const silentSmtp =
  process.env.NOMAIL === '1'
    ? net.createServer((socket) => void smtpSockets.add(socket)).listen(0, '127.0.0.1')
    : undefined
if (silentSmtp) await new Promise((resolve) => silentSmtp.once('listening', resolve))
// SMTP=1: the mail goes over SMTP to a sink here that counts and drops it, as it would in production.
let smtpReceived = 0
const smtpSink =
  process.env.SMTP === '1'
    ? new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          stream.resume().on('end', () => {
            smtpReceived++
            callback()
          })
        },
      })
    : undefined
if (smtpSink) await new Promise<void>((resolve) => smtpSink.listen(0, '127.0.0.1', resolve))
const server = await startServer(
  {
    DATA_DIR: dataDir,
    RATE_LIMIT_LEADS: '0',
    ...(receiver ? { WEBHOOK_ALLOW_HTTP: '1', WEBHOOK_ALLOW_PRIVATE: '1' } : {}),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...(silentSmtp ? { SMTP_URL: `smtp://127.0.0.1:${(silentSmtp.address() as net.AddressInfo).port}` } : {}),
    ...(smtpSink
      ? { SMTP_URL: `smtp://127.0.0.1:${(smtpSink.server.address() as net.AddressInfo).port}` }
      : {}),
  },
  { nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
)
const { origin, process: child } = server
let stopping = false
child.once('exit', (code, signal) => {
  if (stopping) return
  console.error(`The server exited during the measurement (code ${code}, signal ${signal}).`)
  process.exit(1)
})
const outboxDir = path.join(dataDir, 'outbox')
const mails = () =>
  smtpSink ? smtpReceived : fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).length : 0
async function burst(amount: number) {
  const result = await autocannon({
    url: `${origin}/api/leads/${publicId}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: benchLeadBody,
    idReplacement: true,
    connections: 32,
    amount,
  })
  if ((result.statusCodeStats['201']?.count ?? 0) !== amount) throw new Error('not all 201')
  return result
}
async function drained(expected: number) {
  while (mails() < expected || (receiver && hooksReceived < expected))
    await new Promise((resolve) => setTimeout(resolve, 50))
}

await burst(1000)
if (!silentSmtp) await drained(1000)
await new Promise((resolve) => setTimeout(resolve, 500))
const before = cpuMs(child.pid!)
const started = performance.now()
const result = await burst(total)
const afterBurst = cpuMs(child.pid!)
const burstMs = performance.now() - started
if (!silentSmtp) await drained(1000 + total)
await new Promise((resolve) => setTimeout(resolve, 300))
const afterMail = cpuMs(child.pid!)
console.log(
  JSON.stringify({
    kind,
    mail: silentSmtp ? 'held' : smtpSink ? 'smtp' : 'files',
    webhook: receiver ? `${hooksReceived} received` : 'none',
    total,
    'burst CPU ms/lead': +((afterBurst - before) / total).toFixed(3),
    'CPU ms/lead incl. mail': +((afterMail - before) / total).toFixed(3),
    'burst leads/s': Math.round((total * 1000) / burstMs),
    'p99 ms': result.latency.p99,
    load: loadAverage(),
  }),
)
stopping = true
// The held sends fail now, so the worker can stop.
setTimeout(() => smtpSockets.forEach((socket) => socket.destroy()), 200)
await server.stop()
receiver?.close()
await scratch?.drop()
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
