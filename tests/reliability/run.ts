// The reliability suite of the contact pipeline: real servers (`node server.js`) under a burst, an SMTP
// outage, SIGKILL and malformed input, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import './build-dir'
import { buildOnce } from '../../bench/support'
import { databaseKinds } from '../support/database'
import { printResults, type ScenarioResult } from './report'
import { crashMidBurst } from './scenario-crash'
import { malformedRequests } from './scenario-malformed'
import { malformedUrls } from './scenario-malformed-urls'
import { contactBurstScenario } from './scenario-outage'

const only = process.env.RELIABILITY_ONLY // burst | outage | crash | malformed | urls: one scenario, while working on it
const startedAt = performance.now()
buildOnce()
const results: ScenarioResult[] = []
for (const kind of databaseKinds) {
  if (!only || only === 'burst')
    results.push(await contactBurstScenario(kind, { size: 2000, smtpComesBack: false }))
  if (!only || only === 'outage')
    results.push(await contactBurstScenario(kind, { size: 2000, smtpComesBack: true }))
  if (!only || only === 'crash') results.push(await crashMidBurst(kind))
}
if (!only || only === 'malformed') results.push(...(await malformedRequests('pglite')))
if (!only || only === 'urls') results.push(...(await malformedUrls()))
const passed = printResults(results)
console.log(`Total: ${Math.round((performance.now() - startedAt) / 1000)} s`)
process.exit(passed ? 0 : 1)
