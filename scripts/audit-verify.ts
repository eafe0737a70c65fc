import path from 'node:path'
import { openDatabase } from '~/db/client.server'
import { intactSummary, verifyAudit } from '~/lib/events/audit-chain.server'

/*
 * `npm run audit:verify`: walks every audit chain of the configured database (DATABASE_URL, or the PGlite
 * data directory under DATA_DIR, as the server opens it) and names the first entry that does not match.
 * Exit code 0: every chain holds; 1: a break was found (printed); 2: the check could not run.
 */
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: path.join(path.resolve(process.env.DATA_DIR || './data'), 'pglite'),
})
try {
  const report = await verifyAudit(database.db)
  if (report.firstBreak) {
    const { chainId, seq, id, reason } = report.firstBreak
    console.log(`Audit log broken: chain ${chainId}, entry ${seq}${id ? ` (id ${id})` : ''}: ${reason}.`)
    process.exitCode = 1
  } else console.log(`Audit log intact: ${intactSummary(report)}.`)
} catch (error) {
  console.error('The audit check could not run: %s', (error as Error).message)
  process.exitCode = 2
} finally {
  await database.close()
}
