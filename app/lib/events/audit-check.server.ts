import type { Db } from '~/db/client.server'
import type { ReceiptKey } from '~/lib/receipts/receipt-key.server'
import { checkAnchors } from './audit-anchor.server'
import { verifyAudit, type ChainReport } from './audit-chain.server'

export type AuditCheckReport = ChainReport & { anchors: number }

/**
 * "Check the log" and `npm run audit:verify`: every chain (or one workspace's) walked entry by entry, then
 * compared with its last signed anchor, which a rewrite inside the database cannot reproduce. Without a key
 * (the command on a machine that has none) only the walk is done. A workspace always has entries (its
 * creation), so a workspace's chain found empty was deleted.
 */
export async function checkAudit(
  db: Db,
  options: { key: Pick<ReceiptKey, 'keyId' | 'publicPem'> | null; chainId?: string },
): Promise<AuditCheckReport> {
  const report = await verifyAudit(db, options.chainId)
  if (report.firstBreak) return { ...report, anchors: 0 }
  const anchored = options.key
    ? await checkAnchors(db, { key: options.key, chainId: options.chainId })
    : { anchors: 0, firstBreak: null }
  if (anchored.firstBreak) return { ...report, ...anchored }
  if (options.chainId && report.chains === 0)
    return {
      ...report,
      anchors: anchored.anchors,
      firstBreak: {
        id: null,
        chainId: options.chainId,
        seq: 1,
        reason: 'the log has no entries: its chain is missing',
      },
    }
  return { ...report, anchors: anchored.anchors }
}
