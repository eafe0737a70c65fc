import type { Db } from '~/db/client.server'
import { purgeAudit } from '~/lib/events/audit-chain.server'
import { startPollLoop } from '~/lib/poll-loop.server'
import { nextCheckDelayMs } from '~/lib/rate-sheet/expiry.server'
import { applyLeadRetention } from './erase.server'

/**
 * The daily retention pass, on the workers' poll loop (hourly and just after each UTC midnight): each
 * workspace's lead retention once a UTC day (whichever instance comes first), and audit entries past
 * AUDIT_RETENTION_YEARS.
 */
export function startRetentionCheck(options: { db: Db; auditRetentionYears: number }) {
  return startPollLoop({
    async pass() {
      await applyLeadRetention(options.db)
      await purgeAudit(options.db, options.auditRetentionYears)
    },
    nextDelayMs: () => nextCheckDelayMs(),
    failureMessage: 'Retention: could not delete expired leads or audit entries:',
  })
}
