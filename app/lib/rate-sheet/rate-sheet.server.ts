import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { rateSheetEntries, rateSheetVersions, workspaces, type RateSheetVersion } from '~/db/schema'
import { change, emit } from '~/lib/events/emit.server'
import { isUuid } from '~/lib/workspaces/tokens.server'
import type { Actor, Tx } from '~/lib/workspaces/workspaces.server'
import { inForce, RATE_SHEET_LIMITS, utcToday, type RateEntryInput } from './rate-sheet'

/*
 * The rate sheet's reads and writes (docs/decisions/0038-rate-sheet.md). Every query is scoped by the workspace
 * the caller's membership was checked for; every change to an entry takes its row lock first (decision 0031),
 * so two instances never number two versions alike nor approve a replaced proposal.
 */

export type RateEntryStatus = 'in-force' | 'scheduled' | 'expired' | 'awaiting-approval'

export type RateEntryView = {
  id: string
  /** The approved version in force today, if any. */
  current: RateSheetVersion | undefined
  /** The newest approved version when it is not in force yet (effective later). */
  scheduled: RateSheetVersion | undefined
  /** A proposal waiting for an approver. */
  proposed: RateSheetVersion | undefined
  /** The newest approved version, in force or not: what an expiry is read from. */
  latestApproved: RateSheetVersion | undefined
  status: RateEntryStatus
  versions: RateSheetVersion[]
}

/** The entries of a workspace with their versions, newest first, and what is in force on `day`. */
export async function listRateSheet(db: Db, workspaceId: string, day = utcToday()): Promise<RateEntryView[]> {
  const [entries, versions] = await Promise.all([
    db
      .select({ id: rateSheetEntries.id })
      .from(rateSheetEntries)
      .where(eq(rateSheetEntries.workspaceId, workspaceId))
      .orderBy(asc(rateSheetEntries.createdAt)),
    db
      .select()
      .from(rateSheetVersions)
      .where(eq(rateSheetVersions.workspaceId, workspaceId))
      .orderBy(desc(rateSheetVersions.number)),
  ])
  return entries.map(({ id }) => {
    const own = versions.filter((version) => version.entryId === id)
    const approved = own.filter((version) => version.state === 'approved')
    const current = inForce(approved, day)
    const latestApproved = approved[0]
    const scheduled = latestApproved && latestApproved.effectiveOn > day ? latestApproved : undefined
    const proposed = own[0]?.state === 'proposed' ? own[0] : undefined
    const status: RateEntryStatus = current
      ? 'in-force'
      : scheduled
        ? 'scheduled'
        : latestApproved
          ? 'expired'
          : 'awaiting-approval'
    return { id, current, scheduled, proposed, latestApproved, status, versions: own }
  })
}

/** The name an entry goes by: its approved product name, else the proposed one. */
export const entryName = (entry: RateEntryView) =>
  (entry.latestApproved ?? entry.proposed ?? entry.versions[0])?.product ?? ''

/** The ids of a workspace's entries: what a revision may link to. */
export async function rateEntryIds(db: Db | Tx, workspaceId: string) {
  const rows = await db
    .select({ id: rateSheetEntries.id })
    .from(rateSheetEntries)
    .where(eq(rateSheetEntries.workspaceId, workspaceId))
  return rows.map((row) => row.id)
}

type Scope = { workspaceId: string; actor: Actor }
export type RateOutcome =
  { ok: true; version: RateSheetVersion } | { ok: false; status: 403 | 404 | 409; error: string }

const missing: RateOutcome = { ok: false, status: 404, error: 'No such rate in this workspace.' }

async function lockEntry(tx: Tx, workspaceId: string, entryId: string) {
  if (!isUuid(entryId)) return undefined
  const [entry] = await tx
    .select({ id: rateSheetEntries.id })
    .from(rateSheetEntries)
    .where(and(eq(rateSheetEntries.id, entryId), eq(rateSheetEntries.workspaceId, workspaceId)))
    .for('update')
  return entry
}

/**
 * A new entry (no `entryId`) or a change to one, awaiting approval; the approved version stays in force
 * meanwhile. A proposal still waiting is replaced by the newer one (withdrawn), as drafts are.
 */
