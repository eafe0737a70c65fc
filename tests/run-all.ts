// `npm test`: every check, side by side where the machine allows (docs/testing.md). The build and the Vitest
// suite start at once, and the end-to-end suite as soon as the build is done: those two suites are the long
// path. Typecheck and lint need no server and no build, but on two cores they would slow the build, and so the
// start of the end-to-end suite: they start once the build has ended (passed or not), and fill the cores while
// the two suites wait on their servers and databases. Typecheck and lint run at a lower CPU priority (`nice`),
// so that the two suites are slowed least. The reliability suite (its two databases side by side) starts when
// the build and Vitest have passed, and its malformed-input sweeps once the end-to-end suite has ended. Each
// step's output is kept apart and printed whole when the step ends, with its wall time and the CPU time it used
// (its processes' user + system time: what the step costs on a shared machine, whatever else runs); the summary
// adds the whole machine's busy and idle CPU time, names the steps that failed, and the exit code is 1 if any did.
// `npm run test:quick` (`--quick`): typecheck, lint and unit only, all at once.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * `after`: the steps that must have passed before this one starts (else it is not run); `following`: the steps
 * that must have ended, passed or not, before it starts (an order, not a condition).
 */
type Step = {
  name: string
  command: string
  after?: string[]
  following?: string[]
  env?: Record<string, string>
  /** Run at a lower CPU priority (`nice -n`): the step fills the cores the long path leaves idle. */
  nice?: number
}

const reliability = (kind: string, after = ['build', 'unit']): Step => ({
  name: `reliability-${kind}`,
  command: 'node --import tsx tests/reliability/run.ts',
  after,
  env: { BUILD_DIR: 'build', SKIP_BUILD: '1', RELIABILITY_KIND: kind },
})

const steps: Step[] = [
  { name: 'build', command: 'npx react-router build' },
  // Vitest and the end-to-end suite share the cores as equals: in the headless shell (decision 0097) the
  // end-to-end suite is no longer the only long path, and Vitest with the reliability suite after it is the
  // other (docs/testing.md).
  { name: 'unit', command: 'npx vitest run' },
  { name: 'e2e', command: 'npx playwright test', after: ['build'] },
  { name: 'typecheck', command: 'npm run typecheck', following: ['build'], nice: 10 },
  { name: 'lint', command: 'npm run lint', following: ['build'], nice: 10 },
  // The two databases' reliability halves run side by side, and beside the end-to-end suite once Vitest is
  // done: their scenarios mostly wait (restarts, leases, slow receivers), and every deadline in them is a
  // minute or more (decision 0042). Started with the build, beside Vitest and three browsers at load 20, both
  // halves missed their 60 s delivery deadline after a restart (2026-11-29, docs/testing.md): kept after Vitest.
  reliability('pglite'),
  ...(process.env.TEST_DATABASE_URL ? [reliability('postgres')] : []),
  // The sweeps of malformed requests and URLs (~30 s alone) ended the PGlite half, which ends the run: they start
  // once the end-to-end suite is done, in the cores the two halves leave idle. At `nice 10` beside that suite
  // their password sign-ins went unanswered for 60 s (2026-11-29, docs/testing.md).
  { ...reliability('sweeps', ['build']), following: ['e2e'] },
]
const quick = process.argv.includes('--quick')
const chosen = quick
  ? steps
      .filter((step) => ['typecheck', 'lint', 'unit'].includes(step.name))
      .map((step) => ({ ...step, following: [] }))
  : steps

type Outcome = { name: string; status: 'passed' | 'failed' | 'not run'; seconds: number; cpu?: number }

/** Seconds in bash's `times` line for the children: "1m2.345s 0m6.789s" (user, system). */
function cpuSeconds(timesFile: string): number | undefined {
  const lines = fs.existsSync(timesFile) ? fs.readFileSync(timesFile, 'utf8').trim().split('\n') : []
  const children = lines[1]?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/)
  if (!children) return undefined
  const [userMinutes, userSeconds, systemMinutes, systemSeconds] = children.slice(1).map(Number)
  return Math.round(
    (userMinutes ?? 0) * 60 + (userSeconds ?? 0) + (systemMinutes ?? 0) * 60 + (systemSeconds ?? 0),
  )
}

/**
 * The whole machine's CPU time so far, busy and idle, in seconds (Linux's /proc/stat; undefined elsewhere). A
 * step's own figure leaves out what its processes did not wait for: Chromium's renderers (~550 s of a run's
 * ~1,500, measured with process accounting on 2026-11-29) and the PostgreSQL server's work.
 */
function machineCpu(): { busy: number; idle: number } | undefined {
  const line = fs.existsSync('/proc/stat') ? fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] : undefined
  const ticks = line?.startsWith('cpu ') ? line.trim().split(/\s+/).slice(1).map(Number) : undefined
  if (!ticks) return undefined
  // user nice system idle iowait irq softirq steal: idle and iowait are the idle ones; USER_HZ is 100.
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0)
  const busy = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle
  return { busy: busy / 100, idle: idle / 100 }
}

