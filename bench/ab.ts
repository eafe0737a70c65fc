// `npm run bench:ab -- <git ref>`: this tree against another commit, side by side. Absolute Lighthouse figures
// swing by 10–20 points with the machine's load; served at the same time and measured alternately, the two
// builds share whatever load there is, and the ratios say what changed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureLighthouse, lighthouseReport, medianScores, requestsPerSecond, type Scores } from './audit'
import { launchChromium } from './browser'
import { loadCpu } from './load-cpu'
import { buildIn, buildOnce, buildDir, printTable, root, startServer, type RunningServer } from './support'
import { scriptBytes } from './wire-bytes'

// AB_ROUTES=/,/contact-us and AB_RUNS=5 change what is measured (each Lighthouse run takes ~1 min when loaded).
const routes = (process.env.AB_ROUTES?.split(',') ?? ['/', '/contact-us', '/calculators/loan']).map((route) =>
  route.trim(),
)
const runs = Number(process.env.AB_RUNS ?? 3)
const cpuRuns = Number(process.env.AB_CPU_RUNS ?? 5)
const embed = '/embed/loan-calculator'

function git(...args: string[]) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`)
  return result.stdout.trim()
}

/** The ref checked out in a temporary worktree that shares this tree's node_modules (a symlink). */
function checkout(ref: string) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-ab-')), commit.slice(0, 9))
  git('worktree', 'add', '--detach', dir, commit)
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return {
    commit,
    dir,
    remove() {
      spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root })
      fs.rmSync(path.dirname(dir), { recursive: true, force: true })
    },
  }
}

type Side = { label: string; server: RunningServer }
const ratio = (ours: number, theirs: number) => (theirs === 0 ? '' : +(ours / theirs).toFixed(2))

/** One recorded Lighthouse run, tried up to three times (Lighthouse now and then fails to record one). */
function lighthouseRun(url: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = lighthouseReport(url)
    if (run) return run
  }
  return undefined
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
type Report = NonNullable<ReturnType<typeof lighthouseReport>>

/** The main thread's work by kind, median ms of each side's runs: where a change in blocking time comes from. */
function workRows(route: string, here: [string, Report[]], there: [string, Report[]]) {
  const kinds = [...new Set([...here[1], ...there[1]].flatMap((run) => Object.keys(run.mainThread)))]
  return kinds.map((kind) => {
    const [a, b] = [here, there].map(([, runs]) => median(runs.map((run) => run.mainThread[kind] ?? 0)))
    return { route, work: kind, [`ms ${here[0]}`]: a!, [`ms ${there[0]}`]: b!, ratio: ratio(a!, b!) }
  })
}

async function lighthouseSideBySide(here: Side, there: Side) {
  const rows: Record<string, string | number>[] = []
  const work = []
  for (const route of routes) {
    const reports: Record<string, Report[]> = { [here.label]: [], [there.label]: [] }
    const load = os.loadavg()[0]!.toFixed(1)
    for (let run = 0; run < runs; run++) {
      // Alternately: A B, then B A, so that neither side always runs on the machine the other just warmed.
      const order = run % 2 === 0 ? [here, there] : [there, here]
      for (const side of order) {
        const result = lighthouseRun(side.server.origin + route)
        if (result) reports[side.label]!.push(result)
      }
    }
    const ours: Scores[] = reports[here.label]!.map((report) => report.scores)
    const theirs: Scores[] = reports[there.label]!.map((report) => report.scores)
    work.push(...workRows(route, [here.label, reports[here.label]!], [there.label, reports[there.label]!]))
    if (ours.length === 0 || theirs.length === 0) {
      rows.push({ route, error: 'lighthouse failed', 'load before': load })
      continue
    }
    const [a, b] = [medianScores(ours), medianScores(theirs)]
    rows.push({
      route,
      'load before': load,
      [`TBT ms ${here.label}`]: ours.map((run) => run['TBT ms']).join(' '),
      [`TBT ms ${there.label}`]: theirs.map((run) => run['TBT ms']).join(' '),
      'TBT ratio (medians)': ratio(a['TBT ms'], b['TBT ms']),
      [`score ${here.label}`]: ours.map((run) => run.performance).join(' '),
      [`score ${there.label}`]: theirs.map((run) => run.performance).join(' '),
      'score ratio (medians)': ratio(a.performance, b.performance),
    })
  }
  return { rows, work }
}

async function scriptsSideBySide(here: Side, there: Side) {
  const browser = await launchChromium()
  const rows = []
  for (const route of [...routes, embed]) {
    const a = await scriptBytes(browser, here.server.origin + route)
    const b = await scriptBytes(browser, there.server.origin + route)
    rows.push({
      route,
      [`files ${here.label}`]: a.files,
      [`files ${there.label}`]: b.files,
      [`wire KB ${here.label}`]: +(a.wireBytes / 1024).toFixed(1),
      [`wire KB ${there.label}`]: +(b.wireBytes / 1024).toFixed(1),
      ratio: ratio(a.wireBytes, b.wireBytes),
    })
  }
  await browser.close()
  return rows
}

/** Main-thread CPU of each page load, alternately (A B, then B A), `cpuRuns` loads a side. */
async function loadCpuSideBySide(here: Side, there: Side) {
  const browser = await launchChromium()
  const rows = []
  for (const route of routes) {
    const cpu: Record<string, number[]> = { [here.label]: [], [there.label]: [] }
    const blocking: Record<string, number[]> = { [here.label]: [], [there.label]: [] }
    for (let run = 0; run < cpuRuns; run++)
      for (const side of run % 2 === 0 ? [here, there] : [there, here]) {
        const result = await loadCpu(browser, side.server.origin + route)
        cpu[side.label]!.push(Math.round(result.cpu))
        blocking[side.label]!.push(Math.round(result.blockingCpu))
      }
    const [a, b] = [median([...cpu[here.label]!]), median([...cpu[there.label]!])]
    const [c, d] = [median([...blocking[here.label]!]), median([...blocking[there.label]!])]
    rows.push({
      route,
      [`CPU ms ${here.label}`]: cpu[here.label]!.join(' '),
      [`CPU ms ${there.label}`]: cpu[there.label]!.join(' '),
      'CPU ratio (medians)': ratio(a, b),
      [`blocking ×4 ${here.label}`]: blocking[here.label]!.join(' '),
      [`blocking ×4 ${there.label}`]: blocking[there.label]!.join(' '),
      'blocking ratio (medians)': ratio(c, d),
    })
  }
  await browser.close()
  return rows
}

async function throughputSideBySide(here: Side, there: Side) {
  const rows = []
  for (const route of ['/', embed]) {
    const rps: Record<string, number[]> = { [here.label]: [], [there.label]: [] }
    let errors = 0
    // Bounded: 20 connections for 5 s, twice each side, alternately (A B B A).
    for (const side of [here, there, there, here]) {
      const result = await requestsPerSecond(side.server.origin + route, { connections: 20, duration: 5 })
      rps[side.label]!.push(result.rps)
      errors += result.errors
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
    rows.push({
      route,
      [`req/s ${here.label}`]: rps[here.label]!.join(' '),
      [`req/s ${there.label}`]: rps[there.label]!.join(' '),
      'ratio (means)': ratio(mean(rps[here.label]!), mean(rps[there.label]!)),
      'errors or non-2xx': errors,
    })
  }
  return rows
}

async function main() {
  const ref = process.argv[2]
  if (!ref) throw new Error('Usage: npm run bench:ab -- <git ref>')
  const head = git('rev-parse', '--short', 'HEAD')
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== ''
  const here = `${head}${dirty ? '+' : ''}`
  const other = checkout(ref)
  const there = other.commit.slice(0, 7)
  const servers: RunningServer[] = []
  try {
    buildOnce()
    buildIn(other.dir)
    if (!fs.existsSync(path.join(other.dir, buildDir, 'server/index.js')))
      throw new Error('no build of the ref')
    const sides: [Side, Side] = [
      { label: here, server: await startServer() },
      { label: there, server: await startServer({}, { cwd: other.dir }) },
    ]
    servers.push(...sides.map((side) => side.server))
    console.log(
      `A/B on ${os.cpus().length} cores, ${new Date().toISOString()}: ${here} (this tree) against ${there} (${ref}); load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}. Ratios are ${here} / ${there}.`,
    )
    printTable('Scripts a browser receives (Chromium, bytes on the wire)', await scriptsSideBySide(...sides))
    printTable(
      `Main-thread CPU of a page load (Chromium trace, ${cpuRuns} loads a side, alternately; robust to load)`,
      await loadCpuSideBySide(...sides),
    )
    printTable(
      'Requests a second (autocannon, 20 connections, 5 s, A B B A)',
      await throughputSideBySide(...sides),
    )
    if (process.env.SKIP_LIGHTHOUSE !== '1' && ensureLighthouse()) {
      const { rows, work } = await lighthouseSideBySide(...sides)
      printTable(`Lighthouse, mobile preset: each run of each side, alternately (${runs} a side)`, rows)
      printTable('Main-thread work by kind (Lighthouse, median ms)', work)
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    other.remove()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
