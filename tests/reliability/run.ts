// The reliability suite of the contact and lead pipelines: real servers (`node server.js`) under a burst, an
// SMTP outage, SIGKILL and malformed input, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import './build-dir'
import { buildOnce } from '../../bench/support'
import { databaseKinds as allKinds } from '../support/database'
import { printResults, type ScenarioResult } from './report'
import { crashMidBurst } from './scenario-crash'
import { concurrentApprovals } from './scenario-approvals'
import { malformedRequests } from './scenario-malformed'
import { malformedUrls } from './scenario-malformed-urls'
import { burstScenario } from './scenario-outage'
import { publishLeadsOff } from './scenario-publish'
import { contactSubject, leadSubject } from './subject'
import { webhookCrash, webhookOutage, webhookSlowReceiver } from './scenario-webhooks'

// One scenario while working on it: burst | outage | crash | leads | approvals | publish | webhooks | malformed
// | urls.
const only = process.env.RELIABILITY_ONLY
// One part (`npm test` runs each in its own process): pglite | postgres, a database's scenarios, or sweeps, the
// database-independent sweeps of malformed requests and URLs (on a PGlite server). Unset, all of them, one after
// the other.
const onlyKind = process.env.RELIABILITY_KIND
const withSweeps = !onlyKind || onlyKind === 'sweeps'
const databaseKinds = onlyKind ? allKinds.filter((kind) => kind === onlyKind) : allKinds
if (databaseKinds.length === 0 && onlyKind !== 'sweeps') {
  console.error(`RELIABILITY_KIND=${onlyKind}: no such database kind here (TEST_DATABASE_URL set?)`)
  process.exit(1)
}
const startedAt = performance.now()
buildOnce()
const results: ScenarioResult[] = []
for (const kind of databaseKinds) {
  // The contact burst runs once, with SMTP down throughout it and back after: a run with SMTP absent
  // throughout made the same burst under the same conditions and checked a subset of this one's checks.
  if (!only || only === 'burst' || only === 'outage')
    results.push(await burstScenario(kind, contactSubject, { size: 2000, smtp: 'returns' }))
  if (!only || only === 'crash') results.push(await crashMidBurst(kind, contactSubject, 2000))
  if (!only || only === 'leads') {
    results.push(await burstScenario(kind, leadSubject, { size: 1000, smtp: 'up' }))
    // Smaller than the contact ones: the lead path shares their outbox, worker and SMTP code, and the suite
    // must stay within a few minutes on a busy machine.
    results.push(await burstScenario(kind, leadSubject, { size: 500, smtp: 'returns' }))
    results.push(await crashMidBurst(kind, leadSubject, 1000))
  }
  if (!only || only === 'approvals') results.push(await concurrentApprovals(kind))
  if (!only || only === 'publish') results.push(await publishLeadsOff(kind))
  if (!only || only === 'webhooks') {
    results.push(await webhookOutage(kind, 300))
    results.push(await webhookCrash(kind, 200))
    results.push(await webhookSlowReceiver(kind, 30))
  }
}
if (withSweeps && (!only || only === 'malformed')) results.push(...(await malformedRequests('pglite')))
if (withSweeps && (!only || only === 'urls')) results.push(...(await malformedUrls()))
const passed = printResults(results)
console.log(`Total: ${Math.round((performance.now() - startedAt) / 1000)} s`)
process.exit(passed ? 0 : 1)
