// `npm run bench`: the speed and size figures of docs/performance.md, measured on the production build.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { calculators } from '../app/calculators/registry'
import { SCRIPT_BUDGETS_KB } from '../vite/script-budgets'
import {
  againstBudget,
  buildDir,
  buildOnce,
  MEMORY_BUDGETS_MB,
  printTable,
  root,
  startServer,
  watchPeakRss,
  type RunningServer,
} from './support'
import { ensureLighthouse, lighthouse, medianScores, requestsPerSecond } from './audit'
import { launchChromium } from './browser'
import { benchCalculators } from './recompute'
import { reportPdfTimes } from './report-pdf'
import { serveStatic } from './static-server'
import { typingPerEmbed } from './typing'
import { scriptBytes } from './wire-bytes'

const publicRoutes = [
  '/',
  '/about-us',
  '/how-it-works',
  '/view-our-work',
  '/pricing-breakdown',
  '/privacy-policy',
  '/terms-of-service',
  '/contact-us',
  '/white-label-calculators',
  '/auth',
  // Every calculator of the registry: its page, try page and embed (each shows only its own calculator).
  ...calculators.flatMap(({ name }) => [
    `/calculators/${name}`,
    `/try/${name}-calculator`,
    `/embed/${name}-calculator`,
  ]),
]
// LIGHTHOUSE_ROUTES=/,/calculators/loan measures only those (each route takes ~1 min of a quiet machine).
const lighthouseRoutes = (
  process.env.LIGHTHOUSE_ROUTES?.split(',') ?? [
    '/',
    '/pricing-breakdown',
    '/contact-us',
    ...calculators.flatMap(({ name }) => [`/calculators/${name}`, `/embed/${name}-calculator`]),
  ]
).map((route) => route.trim())

/**
 * Budgets for the scripts a browser receives (issue 15; the build checks `/` and the embeds, issue 47); a
 * calculator page's includes its frame's.
 */
function wireBudgetKb(route: string) {
  if (route === '/') return SCRIPT_BUDGETS_KB.home
  if (route.startsWith('/embed/')) return SCRIPT_BUDGETS_KB.embed
  if (route.startsWith('/calculators/')) return 200
  return undefined
}

async function javascriptPerRoute(server: RunningServer) {
  const browser = await launchChromium()
  const rows = []
  for (const route of publicRoutes) {
    const bytes = await scriptBytes(browser, server.origin + route)
    const wireKb = +(bytes.wireBytes / 1024).toFixed(1)
    const budget = wireBudgetKb(route)
    rows.push({
      route,
      'JS files': bytes.files,
      'on the wire KB': wireKb,
      'gzip of each file KB': +(bytes.gzipBytes / 1024).toFixed(1),
      budget: budget === undefined ? '' : againstBudget(wireKb, budget),
    })
  }
  await browser.close()
  return rows
}

