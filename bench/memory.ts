// `npm run bench:memory` (SKIP_BUILD=1 BUILD_DIR=… to reuse a build): the server's RSS as `npm start` runs it
// (`node server.js`), after its first answer and after 10 s idle: on a new DATA_DIR, again on the reopened one,
// and, with TEST_DATABASE_URL, on a PostgreSQL database of its own (created here and dropped at the end). Then
// under load (issue 47 §2): every public page and embed once, 17 PDF reports, 10 s of `/` and of `/about-us`
// at 50 connections; the peak, and the RSS 10 s after.
import autocannon from 'autocannon'
import pg from 'pg'
import { calculators } from '../app/calculators/registry'
import { reportPdfTimes } from './report-pdf'
import { againstBudget, buildOnce, MEMORY_BUDGETS_MB, printTable, startServer, watchPeakRss } from './support'

const IDLE_MS = 10_000

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer(env)
  const afterFirstAnswer = server.rssMb()
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
  const idle = server.rssMb()
  await server.stop()
  return {
    row: {
      start: label,
      'first answer (ms)': Math.round(server.firstResponseMs),
      'RSS after first answer (MB)': afterFirstAnswer,
      [`RSS after ${IDLE_MS / 1000} s idle (MB)`]: idle,
      budget: againstBudget(idle, MEMORY_BUDGETS_MB.idle),
    },
    dataDir: server.dataDir,
  }
}

async function withPostgresDatabase<T>(serverUrl: string, run: (url: string) => Promise<T>) {
  const name = `memory_bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    return await run(url.toString())
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

async function underLoad() {
  const server = await startServer()
  const idle = server.rssMb()
  const peak = watchPeakRss(server.process.pid!)
  const pages = ['/', '/about-us', '/contact-us', '/auth'].concat(
    calculators.flatMap(({ name }) => [
      `/calculators/${name}`,
      `/try/${name}-calculator`,
      `/embed/${name}-calculator`,
    ]),
  )
  for (const page of pages) await (await fetch(server.origin + page)).text()
  const pdf = await reportPdfTimes(server)
  for (const page of ['/', '/about-us'])
    await autocannon({ url: server.origin + page, connections: 50, duration: 10 })
  const peakMb = peak()
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
  const after = server.rssMb()
  await server.stop()
  return {
    'RSS idle (MB)': idle,
    'RSS peak under load (MB)': peakMb,
    [`RSS ${IDLE_MS / 1000} s after (MB)`]: after,
    budget: againstBudget(peakMb, MEMORY_BUDGETS_MB.underLoad),
    'PDF report median (ms)': pdf['median ms'],
    'PDF server CPU (ms)': pdf['server CPU ms'],
  }
}

buildOnce()
const first = await measure('PGlite, first start (creates the database)', {})
const rows = [first.row, (await measure('PGlite, reopened', { DATA_DIR: first.dataDir })).row]
if (process.env.TEST_DATABASE_URL)
  rows.push(
    await withPostgresDatabase(process.env.TEST_DATABASE_URL, async (url) => {
      const created = await measure('PostgreSQL, first start (migrates)', { DATABASE_URL: url })
      return created.row
    }),
  )
printTable('Memory of the server (node server.js)', rows)
printTable('Memory under load on PGlite (pages and embeds once, 17 PDF reports, 10 s of / and /about-us)', [
  await underLoad(),
])