const logDir = path.resolve('test-results-steps')
fs.mkdirSync(logDir, { recursive: true })
const startedAt = performance.now()
const cpuAtStart = machineCpu()
const elapsed = (since: number) => Math.round((performance.now() - since) / 1000)

function run(step: Step): Promise<Outcome> {
  const logFile = path.join(logDir, `${step.name}.log`)
  const timesFile = path.join(logDir, `${step.name}.times`)
  const log = fs.createWriteStream(logFile)
  const since = performance.now()
  console.log(`▶ ${step.name} started at ${elapsed(startedAt)} s: ${step.command}`)
  return new Promise((resolve) => {
    const command = step.nice && !quick ? `nice -n ${step.nice} ${step.command}` : step.command
    const script = `${command}\ncode=$?\ntimes > '${timesFile}'\nexit $code`
    const child = spawn('bash', ['-c', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.on('close', (code, signal) => {
      log.end(() => {
        const seconds = elapsed(since)
        const cpu = cpuSeconds(timesFile)
        const cost = `${seconds} s${cpu === undefined ? '' : `, CPU ${cpu} s`}`
        const status = code === 0 ? 'passed' : 'failed'
        const mark = status === 'passed' ? '✓' : '✗'
        console.log(`\n──── ${mark} ${step.name}: ${status} in ${cost} ${'─'.repeat(40)}`)
        process.stdout.write(fs.readFileSync(logFile, 'utf8'))
        console.log(`──── end of ${step.name} (${signal ? `signal ${signal}` : `exit ${code}`}, ${cost})\n`)
        resolve({ name: step.name, status, seconds, cpu })
      })
    })
  })
}

/**
 * A failed step's failing tests, from its log: Vitest's "FAIL" lines and Playwright's "N failed" list (without
 * the web server's own lines), else the log's last lines.
 */
function failureLines(name: string) {
  const lines = fs
    .readFileSync(path.join(logDir, `${name}.log`), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('[WebServer]'))
  const vitest = [...new Set(lines.filter((line) => /^\s*FAIL\s/.test(line)).map((line) => line.trim()))]
  const summary = lines.slice(-300)
  const start = summary.findIndex((line) => /^\s+\d+ (failed|flaky|interrupted|did not run)$/.test(line))
  const playwright =
    start >= 0
      ? summary.slice(start, start + 30).filter((line) => line.trim() && !/^\s+\d+ passed/.test(line))
      : []
  const picked = [...vitest, ...playwright]
  const shown = picked.length > 0 ? picked.slice(0, 40) : lines.filter(Boolean).slice(-25)
  return [`Failures in ${name}:`, ...shown.map((line) => `  ${line.trim()}`)].join('\n')
}

const outcomes = new Map<string, Promise<Outcome>>()
for (const step of chosen) {
  const before = Promise.all(
    [...(step.after ?? []), ...(step.following ?? [])].map((name) => outcomes.get(name)!),
  )
  const required = new Set(step.after ?? [])
  outcomes.set(
    step.name,
    before.then((previous) =>
      previous.every((outcome) => !required.has(outcome.name) || outcome.status === 'passed')
        ? run(step)
        : { name: step.name, status: 'not run' as const, seconds: 0 },
    ),
  )
}
const results = await Promise.all(outcomes.values())

console.log(`Steps (wall time and CPU time; steps overlap, total ${elapsed(startedAt)} s):`)
for (const result of results)
  console.log(
    `  ${result.name.padEnd(20)} ${result.status.padEnd(8)} ${String(result.seconds).padStart(5)} s` +
      (result.cpu === undefined ? '' : `  CPU ${String(result.cpu).padStart(5)} s`),
  )
const cpuAtEnd = machineCpu()
if (cpuAtStart && cpuAtEnd)
  // Busy near cores × wall time: the run is bound by CPU, and only less work makes it shorter.
  console.log(
    `  the whole machine: CPU busy ${Math.round(cpuAtEnd.busy - cpuAtStart.busy)} s, idle ` +
      `${Math.round(cpuAtEnd.idle - cpuAtStart.idle)} s (${os.availableParallelism()} cores)`,
  )
const failed = results.filter((result) => result.status !== 'passed')
if (failed.length > 0) {
  // What failed, again at the very end, where a reader of the last lines of a CI log looks first.
  for (const result of failed.filter((each) => each.status === 'failed'))
    console.log(failureLines(result.name))
  console.log(`Failed: ${failed.map((result) => `${result.name} (${result.status})`).join(', ')}`)
  console.log(`Each step's output is also in ${path.relative(process.cwd(), logDir)}/.`)
  process.exit(1)
}
console.log('All steps passed.')