async function main() {
  const startedAt = new Date()
  buildOnce()
  // The first start creates the embedded database (in a child process, since initdb's WebAssembly memory
  // never shrinks); every later start reopens it. Both are measured; the rest runs on a reopened one.
  const firstStart = await startServer()
  const firstStartRss = firstStart.rssMb()
  await firstStart.stop()
  const server = await startServer({ DATA_DIR: firstStart.dataDir })
  console.log(
    `Bench on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${startedAt.toISOString()}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  )
  try {
    printTable('Start-up', [
      {
        start: 'first (creates the database)',
        'first response of / after spawn (ms)': Math.round(firstStart.firstResponseMs),
        'RSS idle (MB)': firstStartRss,
      },
      {
        start: 'later (reopens it)',
        'first response of / after spawn (ms)': Math.round(server.firstResponseMs),
        'RSS idle (MB)': server.rssMb(),
      },
    ])

    printTable(
      'JavaScript received per route (Chromium, bytes on the wire vs gzip -6 of each file)',
      await javascriptPerRoute(server),
    )
    const embedJs = gzipSync(fs.readFileSync(path.join(root, buildDir, 'client/embed.js'))).length
    printTable('Loader script', [{ file: '/embed.js', 'gzip bytes': embedJs }])

    printTable('Typing into every embed: longest main-thread task', await typingPerEmbed(server))

    printTable(
      'Longest recompute per calculator (full schedule; app/calculators/<name>/heaviest.ts): median ms',
      Object.entries(await benchCalculators(2000)).map(([calculator, ms]) => ({
        calculator,
        ms: +ms.toFixed(3),
      })),
    )

    printTable('PDF report, 30-year mortgage with its schedule (GET /calculators/mortgage/report.pdf)', [
      await reportPdfTimes(server),
    ])

    const peakRss = watchPeakRss(server.process.pid!)
    const throughput = []
    for (const route of ['/', '/about-us']) {
      const html = await (await fetch(server.origin + route)).text()
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'static-')), 'index.html')
      fs.writeFileSync(file, html)
      const staticServer = await serveStatic(file)
      const app = await requestsPerSecond(server.origin + route)
      const plain = await requestsPerSecond(staticServer.origin)
      await staticServer.close()
      throughput.push({
        route,
        'app req/s': app.rps,
        'app p99 ms': app.p99,
        'static req/s': plain.rps,
        ratio: +(app.rps / plain.rps).toFixed(2),
        errors: app.errors,
      })
    }
    printTable(
      'Requests a second (autocannon, 50 connections, 10 s) vs the same HTML as a static file',
      throughput,
    )
    // Issue 47 §2: at most 500 MB under load (this phase follows every page, embed and PDF report above).
    const peakMb = peakRss()
    printTable('Memory of the server', [
      {
        'RSS peak under load (MB)': peakMb,
        budget: againstBudget(peakMb, MEMORY_BUDGETS_MB.underLoad),
        'RSS after load (MB)': server.rssMb(),
      },
    ])

    if (process.env.SKIP_LIGHTHOUSE !== '1' && ensureLighthouse()) {
      // Lighthouse's simulated throttling varies from run to run: the median of three, as its docs advise.
      const rows = []
      for (const route of lighthouseRoutes) {
        // Simulated timings grow with other work on the machine (docs/performance.md): say how much there was.
        const load = os.loadavg()[0]!.toFixed(1)
        // A run that Lighthouse itself could not record (now and then NO_NAVSTART, "run Lighthouse again") is
        // run again, up to three times in all, and counted: the median is of three recorded runs.
        const runs = []
        let failed = 0
        while (runs.length < 3 && failed < 3) {
          const run = lighthouse(server.origin + route)
          if (run) runs.push(run)
          else failed++
        }
        if (runs.length === 0) rows.push({ route, error: 'lighthouse failed', 'load before': load })
        else
          rows.push({
            route,
            'load before': load,
            'failed runs': failed,
            ...medianScores(runs),
            'performance of each run': runs.map((run) => run.performance).join(' '),
            'TBT ms of each run': runs.map((run) => run['TBT ms']).join(' '),
          })
      }
      printTable('Lighthouse, mobile preset (median of 3 runs)', rows)
    }
  } finally {
    await server.stop()
  }
  const failedParts: string[] = []
  // The contact, lead and published-embed figures (each with its own servers and databases), SKIP_CONTACT /
  // SKIP_LEADS / SKIP_EMBED_CACHE to skip.
  for (const [name, skip] of [
    ['contact', process.env.SKIP_CONTACT],
    ['leads', process.env.SKIP_LEADS],
    ['embed-cache', process.env.SKIP_EMBED_CACHE],
  ] as const) {
    if (skip === '1') continue
    const part = spawnSync('node', ['--import', 'tsx', `bench/${name}.ts`], {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    })
    // A part that failed (a target it prints FAIL for, or a crash) fails the bench, and says so at the end.
    if (part.status !== 0) failedParts.push(`bench/${name}.ts (${part.signal ?? `exit ${part.status}`})`)
  }
  if (failedParts.length > 0) {
    console.error(`\nFailed: ${failedParts.join(', ')}`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
