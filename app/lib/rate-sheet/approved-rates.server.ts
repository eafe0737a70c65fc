import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { rateSheetVersions } from '~/db/schema'
import { isUuid } from '~/lib/workspaces/tokens.server'
import type { Tx } from '~/lib/workspaces/workspaces.server'
import type { ApprovedRate } from './rate-sheet'

export type ApprovedVersion = ApprovedRate & {
  product: string
  approvedAt: Date | null
  approvedByEmail: string | null
}

/**
 * The approved versions of the given entries of one workspace: what published calculators read, with who
 * approved each and when (the archive of served states records them, decision 0058).
 */
export async function approvedRates(db: Db | Tx, workspaceId: string, entryIds: string[]) {
  const ids = entryIds.filter(isUuid)
  if (ids.length === 0) return []
  return db
    .select({
      id: rateSheetVersions.id,
      entryId: rateSheetVersions.entryId,
      number: rateSheetVersions.number,
      rate: rateSheetVersions.rate,
      effectiveOn: rateSheetVersions.effectiveOn,
      expiresOn: rateSheetVersions.expiresOn,
      product: rateSheetVersions.product,
      approvedAt: rateSheetVersions.approvedAt,
      approvedByEmail: rateSheetVersions.approvedByEmail,
    })
    .from(rateSheetVersions)
    .where(
      and(
        eq(rateSheetVersions.workspaceId, workspaceId),
        inArray(rateSheetVersions.entryId, ids),
        eq(rateSheetVersions.state, 'approved'),
      ),
    ) as Promise<ApprovedVersion[]>
}
