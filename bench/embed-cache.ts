// `npm run bench:embed-cache` (and the end of `npm run bench`): issue 26 §5's figures for a published embed,
// /embed/c/<publicId>, from the server's own HTML cache and through a real shared cache (nginx) in front,
// against the prerendered `/` of the same server in the same run; and whether every view served is counted.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../app/db/client.server'
import { calculatorUsageDays } from '../app/db/schema'
import { nginxPath, startCachingProxy } from '../tests/support/caching-proxy'
import { seedPublishedCalculator } from './seed'
import { buildOnce, nextVisitorAddress, printTable, startServer } from './support'
import { SCRIPT_BUDGETS_KB } from '../vite/script-budgets'
import { embedScriptBytes, largestEmbedHtml } from './embed-weight'

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

async function viewsPerSecond(url: string) {
  const result = await autocannon({ url, connections: 50, duration: 10 })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** Installs Debian's nginx when absent, as `.ci/run` does (root only); false when it cannot. */
function ensureNginx() {
  if (fs.existsSync(nginxPath)) return true
  if (process.getuid?.() !== 0) return false
  console.log("Installing Debian's nginx for the caching-proxy figures")
  const install = (args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  install(['update', '-qq'])
  return install(['install', '-y', '-qq', 'nginx']).status === 0 && fs.existsSync(nginxPath)
}

/**
 * 50 visitors for 10 s, each view as a browser makes it: the page (from wherever the proxy serves it), then the
 * page's beacon. A visitor finishes the view it started, so every view served has had its beacon sent. A view
 * counts once a visitor and day, and a visitor is her address (app/lib/leads/view-once.server.ts): each beacon
 * goes to the server from an address of its own, as the one proxy it trusts (TRUST_PROXY=1) would name it.
 */
async function burst(origin: string, publicId: string, serverOrigin: string) {
  const headers = { 'user-agent': browser }
  const end = Date.now() + 10_000
  let served = 0
  let beacons = 0
  async function visitor() {
    while (Date.now() < end) {
      const page = await fetch(`${origin}/embed/c/${publicId}`, { headers })
      await page.arrayBuffer()
      if (page.status !== 200) continue
      served++
      const beacon = await fetch(`${serverOrigin}/api/embed-views/${publicId}`, {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': nextVisitorAddress() },
      })
      if (beacon.status === 204) beacons++
    }
  }
  await Promise.all(Array.from({ length: 50 }, visitor))
  return { served, beacons }
}

async function main() {
  buildOnce()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-bench-embed-cache-'))
  const pgliteDir = path.join(dataDir, 'pglite')
  const { publicId, calculatorId } = await seedPublishedCalculator({ pgliteDir })
  const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: '1' })
  const embedPath = `/embed/c/${publicId}`
  let proxy: Awaited<ReturnType<typeof startCachingProxy>> | undefined
  let views: { served: number; beacons: number }
  const rows = []
  try {
    await (await fetch(server.origin + embedPath)).arrayBuffer()
    // A first run warms both paths up (JIT, connections), so neither figure includes the server's start.
    await autocannon({ url: `${server.origin}/`, connections: 50, duration: 2 })
    await autocannon({ url: server.origin + embedPath, connections: 50, duration: 2 })
    const home = await viewsPerSecond(`${server.origin}/`)
    const cached = await viewsPerSecond(server.origin + embedPath)
    rows.push(
      { route: '/ (prerendered), direct', 'req/s': home.rps, 'p99 ms': home.p99, errors: home.errors },
      {
        route: `${embedPath}, direct (server's cache)`,
        'req/s': cached.rps,
        'p99 ms': cached.p99,
        errors: cached.errors,
      },
    )
    const figures: Array<Record<string, string | number>> = [
      {
        figure: "embed from the server's cache ÷ / (target ≥ 0.5)",
        value: +(cached.rps / home.rps).toFixed(2),
      },
      { figure: 'embed p99 at 50 connections, ms (target ≤ 50)', value: cached.p99 },
    ]
    if (ensureNginx()) {
      proxy = await startCachingProxy(server.origin)
      await (await fetch(proxy.origin + embedPath)).arrayBuffer()
      const viaProxy = await viewsPerSecond(proxy.origin + embedPath)
      rows.push({
        route: `${embedPath}, through nginx`,
        'req/s': viaProxy.rps,
        'p99 ms': viaProxy.p99,
        errors: viaProxy.errors,
      })
      figures.push({
        figure: 'embed through nginx ÷ / direct (target ≥ 1)',
        value: +(viaProxy.rps / home.rps).toFixed(2),
      })
      views = await burst(proxy.origin, publicId, server.origin)
    } else {
      console.log(`${nginxPath} is missing and cannot be installed here: the proxy figures are left out`)
      views = await burst(server.origin, publicId, server.origin)
    }
    printTable('Published embed (autocannon, 50 connections, 10 s each, no Accept-Encoding)', rows)
    // The counts are written every 5 s and on shutdown: stop the server, then read them.
    await proxy?.stop()
    proxy = undefined
    await server.stop()
    const database = await openDatabase({ pgliteDir })
    const counted = (
      await database.db
        .select({ views: calculatorUsageDays.views })
        .from(calculatorUsageDays)
        .where(eq(calculatorUsageDays.calculatorId, calculatorId))
    ).reduce((sum, row) => sum + row.views, 0)
    await database.close()
    figures.push({
      figure: `views counted ÷ views served after a 10 s burst (${counted} ÷ ${views.served}, target 1.00)`,
      value: views.served ? +(counted / views.served).toFixed(3) : 0,
    })
    printTable('Issue 26 §5', figures)
    // Measured on a fresh start: a browser's views would have counted in the figure above.
    const again = await startServer({ DATA_DIR: dataDir })
    const [scripts, largest] = await Promise.all([
      embedScriptBytes(again.origin, publicId),
      largestEmbedHtml(again.origin, publicId),
    ]).finally(() => again.stop())
    printTable("An embed on a client's page (another origin)", [
      {
        figure: 'scripts its frame receives before the visitor reaches for it, KB (target ≤ 20)',
        value: scripts.beforeKb,
      },
      {
        figure: `scripts its frame receives once reached for, KB (budget ${SCRIPT_BUDGETS_KB.published}, goal 130)`,
        value: scripts.afterKb,
      },
      {
        figure: `largest embed HTML before compression, KB (${largest.path}; target ≤ 30)`,
        value: largest.kb,
      },
    ])
  } finally {
    await proxy?.stop()
    await server.stop()
  }
}

await main()
