// Lighthouse and autocannon as every bench runs them: `npm run bench` and `npm run bench:ab`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { chromiumArgs, chromiumPath } from './browser'
import { root } from './support'

export function lighthouse(url: string) {
  return lighthouseReport(url)?.scores
}

/** One Lighthouse run: its scores, and the main thread's work by kind (script evaluation, style & layout…), ms. */
export function lighthouseReport(url: string) {
  const cli = path.join(root, 'bench/lighthouse/node_modules/lighthouse/cli/index.js')
  const result = spawnSync(
    'node',
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  )
  if (result.status !== 0) {
    // Say why, once per failed run: a dropped run would make a median of two look like a median of three.
    const reason = `${result.error?.message ?? ''} ${result.stderr ?? ''}`
      .trim()
      .split('\n')
      .slice(-3)
      .join(' | ')
    console.error(`Lighthouse failed on ${url} (exit ${result.status ?? result.signal}): ${reason}`)
    return undefined
  }
  const report = JSON.parse(result.stdout) as {
    categories: Record<string, { score: number }>
    audits: Record<
      string,
      { numericValue?: number; details?: { items?: Array<{ groupLabel?: string; duration?: number }> } }
    >
  }
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const work = report.audits['mainthread-work-breakdown']?.details?.items ?? []
  return {
    scores: {
      performance: score('performance'),
      'TBT ms': Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
    },
    mainThread: Object.fromEntries(
      work.map((item) => [item.groupLabel ?? '?', Math.round(item.duration ?? 0)]),
    ),
  }
}

export type Scores = NonNullable<ReturnType<typeof lighthouse>>

export function medianScores(runs: Scores[]): Scores {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const keys = Object.keys(runs[0]!) as Array<keyof Scores>
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Scores
}

/** Installs the Lighthouse bench/lighthouse/package.json names, unless that version is installed already. */
export function ensureLighthouse() {
  const dir = path.join(root, 'bench/lighthouse')
  const packageJson = (file: string) =>
    fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {}
  const wanted = (packageJson(path.join(dir, 'package.json')).dependencies as Record<string, string>)
    .lighthouse
  if (packageJson(path.join(dir, 'node_modules/lighthouse/package.json')).version === wanted) return true
  console.log(
    `Installing Lighthouse ${wanted} for the bench (bench/lighthouse, kept out of the app lockfile)…`,
  )
  return spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' }).status === 0
}

/** Requests a second of `url` (autocannon, 50 connections, 10 s unless told). */
export async function requestsPerSecond(
  url: string,
  options: { connections?: number; duration?: number } = {},
) {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
  })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}
