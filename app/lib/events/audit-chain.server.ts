import { createHash } from 'node:crypto'
import { and, asc, desc, eq, gt, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { auditChainHeads, auditEntries, type AuditEntry } from '~/db/schema'

/*
 * The tamper-evident audit log (docs/decisions/0051): one hash chain per workspace, 'platform' for the
 * admins' own changes. Each entry's hash is SHA-256 over the previous entry's hash and the entry's canonical
 * form, so changing, removing or reordering any entry breaks every hash after it. Appends to one chain take
 * turns on the chain's head row (locked until the transaction commits), on any number of instances; other
 * workspaces' appends never wait for it.
 */
export const GENESIS = '0'.repeat(64)
export const PLATFORM_CHAIN = 'platform'

type Writer = Pick<Db, 'insert' | 'update' | 'execute' | 'select'>

export type AuditRecord = Pick<
  AuditEntry,
  'workspaceId' | 'actorId' | 'actorEmail' | 'action' | 'objectType' | 'objectId' | 'data'
>

type Hashed = AuditRecord & Pick<AuditEntry, 'chainId' | 'seq' | 'at'>

/** JSON with every object's keys sorted: the same entry always serializes to the same bytes. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

export function entryHash(prevHash: string, entry: Hashed) {
  const canonical = canonicalJson({
    chainId: entry.chainId,
    seq: entry.seq,
    at: entry.at.toISOString(),
    workspaceId: entry.workspaceId,
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    data: entry.data,
  })
  return createHash('sha256').update(`${prevHash}\n${canonical}`).digest('hex')
}

/** Appends one entry to its workspace's chain, in the caller's transaction. */
export async function appendAudit(tx: Writer, record: AuditRecord) {
  const chainId = record.workspaceId ?? PLATFORM_CHAIN
  // Creates the head on a chain's first entry; either way the row stays locked until the commit.
  const [head] = await tx
    .insert(auditChainHeads)
    .values({ chainId, seq: 0, hash: GENESIS })
    .onConflictDoUpdate({ target: auditChainHeads.chainId, set: { seq: sql`${auditChainHeads.seq}` } })
    .returning()
  const entry: Hashed = { ...record, chainId, seq: head!.seq + 1, at: new Date() }
  const hash = entryHash(head!.hash, entry)
  await tx.insert(auditEntries).values({ ...entry, prevHash: head!.hash, hash })
  await tx.update(auditChainHeads).set({ seq: entry.seq, hash }).where(eq(auditChainHeads.chainId, chainId))
}

export type ChainBreak = { id: string | null; chainId: string; seq: number; reason: string }
export type ChainReport = { chains: number; entries: number; firstBreak: ChainBreak | null }

const PAGE = 1_000

/**
 * Walks every chain (or one) from its first entry and names the first entry that does not match: a hash
 * that is not the hash of its content, a link to another hash than the previous entry's, a gap in the
 * sequence, or entries missing at the end (the head remembers the last one).
 */
export async function verifyAudit(db: Db, only?: string): Promise<ChainReport> {
  const heads = await db
    .select()
    .from(auditChainHeads)
    .where(only ? eq(auditChainHeads.chainId, only) : undefined)
    .orderBy(asc(auditChainHeads.chainId))
  let entries = 0
  for (const head of heads) {
    // Entries past their retention were deleted; the head keeps the last one's hash to start from.
    let previous = { seq: head.purgedSeq, hash: head.purgedHash }
    for (;;) {
      const page = await db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.chainId, head.chainId), gt(auditEntries.seq, previous.seq)))
        .orderBy(asc(auditEntries.seq))
        .limit(PAGE)
      for (const row of page) {
        entries++
        const at = { id: row.id, chainId: row.chainId, seq: row.seq }
        if (row.seq !== previous.seq + 1)
          return report(heads, entries, { ...at, reason: `entry ${previous.seq + 1} is missing` })
        if (row.prevHash !== previous.hash)
          return report(heads, entries, { ...at, reason: 'does not follow the entry before it' })
        if (entryHash(row.prevHash, row) !== row.hash)
          return report(heads, entries, { ...at, reason: 'its content does not match its hash' })
        previous = { seq: row.seq, hash: row.hash }
      }
      if (page.length < PAGE) break
    }
    if (previous.seq !== head.seq || previous.hash !== head.hash)
      return report(heads, entries, {
        id: null,
        chainId: head.chainId,
        seq: previous.seq + 1,
        reason: `entries ${previous.seq + 1}–${head.seq} are missing`,
      })
  }
  // An entry in no chain the heads know of was not appended by appendAudit.
  const [stray] = await db
    .select({ id: auditEntries.id, chainId: auditEntries.chainId, seq: auditEntries.seq })
    .from(auditEntries)
    .leftJoin(auditChainHeads, eq(auditChainHeads.chainId, auditEntries.chainId))
    .where(
      and(
        only ? eq(auditEntries.chainId, only) : undefined,
        or(
          sql`${auditChainHeads.chainId} is null`,
          gt(auditEntries.seq, auditChainHeads.seq),
          lte(auditEntries.seq, auditChainHeads.purgedSeq),
        ),
      ),
    )
    .limit(1)
  if (stray) return report(heads, entries, { ...stray, reason: 'is not part of its chain' })
  return report(heads, entries, null)
}

function report(heads: unknown[], entries: number, firstBreak: ChainBreak | null): ChainReport {
  return { chains: heads.length, entries, firstBreak }
}

/** The fewest years an entry is kept, whatever AUDIT_RETENTION_YEARS says (the table's trigger holds it too). */
export const MIN_AUDIT_YEARS = 7

/**
 * Deletes the entries older than `years` from the start of each chain, remembering the last deleted entry's
 * hash in the head so the check still links the first kept entry. Returns how many were deleted.
 */
export async function purgeAudit(db: Db, years: number, now = new Date()) {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - Math.max(years, MIN_AUDIT_YEARS))
  const chains = await db.select({ chainId: auditChainHeads.chainId }).from(auditChainHeads)
  let deleted = 0
  for (const { chainId } of chains)
    deleted += await db.transaction(async (tx) => {
      const [head] = await tx
        .select()
        .from(auditChainHeads)
        .where(eq(auditChainHeads.chainId, chainId))
        .for('update')
      const [last] = await tx
        .select({ seq: auditEntries.seq, hash: auditEntries.hash })
        .from(auditEntries)
        .where(and(eq(auditEntries.chainId, chainId), lt(auditEntries.at, cutoff)))
        .orderBy(desc(auditEntries.seq))
        .limit(1)
      if (!head || !last || last.seq <= head.purgedSeq) return 0
      const gone = await tx
        .delete(auditEntries)
        .where(and(eq(auditEntries.chainId, chainId), lte(auditEntries.seq, last.seq)))
        .returning({ id: auditEntries.id })
      await tx
        .update(auditChainHeads)
        .set({ purgedSeq: last.seq, purgedHash: last.hash })
        .where(eq(auditChainHeads.chainId, chainId))
      return gone.length
    })
  return deleted
}

/** "3 entries in 1 chain, matching 1 signed anchor": the check's verdict when nothing is broken. */
export function intactSummary(report: ChainReport & { anchors?: number }) {
  const entries = `${report.entries} ${report.entries === 1 ? 'entry' : 'entries'}`
  const chains = `${entries} in ${report.chains} ${report.chains === 1 ? 'chain' : 'chains'}`
  if (!report.anchors) return chains
  return `${chains}, matching ${report.anchors} signed ${report.anchors === 1 ? 'anchor' : 'anchors'}`
}
