// `npm test`: every check, side by side where the machine allows. Typecheck, lint, unit and build need no
// server and start at once; the end-to-end suite starts when the build is done, the reliability suite when the
// end-to-end suite is. Each step's output is kept apart and printed whole when the step ends, with its wall
// time; the summary names the steps that failed, and the exit code is 1 if any did.
// `npm run test:quick` (`--quick`): typecheck, lint and unit only.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

type Step = { name: string; command: string; after?: string; env?: Record<string, string> }

const steps: Step[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'unit', command: 'npx vitest run' },
  { name: 'build', command: 'npx react-router build' },
  { name: 'e2e', command: 'npx playwright test', after: 'build' },
  {
    name: 'reliability',
    command: 'node --import tsx tests/reliability/run.ts',
    after: 'e2e',
    env: { BUILD_DIR: 'build', SKIP_BUILD: '1' },
  },
]
const quick = process.argv.includes('--quick')
const chosen = quick ? steps.filter((step) => ['typecheck', 'lint', 'unit'].includes(step.name)) : steps

type Outcome = { name: string; status: 'passed' | 'failed' | 'not run'; seconds: number }

const logDir = path.resolve('test-results-steps')
fs.mkdirSync(logDir, { recursive: true })
const startedAt = performance.now()
const elapsed = (since: number) => Math.round((performance.now() - since) / 1000)

function run(step: Step): Promise<Outcome> {
  const logFile = path.join(logDir, `${step.name}.log`)
  const log = fs.createWriteStream(logFile)
  const since = performance.now()
  console.log(`▶ ${step.name} started at ${elapsed(startedAt)} s: ${step.command}`)
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.on('close', (code, signal) => {
      log.end(() => {
        const seconds = elapsed(since)
        const status = code === 0 ? 'passed' : 'failed'
        const mark = status === 'passed' ? '✓' : '✗'
        console.log(`\n──── ${mark} ${step.name}: ${status} in ${seconds} s ${'─'.repeat(40)}`)
        process.stdout.write(fs.readFileSync(logFile, 'utf8'))
        console.log(
          `──── end of ${step.name} (${signal ? `signal ${signal}` : `exit ${code}`}, ${seconds} s)\n`,
        )
        resolve({ name: step.name, status, seconds })
      })
    })
  })
}

const outcomes = new Map<string, Promise<Outcome>>()
for (const step of chosen) {
  const before = step.after ? outcomes.get(step.after) : undefined
  outcomes.set(
    step.name,
    before
      ? before.then((previous) =>
          previous.status === 'passed'
            ? run(step)
            : { name: step.name, status: 'not run' as const, seconds: 0 },
        )
      : run(step),
  )
}
const results = await Promise.all(outcomes.values())

console.log(`Steps (wall time; steps overlap, total ${elapsed(startedAt)} s):`)
for (const result of results)
  console.log(
    `  ${result.name.padEnd(12)} ${result.status.padEnd(8)} ${String(result.seconds).padStart(5)} s`,
  )
const failed = results.filter((result) => result.status !== 'passed')
if (failed.length > 0) {
  console.log(`Failed: ${failed.map((result) => `${result.name} (${result.status})`).join(', ')}`)
  console.log(`Each step's output is also in ${path.relative(process.cwd(), logDir)}/.`)
  process.exit(1)
}
console.log('All steps passed.')
