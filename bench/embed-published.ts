// `npm run bench:embed`: requests a second of a client's published calculator (/embed/c/<publicId>, served
// from the in-process cache) against the built-in /embed/loan-calculator, same server, same run.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { seedPublishedCalculator } from './seed'
import { buildOnce, printTable, startServer } from './support'

type CannonResult = {
  requests: { average: number }
  latency: { p99: number }
  errors: number
  non2xx: number
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<CannonResult>

async function requestsPerSecond(url: string) {
  const result = await autocannon({ url, connections: 50, duration: 10 })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

async function main() {
  buildOnce()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-bench-embed-'))
  const { publicId } = await seedPublishedCalculator({ pgliteDir: path.join(dataDir, 'pglite') })
  const server = await startServer({ DATA_DIR: dataDir })
  try {
    const builtIn = await requestsPerSecond(`${server.origin}/embed/loan-calculator`)
    const published = await requestsPerSecond(`${server.origin}/embed/c/${publicId}`)
    const ratio = published.rps / builtIn.rps
    printTable('Requests a second (autocannon, 50 connections, 10 s each, one server)', [
      { route: '/embed/loan-calculator', ...builtIn },
      { route: `/embed/c/${publicId}`, ...published },
    ])
    console.log(
      `published / built-in = ${ratio.toFixed(2)} (target ≥ 0.80): ${ratio >= 0.8 ? 'PASS' : 'FAIL'}`,
    )
    if (ratio < 0.8 || published.errors > 0) process.exitCode = 1
  } finally {
    await server.stop()
  }
}

await main()