export async function proposeRate(
  db: Db,
  scope: Scope,
  entryId: string | undefined,
  input: RateEntryInput,
): Promise<RateOutcome> {
  return db.transaction(async (tx): Promise<RateOutcome> => {
    let id = entryId
    if (id) {
      if (!(await lockEntry(tx, scope.workspaceId, id))) return missing
    } else {
      // The workspace's row lock makes new entries of one workspace wait for each other, so that two at once
      // cannot both find room for one; NO KEY UPDATE does not hold up rows that merely refer to the workspace.
      await tx
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(eq(workspaces.id, scope.workspaceId))
        .for('no key update')
      const existing = await rateEntryIds(tx, scope.workspaceId)
      if (existing.length >= RATE_SHEET_LIMITS.entries)
        return {
          ok: false,
          status: 409,
          error: `A rate sheet holds at most ${RATE_SHEET_LIMITS.entries} rates.`,
        }
      const [created] = await tx
        .insert(rateSheetEntries)
        .values({ workspaceId: scope.workspaceId })
        .returning()
      id = created!.id
    }
    const [latest] = await tx
      .select()
      .from(rateSheetVersions)
      .where(and(eq(rateSheetVersions.entryId, id), eq(rateSheetVersions.workspaceId, scope.workspaceId)))
      .orderBy(desc(rateSheetVersions.number))
      .limit(1)
    if (latest?.state === 'proposed')
      await tx
        .update(rateSheetVersions)
        .set({ state: 'withdrawn' })
        .where(eq(rateSheetVersions.id, latest.id))
    const [version] = await tx
      .insert(rateSheetVersions)
      .values({
        entryId: id,
        workspaceId: scope.workspaceId,
        number: (latest?.number ?? 0) + 1,
        ...input,
        proposedBy: scope.actor.id,
        proposedByEmail: scope.actor.email,
      })
      .returning()
    await emit(tx, {
      type: 'rate.proposed',
      workspaceId: scope.workspaceId,
      actor: scope.actor,
      objectId: version!.id,
      data: { ...rateData(version!), change: Boolean(entryId) },
    })
    return { ok: true, version: version! }
  })
}

const rateData = (version: RateSheetVersion) => ({
  product: version.product,
  rate: String(version.rate),
  effectiveOn: version.effectiveOn,
  expiresOn: version.expiresOn,
  number: version.number,
  entryId: version.entryId,
})

/**
 * Approves the proposal the approver saw (`versionId`); refused (409) when it was replaced by a newer one or
 * decided already. Published calculators linked to the entry change at once, here and on other instances.
 */
/** `mayApprove`: the policy's answer for the proposal's author, checked on the row the transaction locks. */
export async function approveRate(
  db: Db,
  scope: Scope,
  versionId: string,
  mayApprove: (proposedBy: string | null) => { ok: true } | { ok: false; error: string } = () => ({
    ok: true,
  }),
): Promise<RateOutcome> {
  if (!isUuid(versionId)) return missing
  // The linked published calculators change at once, here and on other instances (the catalogue's entry).
  return change(db, async (tx): Promise<RateOutcome> => {
    const [seen] = await tx
      .select({ entryId: rateSheetVersions.entryId })
      .from(rateSheetVersions)
      .where(and(eq(rateSheetVersions.id, versionId), eq(rateSheetVersions.workspaceId, scope.workspaceId)))
    if (!seen || !(await lockEntry(tx, scope.workspaceId, seen.entryId))) return missing
    const [version] = await tx.select().from(rateSheetVersions).where(eq(rateSheetVersions.id, versionId))
    if (version!.state !== 'proposed')
      return {
        ok: false,
        status: 409,
        error:
          version!.state === 'approved'
            ? 'This rate is approved already.'
            : 'A newer proposal replaced this one. Review it before approving.',
      }
    const allowed = mayApprove(version!.proposedBy)
    if (!allowed.ok) return { ok: false, status: 403, error: allowed.error }
    const [approved] = await tx
      .update(rateSheetVersions)
      .set({
        state: 'approved',
        approvedAt: new Date(),
        approvedBy: scope.actor.id,
        approvedByEmail: scope.actor.email,
      })
      .where(eq(rateSheetVersions.id, versionId))
      .returning()
    await emit(tx, {
      type: 'rate.approved',
      workspaceId: scope.workspaceId,
      actor: scope.actor,
      objectId: approved!.id,
      data: rateData(approved!),
    })
    return { ok: true, version: approved! }
  })
}
