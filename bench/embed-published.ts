// `npm run bench:embed`: requests a second of a client's published calculator (/embed/c/<publicId>, served
// from the in-process cache) against the built-in /embed/loan-calculator, same server, same run.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../app/db/client.server'
import { calculatorRevisions, calculators, workspaces } from '../app/db/schema'
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

/** A published loan calculator written straight into a fresh data directory before the server opens it. */
async function seed(dataDir: string) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
  const publicId = '0123456789abcdef'
  const [workspace] = await database.db.insert(workspaces).values({ name: 'Bench Bank' }).returning()
  const [calculator] = await database.db
    .insert(calculators)
    .values({ workspaceId: workspace!.id, publicId, type: 'loan', name: 'Car loan' })
    .returning()
  const [revision] = await database.db
    .insert(calculatorRevisions)
    .values({
      calculatorId: calculator!.id,
      workspaceId: workspace!.id,
      number: 1,
      name: 'Car loan',
      brand: { color: '#0f766e', accent: '#fbbf24', font: 'system', lang: 'en' },
      defaults: { principal: '25000', rate: '6.5', months: '60' },
      limits: { rate: { min: 3, max: 12 } },
      disclosure: 'Rates are examples, not offers.',
      allowedOrigins: [],
      state: 'published',
      publishedAt: new Date(),
    })
    .returning()
  const { eq } = await import('drizzle-orm')
  await database.db
    .update(calculators)
    .set({ publishedRevisionId: revision!.id })
    .where(eq(calculators.id, calculator!.id))
  await database.close()
  return publicId
}

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
  const publicId = await seed(dataDir)
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
