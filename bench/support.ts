import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../tests/support/ports'

export const root = path.resolve(import.meta.dirname, '..')
export const buildDir = process.env.BUILD_DIR || 'build-bench'

/** Builds the app into BUILD_DIR unless SKIP_BUILD=1 (a bench run measures the production build). */
export function buildOnce() {
  if (process.env.SKIP_BUILD === '1' && fs.existsSync(path.join(root, buildDir, 'server/index.js'))) return
  buildIn(root)
  process.env.SKIP_BUILD = '1'
}

/** Builds the checkout at `dir` into its BUILD_DIR (the same name as here). */
export function buildIn(dir: string) {
  console.log(`Building ${path.relative(root, dir) || 'this tree'} into ${buildDir}…`)
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: dir,
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`build failed in ${dir}`)
}

export type RunningServer = {
  origin: string
  process: ChildProcess
  /** Milliseconds from spawning `node server.js` to the first 200 answer of `/`. */
  firstResponseMs: number
  rssMb: () => number
  stop: () => Promise<void>
  /** SIGKILL, as a crash would: no shutdown code runs. Resolves once the process has exited. */
  kill: () => Promise<void>
  dataDir: string
}

/**
 * Starts `node server.js` on a free port with a fresh DATA_DIR (or `env.DATA_DIR`, to reopen one) and waits
 * until it answers. `logFile` takes the server's stderr instead of this terminal; `nodeArgs` go before
 * `server.js` (e.g. `--cpu-prof`); `cwd`: another checkout's server and build (bench:ab).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { logFile?: string; nodeArgs?: string[]; cwd?: string } = {},
): Promise<RunningServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-bench-'))
  const startedAt = performance.now()
  const child = spawn('node', [...(options.nodeArgs ?? []), 'server.js'], {
    cwd: options.cwd ?? root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: origin,
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', options.logFile ? fs.openSync(options.logFile, 'a') : 'inherit'],
  })
  let exited: string | undefined
  child.once('exit', (code, signal) => (exited = signal ?? `code ${code}`))
  let firstResponseMs = NaN
  for (let i = 0; i < 600 && !exited; i++) {
    try {
      const response = await fetch(`${origin}/`)
      if (response.ok) {
        firstResponseMs = performance.now() - startedAt
        break
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  // Wait for the database and the server build too (/healthz says 200 once both are in), so later figures do
  // not include migrations; three minutes covers a cold PGlite on a loaded 2-core machine.
  const healthDeadline = performance.now() + 180_000
  while (performance.now() < healthDeadline && !exited) {
    const health = await fetch(`${origin}/healthz`).catch(() => undefined)
    if (health?.ok) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  // A server that ended (a port taken meanwhile, a crash at start) is not the one that answered, if any did.
  if (exited) throw new Error(`node server.js for ${origin} ended (${exited}) before it was healthy`)
  const signal = (name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill(name)
    })
  return {
    origin,
    process: child,
    firstResponseMs,
    rssMb: () => rssMb(child.pid!),
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    dataDir,
  }
}

/** The server's memory budgets (issue 47 §2): idle after its first start, and at the peak under load. */
export const MEMORY_BUDGETS_MB = { idle: 250, underLoad: 500 }

/** A bench table's budget cell: the budget, then whether `value` is within it. */
export const againstBudget = (value: number, budget: number) => `${budget} ${value <= budget ? 'ok' : 'OVER'}`

export function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

/** Samples a process's RSS every 100 ms until the returned function is called; that returns the peak in MB. */
export function watchPeakRss(pid: number) {
  let peak = rssMb(pid)
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100)
  return () => {
    clearInterval(timer)
    return Math.max(peak, rssMb(pid))
  }
}

export function printTable(title: string, rows: Array<Record<string, string | number>>) {
  console.log(`\n${title}`)
  console.table(rows)
}

/**
 * A new visitor address each call (10.0.0.1, 10.0.0.2, …), for X-Forwarded-For through the one proxy a bench
 * server trusts (TRUST_PROXY=1). A view counts once a visitor and day (app/lib/leads/view-once.server.ts), and a
 * visitor is her address: from one address, every view after the first is answered and not counted.
 */
let visitors = 0
export function nextVisitorAddress() {
  const n = ++visitors
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}
