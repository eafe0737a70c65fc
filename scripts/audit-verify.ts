import path from 'node:path'
import { openDatabase } from '~/db/client.server'
import { intactSummary } from '~/lib/events/audit-chain.server'
import { checkAudit } from '~/lib/events/audit-check.server'
import { existingReceiptKey } from '~/lib/receipts/receipt-key.server'

/*
 * `npm run audit:verify`: walks every audit chain of the configured database (DATABASE_URL, or the PGlite
 * data directory under DATA_DIR, as the server opens it), compares each with its last anchor signed by the
 * server's key (RECEIPT_SIGNING_KEY, or DATA_DIR's) and names the first entry that does not match.
 * Exit code 0: every chain holds; 1: a break was found (printed); 2: the check could not run.
 */
const dataDir = path.resolve(process.env.DATA_DIR || './data')
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: path.join(dataDir, 'pglite'),
})
try {
  const key = existingReceiptKey({ pem: process.env.RECEIPT_SIGNING_KEY || undefined, dataDir })
  const report = await checkAudit(database.db, { key })
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
