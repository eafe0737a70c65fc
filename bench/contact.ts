// `npm run bench:contact`: how many contact messages a second the server accepts, and that none is lost.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../app/db/client.server'
import { createScratchPostgres } from '../tests/support/database'
import { buildOnce, printTable, startServer, watchPeakRss } from './support'

type CannonResult = {
  latency: { p50: number; p99: number; max: number }
  statusCodeStats: Record<string, { count: number }>
  errors: number
  timeouts: number
}
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<CannonResult>

const durationSeconds = 10
const connections = 32
const targets = { pglite: 300, postgres: 1000 }

const body = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench-[<id>]@example.com',
  company: 'Load Test Inc.',
  message: 'A message posted by the contact benchmark to measure throughput.',
})

/** User + system CPU time a process has used, from /proc (Linux). */
function cpuMs(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

async function countRows(kind: 'pglite' | 'postgres', where: { dataDir?: string; url?: string }) {
  const query =
    "select (select count(*) from contact_messages) as messages, (select count(*) from outbox where kind = 'contact' and status = 'sent') as sent"
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: where.url })
    await client.connect()
    const { rows } = await client.query<{ messages: string; sent: string }>(query)
    await client.end()
    return { messages: Number(rows[0]!.messages), sent: Number(rows[0]!.sent) }
  }
  // The server has exited, so the data directory is free to open.
  const database = await openDatabase({ pgliteDir: path.join(where.dataDir!, 'pglite') })
  const { rows } = (await database.db.execute(query)) as unknown as {
    rows: { messages: string; sent: string }[]
  }
  await database.close()
  return { messages: Number(rows[0]!.messages), sent: Number(rows[0]!.sent) }
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-bench-contact-'))
  const scratch = kind === 'postgres' ? await createScratchPostgres('brightline_bench') : undefined
  try {
    const server = await startServer({
      DATA_DIR: dataDir,
      RATE_LIMIT_CONTACT: '0',
      CONTACT_TO: 'owner@brightline-bench.test',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    })
    const cpuBefore = cpuMs(server.process.pid!)
    const peakRss = watchPeakRss(server.process.pid!)
    const result = await autocannon({
      url: `${server.origin}/api/send-contact-email`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      idReplacement: true,
      connections,
      duration: durationSeconds,
    })
    const serverCpuMs = cpuMs(server.process.pid!) - cpuBefore
    const peakRssMb = peakRss()
    // Responses still in flight at the cut-off may be committed without being counted: wait, then stop.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await server.stop()
    const { messages, sent } = await countRows(kind, { dataDir, url: scratch?.url })
    const created = result.statusCodeStats['201']?.count ?? 0
    const others = Object.entries(result.statusCodeStats)
      .filter(([code]) => code !== '201')
      .map(([code, { count }]) => `${code}×${count}`)
    return {
      database: kind,
      'accepted/s': Math.round(created / durationSeconds),
      target: `≥ ${targets[kind]}`,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      // Load-independent: the server's own CPU per accepted message, and the rate one free core would give.
      'server CPU ms/msg': Number((serverCpuMs / Math.max(1, messages)).toFixed(2)),
      'per free core/s': Math.round((1000 * messages) / Math.max(1, serverCpuMs)),
      '201 answered': created,
      'rows stored': messages,
      lost: Math.max(0, created - messages),
      // autocannon drops the connections at the cut-off: those requests may commit without being counted.
      'in flight at cut-off': Math.max(0, messages - created),
      'owner e-mails sent by shutdown': sent,
      'server RSS peak MB': peakRssMb,
      'other answers':
        [...others, result.errors ? `errors×${result.errors}` : ''].filter(Boolean).join(' ') || 'none',
    }
  } finally {
    await scratch?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

buildOnce()
const rows = [await run('pglite')]
if (process.env.TEST_DATABASE_URL) rows.push(await run('postgres'))
printTable(`Contact API, ${connections} connections for ${durationSeconds} s, rate limit off`, rows)
const failed = rows.filter(
  (row) =>
    row.lost > 0 ||
    row['in flight at cut-off'] > connections ||
    row['accepted/s'] < targets[row.database] ||
    row['p99 ms'] > 100,
)
console.log(
  `Load average while measuring: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
)
if (failed.length > 0) {
  console.log(`Below target: ${failed.map((row) => row.database).join(', ')}`)
  process.exitCode = 1
}
